/**
 * Says what a live refresh changed on the page (useLiveRefresh), in the page's words: polite, so
 * it is read out without moving focus, and kept on screen so a sighted member sees why the page
 * moved.
 */
export function LiveChangeStatus({ words }: { words: string | null }) {
  return (
    <p role="status" className={words ? LIVE_STATUS_SHOWN : "sr-only"}>
      {words ?? ""}
    </p>
  );
}

/** The status line's look once it says something (a static page's script sets it too). */
export const LIVE_STATUS_SHOWN = "rounded-card border border-line bg-card p-3";
