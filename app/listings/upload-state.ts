// Client-safe: the upload's progress for the bar the listing form's script moves
// (listing-form.enhance.ts).

/** Whole percent, never above 100, 0 while the size is unknown. */
export function uploadPercent(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((loaded / total) * 100));
}
