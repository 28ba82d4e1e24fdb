import { publishLive } from "~/live/publish-live.server";
import type { Db } from "~/server/db/database.server";

/** What changed, in the words of the toast the other side's open tab shows. */
export const handoverLiveSummary = {
  requested: "Someone asked for your listing",
  withdrawn: "A request for your listing was withdrawn",
  reserved: "Something was reserved for you",
  pickupProposed: "A pickup time was proposed",
  pickupAgreed: "Your pickup time was accepted",
  collectedMarked: "A handover was marked collected",
  collected: "A handover was confirmed collected",
  cancelled: "A reservation was cancelled",
  offered: "A portion came free and was reserved for you",
  thanked: "You were thanked for a handover",
} as const;

export type HandoverLiveChange = keyof typeof handoverLiveSummary;

/**
 * Tells the other side's open tabs that a handover or request changed, in the transaction that
 * changed it (so only once it commits): a page showing it may take a fresh look (issue 36).
 */
export async function publishHandoverLive(
  tx: Db,
  toId: string | null,
  change: HandoverLiveChange,
  ids: { handoverId?: string | null; listingId?: string | null },
): Promise<void> {
  if (!toId) return;
  await publishLive(tx, toId, {
    type: "handover",
    handoverId: ids.handoverId ?? null,
    listingId: ids.listingId ?? null,
    summary: handoverLiveSummary[change],
  });
}
