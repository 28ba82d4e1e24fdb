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
      <circle cx="262" cy="52" r="26" fill={SUN_SOFT} />
      <circle cx="262" cy="52" r="16" fill={SUN} />
      <ellipse cx="160" cy="212" rx="132" ry="12" fill={CREAM_DEEP} />
      {/* handle, behind the produce */}
      <path
        d="M66 146C66 46 254 46 254 146"
        fill="none"
        stroke={SOIL}
        strokeWidth={9}
        strokeLinecap="round"
      />
      <path
        d="M66 146C66 46 254 46 254 146"
        fill="none"
        stroke={SOIL_SOFT}
        strokeOpacity={0.35}
        strokeWidth={2}
      />
      {/* carrots: tips into the trug, leafy tops spilling out to the right */}
      <Carrot
        d="M232 104l-54 34 6 6 54-32z"
        tops="M236 104c10-10 14-24 12-34M238 108c14-4 24-12 30-24"
      />
      <Carrot
        d="M222 118l-48 28 5 6 49-25z"
        tops="M226 118c12-6 22-18 24-30M229 122c14 0 26-6 34-14"
      />
      {/* lettuce */}
      <circle cx="94" cy="128" r="26" fill={LEAF} {...line} />
      <circle cx="76" cy="126" r="16" fill={LEAF_SOFT} {...line} />
      <circle cx="110" cy="122" r="16" fill={LEAF_SOFT} {...line} />
      <circle cx="94" cy="114" r="14" fill={LEAF_SOFT} {...line} />
      <path d="M94 106v14M80 120l8 6M108 116l-6 8" stroke={LEAF} strokeWidth={2} />
      {/* tomatoes */}
      <circle cx="134" cy="132" r="14" fill={TOMATO} {...line} />
      <circle cx="158" cy="136" r="12" fill={TOMATO} {...line} />
      <path
        d="M134 119l-5 4M134 119l5 4M134 119v-5M158 125l-4 3M158 125l4 3"
        stroke={LEAF_DEEP}
        strokeWidth={2.5}
        strokeLinecap="round"
      />
      <circle cx="129" cy="128" r="3" fill="#fff" fillOpacity={0.35} />
      {/* courgette lying across the front */}
      <g transform="rotate(-7 178 140)">
        <ellipse cx="178" cy="140" rx="52" ry="11" fill={LEAF_DEEP} {...line} />
        <path
          d="M136 137h60M142 143h62"
          stroke={LEAF_SOFT}
          strokeOpacity={0.5}
          strokeWidth={2}
          strokeLinecap="round"
        />
        <path d="M230 140h10" stroke={LEAF} strokeWidth={5} strokeLinecap="round" />
        <circle cx="127" cy="140" r="3" fill={SUN} />
      </g>
      {/* trug body */}
      <path d="M34 142h252l-20 56c-60 10-146 10-212 0z" fill={SOIL} />
      <path
        d="M40 158h240M46 174h228M52 190h216"
        stroke={SOIL_SOFT}
        strokeOpacity={0.3}
        strokeWidth={2}
      />
      <rect x="28" y="136" width="264" height="12" rx="6" fill={SOIL} />
      <path d="M36 140h248" stroke={SOIL_SOFT} strokeOpacity={0.45} strokeWidth={2} />
      <path d="M74 198v10M246 198v10" stroke={SOIL} strokeWidth={8} strokeLinecap="round" />
      {/* runner beans draped over the rim */}
      <path
        d="M186 140c8 14 6 30-2 44M198 140c10 12 12 26 6 40M208 142c6 10 6 20 2 30"
        fill="none"
        stroke={LEAF}
        strokeWidth={6}
        strokeLinecap="round"
      />
      <path
        d="M186 140c8 14 6 30-2 44M198 140c10 12 12 26 6 40"
        fill="none"
        stroke={LEAF_SOFT}
        strokeOpacity={0.4}
        strokeWidth={1.5}
        strokeDasharray="2 5"
      />
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
      <circle cx="60" cy="54" r="44" fill={SUN_SOFT} />
      <ellipse cx="60" cy="110" rx="34" ry="4" fill={CREAM_DEEP} />
      {/* stem and leaves */}
      <path
        d="M60 76c0-14-1-26 0-38"
        fill="none"
        stroke={LEAF_DEEP}
        strokeWidth={4}
        strokeLinecap="round"
      />
      <path d="M59 50C50 30 30 30 24 36c6 14 22 20 35 14z" fill={LEAF} {...line} />
      <path d="M61 42c6-20 28-24 36-18-4 16-22 24-36 18z" fill={LEAF} {...line} />
      <path
        d="M56 47c-8-5-16-8-26-8M64 39c8-5 16-9 26-11"
        stroke={LEAF_SOFT}
        strokeWidth={2}
        strokeLinecap="round"
      />
      {/* pot */}
      <path d="M32 76h56l-7 32H39z" fill={SOIL} {...line} />
      <rect x="28" y="70" width="64" height="12" rx="4" fill={SOIL} {...line} />
      <path d="M32 74h56" stroke={SOIL_SOFT} strokeOpacity={0.45} strokeWidth={2} />
      <ellipse cx="60" cy="71" rx="28" ry="3" fill={LEAF_DEEP} fillOpacity={0.5} />
      <path
        d="M44 94h32"
        stroke={SOIL_SOFT}
        strokeOpacity={0.3}
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

