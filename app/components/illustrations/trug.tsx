import { Drawing } from "./drawing";
import {
  CARROT,
  CREAM_DEEP,
  type IllustrationProps,
  LEAF,
  LEAF_DEEP,
  LEAF_SOFT,
  line,
  SOIL,
  SOIL_SOFT,
  SUN,
  SUN_SOFT,
  TOMATO,
} from "./palette";

function Carrot({ d, tops }: { d: string; tops: string }) {
  return (
    <g>
      <path d={tops} fill="none" stroke={LEAF} strokeWidth={3} strokeLinecap="round" />
      <path d={d} fill={CARROT} {...line} />
    </g>
  );
}

export function TrugIllustration({ className }: IllustrationProps) {
  return (
    <Drawing viewBox="0 0 320 240" className={className}>
      <circle cx="276" cy="40" r="26" fill={SUN_SOFT} />
      <circle cx="276" cy="40" r="15" fill={SUN} />
      <ellipse cx="160" cy="212" rx="132" ry="11" fill={CREAM_DEEP} />
      {/* handle, behind the produce */}
      <path
        d="M68 150C68 34 252 34 252 150"
        fill="none"
        stroke={SOIL}
        strokeWidth={10}
        strokeLinecap="round"
      />
      <path
        d="M68 150C68 34 252 34 252 150"
        fill="none"
        stroke={SOIL_SOFT}
        strokeOpacity={0.4}
        strokeWidth={2}
      />
      {/* carrots: tips into the trug, leafy tops spilling out to the right */}
      <Carrot
        d="M226 86c8-4 16 4 12 10l-52 52-8-6z"
        tops="M232 86c2-14 0-26-6-34M236 88c8-10 18-16 30-18M234 84c10-14 10-28 8-36"
      />
      <Carrot
        d="M246 104c8-2 14 6 10 12l-62 36-6-8z"
        tops="M252 104c8-8 18-12 30-10M254 108c12 0 22 2 30 8"
      />
      {/* lettuce */}
      <path
        d="M56 146c-8-14-4-30 8-34-2-14 12-24 24-18 8-12 26-10 30 2 14-2 22 12 16 24 10 8 6 22-4 26z"
        fill={LEAF}
        {...line}
      />
      <circle cx="96" cy="126" r="17" fill={LEAF_SOFT} stroke={LEAF} strokeWidth={2} />
      <path
        d="M86 120c5-6 15-6 20 0M82 130c7-7 21-7 28 0M72 140l-6-18M122 140l6-16"
        fill="none"
        stroke={LEAF}
        strokeWidth={2}
        strokeLinecap="round"
      />
      {/* tomatoes */}
      <circle cx="140" cy="130" r="16" fill={TOMATO} {...line} />
      <circle cx="166" cy="126" r="13" fill={TOMATO} {...line} />
      <path
        d="M140 115l-6 4M140 115l6 4M140 115v-6M166 114l-5 3M166 114l5 3M166 114v-5"
        stroke={LEAF_DEEP}
        strokeWidth={2.5}
        strokeLinecap="round"
      />
      <circle cx="134" cy="125" r="3.5" fill={SUN_SOFT} fillOpacity={0.5} />
      <circle cx="161" cy="122" r="2.5" fill={SUN_SOFT} fillOpacity={0.5} />
      <circle cx="262" cy="140" r="12" fill={TOMATO} {...line} />
      <path
        d="M262 128l-4 3M262 128l4 3"
        stroke={LEAF_DEEP}
        strokeWidth={2.5}
        strokeLinecap="round"
      />
      {/* courgette lying across the front */}
      <g transform="rotate(-8 190 142)">
        <ellipse cx="190" cy="142" rx="54" ry="12" fill={LEAF_DEEP} {...line} />
        <path
          d="M150 138h66M156 145h66"
          stroke={LEAF_SOFT}
          strokeOpacity={0.45}
          strokeWidth={2}
          strokeLinecap="round"
        />
        <path d="M244 142h9" stroke={LEAF} strokeWidth={6} strokeLinecap="round" />
        <circle cx="138" cy="142" r="3.5" fill={SUN} />
      </g>
      {/* trug body */}
      <path d="M36 150h248l-20 46c-60 9-148 9-208 0z" fill={SOIL} />
      <path d="M42 166h236M48 181h224" stroke={SOIL_SOFT} strokeOpacity={0.3} strokeWidth={2} />
      <rect x="28" y="144" width="264" height="12" rx="6" fill={SOIL} />
      <path d="M36 148h248" stroke={SOIL_SOFT} strokeOpacity={0.45} strokeWidth={2} />
      <path d="M76 196v10M244 196v10" stroke={SOIL} strokeWidth={8} strokeLinecap="round" />
      {/* runner beans draped over the rim */}
      <g fill="none" strokeLinecap="round">
        <path
          d="M92 146c-10 10-14 28-10 44M104 148c-6 12-6 26 0 38M80 146c-10 8-16 20-16 32"
          stroke={LEAF}
          strokeWidth={7}
        />
        <path
          d="M92 146c-10 10-14 28-10 44M104 148c-6 12-6 26 0 38M80 146c-10 8-16 20-16 32"
          stroke={LEAF_SOFT}
          strokeOpacity={0.5}
          strokeWidth={2}
          strokeDasharray="1 6"
        />
      </g>
    </Drawing>
  );
}
