import { Drawing } from "./drawing";
import {
  CARROT,
  CREAM_DEEP,
  type IllustrationProps,
  LEAF,
  LEAF_DEEP,
  line,
  SOIL,
  SOIL_SOFT,
  SUN,
  SUN_SOFT,
  TOMATO,
} from "./palette";

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
    <Drawing viewBox="0 0 200 140" className={className}>
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
    </Drawing>
  );
}
