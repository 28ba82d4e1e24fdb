/**
 * Hand-drawn decorative SVG illustrations for Glut.
 *
 * All are decorative (aria-hidden): the text beside them carries the meaning.
 * Colours come from the theme tokens in app.css so they follow the palette;
 * carrot orange is the only literal colour, and it lives only in this file.
 */

type IllustrationProps = { className?: string };

const LEAF = "var(--color-leaf)";
const LEAF_DEEP = "var(--color-leaf-deep)";
const LEAF_SOFT = "var(--color-leaf-soft)";
const SOIL = "var(--color-soil)";
const SOIL_SOFT = "var(--color-soil-soft)";
const TOMATO = "var(--color-tomato)";
const SUN = "var(--color-sun)";
const SUN_SOFT = "var(--color-sun-soft)";
const CREAM_DEEP = "var(--color-cream-deep)";
const SKY_SOFT = "var(--color-sky-soft)";
const CARROT = "#e07b24";

/** Shared outline style: a soft soil-brown line with rounded joins. */
const line = {
  stroke: SOIL,
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

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
    <svg
      viewBox="0 0 320 240"
      className={className}
      aria-hidden="true"
      focusable="false"
      xmlns="http://www.w3.org/2000/svg"
    >
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
    </svg>
  );
}

export function SeedlingIllustration({ className }: IllustrationProps) {
  return (
    <svg
      viewBox="0 0 120 120"
      className={className}
      aria-hidden="true"
      focusable="false"
      xmlns="http://www.w3.org/2000/svg"
    >
      <circle cx="60" cy="56" r="46" fill={SUN_SOFT} />
      <ellipse cx="60" cy="110" rx="34" ry="4" fill={CREAM_DEEP} />
      {/* stem and leaves */}
      <path
        d="M60 74c0-14-2-24 0-34"
        fill="none"
        stroke={LEAF_DEEP}
        strokeWidth={4}
        strokeLinecap="round"
      />
      <path d="M59 50C50 30 30 30 24 36c6 14 22 20 35 14z" fill={LEAF} {...line} />
      <path d="M61 42c6-20 28-24 36-18-4 16-22 24-36 18z" fill={LEAF} {...line} />
      <path
        d="M55 47c-8-5-15-7-23-7M65 39c8-5 14-8 23-10"
        fill="none"
        stroke={LEAF_SOFT}
        strokeOpacity={0.7}
        strokeWidth={2}
        strokeLinecap="round"
      />
      {/* terracotta pot with soil */}
      <path d="M32 78h56l-7 30H39z" fill={CARROT} {...line} />
      <rect x="28" y="70" width="64" height="12" rx="4" fill={CARROT} {...line} />
      <path d="M34 74c8-6 44-6 52 0z" fill={SOIL} />
      <path
        d="M42 86h36"
        stroke={SOIL}
        strokeOpacity={0.25}
        strokeWidth={2}
        strokeLinecap="round"
      />
    </svg>
  );
}

export function MapPinIllustration({ className }: IllustrationProps) {
  return (
    <svg
      viewBox="0 0 160 120"
      className={className}
      aria-hidden="true"
      focusable="false"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width="160" height="120" rx="12" fill={SKY_SOFT} />
      <circle cx="128" cy="30" r="12" fill={SUN} />
      <path
        d="M0 78c30-20 60-22 90-8s50 8 70-4v42a12 12 0 0 1-12 12H12A12 12 0 0 1 0 108z"
        fill={LEAF_SOFT}
      />
      <path
        d="M0 94c40-18 80-4 110-12s40-6 50-2v28a12 12 0 0 1-12 12H12A12 12 0 0 1 0 108z"
        fill={LEAF}
      />
      <path
        d="M20 108c20-6 44-8 70-4M96 102c16-3 30-3 46 0"
        stroke={LEAF_SOFT}
        strokeOpacity={0.5}
        strokeWidth={2}
        strokeLinecap="round"
        fill="none"
      />
      {/* pin */}
      <ellipse cx="80" cy="92" rx="12" ry="4" fill={LEAF_DEEP} fillOpacity={0.45} />
      <path
        d="M80 92C70 78 58 66 58 50a22 22 0 0 1 44 0c0 16-12 28-22 42z"
        fill={TOMATO}
        {...line}
      />
      <circle cx="80" cy="50" r="9" fill={SUN_SOFT} {...line} />
    </svg>
  );
}

