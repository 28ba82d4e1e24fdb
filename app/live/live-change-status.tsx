import type { LiveEvent } from "./live-events";

/**
 * Says what a live refresh changed on the page (useLiveRefresh): polite, so it is read out
 * without moving focus, and kept on screen so a sighted member sees why the page moved.
 */
export function LiveChangeStatus({ change }: { change: LiveEvent | null }) {
  const words = change?.type === "handover" ? change.summary : null;
  return (
    <p role="status" className={words ? "rounded-card border border-line bg-card p-3" : "sr-only"}>
      {words ? `Updated just now: ${words}.` : ""}
    </p>
  );
}
