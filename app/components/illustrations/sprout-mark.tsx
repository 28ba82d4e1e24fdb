import { Drawing } from "./drawing";
import { type IllustrationProps, LEAF, LEAF_DEEP, SOIL } from "./palette";

export function SproutMark({ className }: IllustrationProps) {
  return (
    <Drawing viewBox="0 0 32 32" className={className}>
      <path d="M16 28V16" stroke={LEAF_DEEP} strokeWidth={2.5} strokeLinecap="round" />
      <path d="M15.5 17C14 10 8 6 3 7c0 6 5 11 12.5 10z" fill={LEAF} />
      <path d="M16.5 15C18 8 24 4 29 5c0 6-5 11-12.5 10z" fill={LEAF_DEEP} />
      <path d="M8 28h16" stroke={SOIL} strokeWidth={2.5} strokeLinecap="round" />
    </Drawing>
  );
}
