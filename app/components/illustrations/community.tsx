import { Drawing } from "./drawing";
import {
  CREAM_DEEP,
  type IllustrationProps,
  LEAF,
  LEAF_DEEP,
  LEAF_SOFT,
  line,
  SKY_SOFT,
  SOIL,
  SOIL_SOFT,
  SUN,
  TOMATO,
} from "./palette";

export function CommunityIllustration({ className }: IllustrationProps) {
  return (
    <Drawing viewBox="0 0 200 140" className={className}>
      <circle cx="28" cy="28" r="12" fill={SUN} />
      <path
        d="M84 30q4-4 8 0q4-4 8 0M104 22q3-3 6 0q3-3 6 0"
        fill="none"
        stroke={SOIL}
        strokeWidth={1.5}
        strokeLinecap="round"
      />
      <ellipse cx="100" cy="128" rx="96" ry="8" fill={LEAF_SOFT} />
      {/* shed */}
      <path d="M144 64l24-20 24 20v62h-48z" fill={SOIL} {...line} />
      <path
        d="M138 66l30-26 30 26"
        fill="none"
        stroke={LEAF_DEEP}
        strokeWidth={6}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="166" y="90" width="18" height="36" rx="2" fill={SOIL_SOFT} {...line} />
      <circle cx="169" cy="109" r="1.5" fill={SOIL} />
      <rect x="150" y="70" width="14" height="12" rx="2" fill={SKY_SOFT} {...line} />
      {/* raised bed with leafy rows and bean canes */}
      <path d="M18 106l8-40 8 40M52 106l8-40 8 40" fill="none" {...line} />
      <path
        d="M22 96c4-4 0-8 4-12s0-8 4-12M56 96c4-4 0-8 4-12s0-8 4-12"
        fill="none"
        stroke={LEAF}
        strokeWidth={3}
        strokeLinecap="round"
      />
      <g fill={LEAF}>
        <ellipse cx="24" cy="88" rx="4" ry="2.5" />
        <ellipse cx="31" cy="78" rx="4" ry="2.5" />
        <ellipse cx="58" cy="88" rx="4" ry="2.5" />
        <ellipse cx="65" cy="78" rx="4" ry="2.5" />
        <circle cx="43" cy="102" r="6" />
        <circle cx="76" cy="102" r="5" />
      </g>
      <rect x="8" y="104" width="80" height="22" rx="4" fill={SOIL} {...line} />
      <path d="M10 115h76" stroke={SOIL_SOFT} strokeOpacity={0.4} strokeWidth={2} />
      {/* people, one waving */}
      <g {...line}>
        <path d="M88 104l-8-12" fill="none" strokeWidth={5} />
        <path d="M88 104l-8-12" fill="none" stroke={TOMATO} strokeWidth={3} />
        <circle cx="79" cy="90" r="3.5" fill={SOIL_SOFT} />
        <path d="M84 126v-18a11 11 0 0 1 22 0v18z" fill={TOMATO} />
        <circle cx="95" cy="88" r="8.5" fill={SOIL_SOFT} />
        <path d="M102 126v-26a13 13 0 0 1 26 0v26z" fill={LEAF} />
        <circle cx="115" cy="76" r="9.5" fill={SOIL} />
        <path d="M124 126v-12a9 9 0 0 1 18 0v12z" fill={SUN} />
        <circle cx="133" cy="97" r="7" fill={CREAM_DEEP} />
      </g>
    </Drawing>
  );
}