/** One hand gripping the side of the basket, reaching in from the left; mirror it for the right. */
function GrippingHand({ skin, sleeve, edge }: { skin: string; sleeve: string; edge: string }) {
  const outline = { ...line, stroke: edge };
  return (
    <g>
      <path d="M-4 112l38-22 10 18-48 26z" fill={sleeve} {...line} />
      <path d="M30 92l9 16" stroke={SOIL} strokeOpacity={0.35} strokeWidth={2} />
      <ellipse cx="44" cy="96" rx="13" ry="13" fill={skin} {...outline} />
      <g fill={skin} {...outline}>
        <rect x="50" y="86" width="17" height="8" rx="4" />
        <rect x="50" y="94" width="17" height="8" rx="4" />
        <rect x="49" y="102" width="15" height="7" rx="3.5" />
        <rect x="46" y="75" width="15" height="8" rx="4" />
      </g>
    </g>
  );
}

export function HandsIllustration({ className }: IllustrationProps) {
  return (
    <svg
      viewBox="0 0 200 140"
      className={className}
      aria-hidden="true"
      focusable="false"
      xmlns="http://www.w3.org/2000/svg"
    >
      <circle cx="100" cy="72" r="58" fill={SUN_SOFT} />
      <ellipse cx="100" cy="126" rx="44" ry="5" fill={CREAM_DEEP} />
      <path
        d="M100 30c-6-8-16-2-10 6l10 8 10-8c6-8-4-14-10-6z"
        fill={TOMATO}
        transform="translate(0 -14)"
      />
      {/* basket handle and produce */}
      <path d="M70 80c0-46 60-46 60 0" fill="none" stroke={SOIL} strokeWidth={7} />
      <path d="M70 80c0-46 60-46 60 0" fill="none" stroke={SUN} strokeWidth={3} />
      <path
        d="M80 56c-4-8-10-12-16-12M91 52c-2-10 0-18 4-22M103 56c4-10 10-14 18-14"
        fill="none"
        stroke={LEAF}
        strokeWidth={3}
        strokeLinecap="round"
      />
      <path d="M74 58c4-4 11-2 11 2l-5 22h-6z" fill={CARROT} {...line} />
      <path d="M86 54c4-4 11-2 11 2l-4 26h-7z" fill={CARROT} {...line} />
      <path d="M98 58c4-4 11-2 11 2l-5 22h-6z" fill={CARROT} {...line} />
      <circle cx="118" cy="72" r="10" fill={TOMATO} {...line} />
      <path d="M118 62l-4 3M118 62l4 3" stroke={LEAF_DEEP} strokeWidth={2} strokeLinecap="round" />
      {/* wicker basket */}
      <path d="M58 80h84l-8 28c-22 6-46 6-68 0z" fill={SUN} {...line} />
      <path
        d="M62 94h76M78 84v24M100 84v26M122 84v24"
        stroke={SOIL}
        strokeOpacity={0.35}
        strokeWidth={2}
      />
      <rect x="54" y="75" width="92" height="9" rx="4.5" fill={SUN} {...line} />
      {/* hands: one from each side */}
      <GrippingHand skin={SOIL_SOFT} sleeve={LEAF} edge={SOIL} />
      <g transform="translate(200 0) scale(-1 1)">
        <GrippingHand skin={SOIL} sleeve={TOMATO} edge={SOIL_SOFT} />
      </g>
    </svg>
  );
}

export function CommunityIllustration({ className }: IllustrationProps) {
  return (
    <svg
      viewBox="0 0 200 140"
      className={className}
      aria-hidden="true"
      focusable="false"
      xmlns="http://www.w3.org/2000/svg"
    >
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
    </svg>
  );
}

export function SproutMark({ className }: IllustrationProps) {
  return (
    <svg
      viewBox="0 0 32 32"
      className={className}
      aria-hidden="true"
      focusable="false"
      xmlns="http://www.w3.org/2000/svg"
    >
      <path d="M16 28V16" stroke={LEAF_DEEP} strokeWidth={2.5} strokeLinecap="round" />
      <path d="M15.5 17C14 10 8 6 3 7c0 6 5 11 12.5 10z" fill={LEAF} />
      <path d="M16.5 15C18 8 24 4 29 5c0 6-5 11-12.5 10z" fill={LEAF_DEEP} />
      <path d="M8 28h16" stroke={SOIL} strokeWidth={2.5} strokeLinecap="round" />
    </svg>
  );
}
