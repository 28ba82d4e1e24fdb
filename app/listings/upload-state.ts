// Client-safe: where an upload stands, for the progress bar React draws (upload-progress.tsx) and
// the one the static page's script moves (listing-form.enhance.ts).

export type UploadState =
  | { phase: "idle" }
  | { phase: "uploading"; loaded: number; total: number }
  /** Every byte is sent; the server is processing the photos and saving. */
  | { phase: "saving" };

/** Whole percent, never above 100, 0 while the size is unknown. */
export function uploadPercent(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((loaded / total) * 100));
}
