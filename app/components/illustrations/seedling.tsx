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
  SUN_SOFT,
} from "./palette";

export function SeedlingIllustration({ className }: IllustrationProps) {
  return (
    <Drawing viewBox="0 0 120 120" className={className}>
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
    </Drawing>
  );
}
