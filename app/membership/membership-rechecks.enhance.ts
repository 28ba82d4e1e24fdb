// The membership card on the dashboard's static page (decision 0105), in place of React's
// revalidation: after paying, the provider's confirmation can lag, so the page looks again at 2,
// 5 and 10 seconds, and every 30 seconds while it is shown. Looking is fetching the page itself;
// when the card says something else there, the page is loaded afresh, since a change of
// membership changes more than the card (the quick actions, the listings summary).
import { reloadWhenChanged } from "~/components/reload-when-changed";

const RECHECK_AFTER_MS = [2_000, 5_000, 10_000];
const POLL_EVERY_MS = 30_000;

export function enhanceMembershipRechecks(card: HTMLElement): () => void {
  const shown = card.textContent;
  let reloading = false;
  const look = async () => {
    if (reloading) return;
    reloading = await reloadWhenChanged("[data-membership-card]", shown);
  };
  const timers = card.hasAttribute("data-confirming")
    ? RECHECK_AFTER_MS.map((ms) => setTimeout(look, ms))
    : [];
  const poll = setInterval(() => {
    if (document.visibilityState === "visible") void look();
  }, POLL_EVERY_MS);
  return () => {
    for (const timer of timers) clearTimeout(timer);
    clearInterval(poll);
  };
}
