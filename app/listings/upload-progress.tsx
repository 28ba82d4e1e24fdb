import { useTranslation } from "react-i18next";
import { cn } from "~/components/ui/cn";
import { type UploadState, uploadPercent } from "./upload-state";

export type { UploadState };

/**
 * The upload's real progress, as the browser reports the bytes sent: a labelled <progress> and
 * its percentage in words. The words sit in a polite live region that is always on the page, so
 * screen readers hear the upload start and finish. While idle the bar is there but hidden, so the
 * static page's script (listing-form.enhance.ts) can show and move it.
 */
export function UploadProgress({ id, state }: { id: string; state: UploadState }) {
  const { t } = useTranslation("myListings");
  const percent = state.phase === "uploading" ? uploadPercent(state.loaded, state.total) : 100;
  return (
    <div
      data-upload-progress=""
      className={cn(
        "flex flex-col gap-2 rounded-card border border-line bg-card p-4",
        state.phase === "idle" && "sr-only",
      )}
    >
      <label htmlFor={id} hidden={state.phase === "idle"} className="font-semibold text-ink">
        {t("form.uploadProgress")}
      </label>
      <progress
        id={id}
        max={100}
        value={state.phase === "idle" ? 0 : percent}
        hidden={state.phase === "idle"}
        className={cn(
          "h-3 w-full overflow-hidden rounded-full bg-cream-deep",
          "[&::-webkit-progress-bar]:bg-cream-deep [&::-webkit-progress-value]:bg-leaf",
          "[&::-moz-progress-bar]:bg-leaf",
        )}
      />
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
