import { publishLive } from "~/live/publish-live.server";
import type { Db } from "~/server/db/database.server";
import type { HandoverLiveChange } from "./handover-live-changes";

export type { HandoverLiveChange } from "./handover-live-changes";

/**
 * Tells the other side's open tabs that a handover or request changed, in the transaction that
 * changed it (so only once it commits): a page showing it may take a fresh look (issue 36). The
 * event names the change; each page says it in its reader's language (`handovers:live.changes`).
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
    change,
  });
}