export function HandsIllustration({ className }: IllustrationProps) {
  return (
    <svg
      viewBox="0 0 200 140"
      className={className}
      aria-hidden="true"
      focusable="false"
      xmlns="http://www.w3.org/2000/svg"
    >
      <circle cx="100" cy="66" r="56" fill={SUN_SOFT} />
      {/* bunch of carrots, tied at the tops */}
      <path
        d="M96 46c-6-12-4-24 0-32M100 46c2-14 8-22 16-26M92 48c-10-8-20-10-28-8"
        fill="none"
        stroke={LEAF}
        strokeWidth={3.5}
        strokeLinecap="round"
      />
      <path d="M92 52l30 46 5-3-22-50z" fill={CARROT} {...line} />
      <path d="M100 50l36 38 4-4-30-40z" fill={CARROT} {...line} />
      <path d="M88 54l14 52 6-2-8-54z" fill={CARROT} {...line} />
      <path d="M90 50l18-6" stroke={SUN} strokeWidth={4} strokeLinecap="round" />
      {/* left sleeve and fist holding the tops */}
      <path d="M0 96l60-38 14 18-60 40z" fill={LEAF} {...line} />
      <rect x="64" y="38" width="34" height="26" rx="12" fill={SOIL_SOFT} {...line} />
      <path d="M76 42v20M86 42v20" stroke={SOIL} strokeWidth={1.5} strokeLinecap="round" />
      {/* right sleeve and open palm underneath */}
      <path d="M200 118l-56-20-8 20 64 18z" fill={SUN} {...line} />
      <path
        d="M144 96c-18 6-44 8-58 2-6-2-4-10 2-10 14 0 26-2 34-8 10-6 22-4 28 2z"
        fill={SOIL_SOFT}
        {...line}
      />
      <path d="M122 84c-6-6-4-12 2-12 6 0 10 6 10 10" fill={SOIL_SOFT} {...line} />
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
      <circle cx="36" cy="30" r="12" fill={SUN} />
      <ellipse cx="100" cy="128" rx="96" ry="8" fill={LEAF_SOFT} />
      {/* shed */}
      <path d="M132 60l28-22 28 22v66h-56z" fill={SOIL} {...line} />
      <path
        d="M126 62l34-28 34 28"
        fill="none"
        stroke={LEAF_DEEP}
        strokeWidth={6}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="148" y="88" width="20" height="38" rx="2" fill={SOIL_SOFT} {...line} />
      <circle cx="164" cy="108" r="1.5" fill={SOIL} />
      <rect x="152" y="62" width="16" height="14" rx="2" fill={SKY_SOFT} {...line} />
      {/* raised bed with sprouts */}
      <path
        d="M40 106c0-8 4-14 8-14M40 106c0-6 6-10 10-10M64 106c0-8-4-14-8-14M64 106c0-6 6-10 10-10M88 106c0-8 4-14 8-14M88 106c0-6-6-10-10-10M112 106c0-8 4-14 8-14"
        fill="none"
        stroke={LEAF}
        strokeWidth={3}
        strokeLinecap="round"
      />
      <rect x="28" y="104" width="100" height="22" rx="4" fill={SOIL_SOFT} {...line} />
      <path d="M28 115h100" stroke={SOIL} strokeWidth={1.5} />
      {/* people */}
      <g {...line}>
        <path d="M14 126v-16a12 12 0 0 1 24 0v16z" fill={TOMATO} />
        <circle cx="26" cy="86" r="9" fill={SOIL_SOFT} />
        <path d="M60 126v-24a14 14 0 0 1 28 0v24z" fill={LEAF} />
        <circle cx="74" cy="76" r="10" fill={SOIL} />
        <path d="M100 126v-18a12 12 0 0 1 24 0v18z" fill={SUN} />
        <circle cx="112" cy="84" r="9" fill={CREAM_DEEP} />
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
