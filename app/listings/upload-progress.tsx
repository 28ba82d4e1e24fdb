import { useTranslation } from "react-i18next";
import { cn } from "~/components/ui/cn";

/**
 * The upload's real progress, as the browser reports the bytes sent: a labelled <progress> and
 * its percentage in words. The words sit in a polite live region that is always on the page, so
 * screen readers hear the upload start and finish. The bar is sent hidden, for the page's script
 * (listing-form.enhance.ts) to show and move.
 */
export function UploadProgress({ id }: { id: string }) {
  const { t } = useTranslation("myListings");
  return (
    <div
      data-upload-progress=""
      className={cn("flex flex-col gap-2 rounded-card border border-line bg-card p-4", "sr-only")}
    >
      <label htmlFor={id} hidden className="font-semibold text-ink">
        {t("form.uploadProgress")}
      </label>
      <progress
        id={id}
        max={100}
        value={0}
        hidden
        className={cn(
          "h-3 w-full overflow-hidden rounded-full bg-cream-deep",
          "[&::-webkit-progress-bar]:bg-cream-deep [&::-webkit-progress-value]:bg-leaf",
          "[&::-moz-progress-bar]:bg-leaf",
        )}
      />
      <p aria-live="polite" aria-atomic="true" className="text-ink-muted" />
    </div>
  );
}
