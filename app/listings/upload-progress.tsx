import { useTranslation } from "react-i18next";
import { cn } from "~/components/ui/cn";

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

/**
 * The upload's real progress, as the browser reports the bytes sent: a labelled <progress> and
 * its percentage in words. The words sit in a polite live region that is always on the page, so
 * screen readers hear the upload start and finish.
 */
export function UploadProgress({ id, state }: { id: string; state: UploadState }) {
  const { t } = useTranslation("myListings");
  const percent = state.phase === "uploading" ? uploadPercent(state.loaded, state.total) : 100;
  return (
    <div
      className={cn(
        "flex flex-col gap-2 rounded-card border border-line bg-card p-4",
        state.phase === "idle" && "sr-only",
      )}
    >
      {state.phase === "idle" ? null : (
        <>
          <label htmlFor={id} className="font-semibold text-ink">
            {t("form.uploadProgress")}
          </label>
          <progress
            id={id}
            max={100}
            value={percent}
            className={cn(
              "h-3 w-full overflow-hidden rounded-full bg-cream-deep",
              "[&::-webkit-progress-bar]:bg-cream-deep [&::-webkit-progress-value]:bg-leaf",
              "[&::-moz-progress-bar]:bg-leaf",
            )}
          />
        </>
      )}
      <p aria-live="polite" aria-atomic="true" className="text-ink-muted">
        {state.phase === "uploading"
          ? t("form.uploading", { percent })
          : state.phase === "saving"
            ? t("form.saving")
            : ""}
      </p>
    </div>
  );
}
