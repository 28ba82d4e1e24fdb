import { Drawing } from "./drawing";
import {
  type IllustrationProps,
  LEAF,
  LEAF_DEEP,
  LEAF_SOFT,
  line,
  SKY_SOFT,
  SUN,
  SUN_SOFT,
  TOMATO,
} from "./palette";

export function MapPinIllustration({ className }: IllustrationProps) {
  return (
    <Drawing viewBox="0 0 160 120" className={className}>
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
    </Drawing>
  );
}
