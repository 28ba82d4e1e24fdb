// The food-bank sync's tab on the admin dashboard's static page (decision 0109), in place of
// React's revalidation: while a sync is queued or running, the page looks at itself again every
// two seconds and is loaded afresh when the run says something else there (running, then its
// result, which the page shows where React's toast said it).
import { reloadWhenChanged } from "~/components/reload-when-changed";

/** How often a sync in progress is looked at again, with React or without. */
export const SYNC_POLL_MS = 2_000;

export function enhanceSyncProgress(run: HTMLElement): () => void {
  const shown = run.textContent;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const look = async () => {
    if (stopped) return;
    if (
      document.visibilityState === "visible" &&
      (await reloadWhenChanged("[data-sync-run]", shown))
    )
      return;
    if (!stopped) timer = setTimeout(look, SYNC_POLL_MS);
  };
  timer = setTimeout(look, SYNC_POLL_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
