import { and, eq } from "drizzle-orm";
import { findPublicNames } from "~/accounts/account-directory.server";
import { profileDisplayName } from "~/accounts/display-name";
import enHandovers from "~/i18n/locales/en/handovers";
import type { Translate } from "~/i18n/messages";
import type { Member } from "~/membership/member-gate.server";
import { isUuid } from "~/messaging/conversation-access.server";
import type { Db } from "~/server/db/database.server";
import { type HandoverStatus, handovers, handoverThanks } from "./handover.table";
import { publishHandoverLive } from "./handover-live.server";
import type { HandoverNotice } from "./handover-notices";
import type { ThanksInput } from "./thanks-schema";

// Thanks after a collection (issue 35, item 5; decision 0089): each side of a collected handover
// may leave the other one short note, shown on the other's profile, and one private rating, shown
// only inside an average of three or more. Only the two of them, only once each, only after the
// item was collected: the rules live here so that no route can skip them.

/** The refusals' English words; a page words them in its language with `thanksErrorText`. */
export const thanksErrors = enHandovers.thanks.errors;

/** A refusal in the words of `t` (the `handovers` catalogue). */
export function thanksErrorText(error: ThanksError, t: Translate): string {
  const key = Object.entries(thanksErrors).find(([, english]) => english === error.message)?.[0];
  return key ? t(`thanks.errors.${key}`) : error.message;
}

export class ThanksError extends Error {
  override name = "ThanksError";
  readonly status: 403 | 404 | 409;
  constructor(message: string, status: 403 | 404 | 409) {
    super(message);
    this.status = status;
  }
}

/** What the thank-you page shows one side of a handover. */
export interface ThanksPage {
  handoverId: string;
  listingTitle: string;
  listingId: string | null;
  status: HandoverStatus;
  /** The viewer's side: they gave the item, or they received it. */
  side: "giver" | "receiver";
  other: { id: string; name: string } | null;
  /** What the viewer already said, if anything: their own rating is shown to them alone. */
  given: { note: string | null; rating: number | null; createdAt: Date } | null;
}

type HandoverRow = {
  id: string;
  listingId: string | null;
  listingTitle: string;
  status: HandoverStatus;
  giverId: string | null;
  receiverId: string | null;
};

const handoverColumns = {
  id: handovers.id,
  listingId: handovers.listingId,
  listingTitle: handovers.listingTitle,
  status: handovers.status,
  giverId: handovers.giverId,
  receiverId: handovers.receiverId,
};

/** The viewer's side of the handover; anyone but its two members is refused (403). */
function sideOf(row: HandoverRow, memberId: string) {
  if (row.giverId === memberId) return { side: "giver" as const, otherId: row.receiverId };
  if (row.receiverId === memberId) return { side: "receiver" as const, otherId: row.giverId };
  throw new ThanksError(thanksErrors.notYours, 403);
}

/** The thank-you page of one handover, for one of its two members. */
export async function loadThanksPage(
  db: Db,
  member: Member,
  handoverId: string,
): Promise<ThanksPage> {
  if (!isUuid(handoverId)) throw new ThanksError(thanksErrors.notFound, 404);
  const [row] = await db
    .select(handoverColumns)
    .from(handovers)
    .where(eq(handovers.id, handoverId));
  if (!row) throw new ThanksError(thanksErrors.notFound, 404);
  const { side, otherId } = sideOf(row, member.id);
  const [names, [given]] = await Promise.all([
    findPublicNames(db, [otherId]),
    db
      .select({
        note: handoverThanks.note,
        rating: handoverThanks.rating,
        createdAt: handoverThanks.createdAt,
      })
      .from(handoverThanks)
      .where(and(eq(handoverThanks.handoverId, handoverId), eq(handoverThanks.fromId, member.id))),
  ]);
  const otherNames = otherId ? names.get(otherId) : undefined;
  return {
    handoverId: row.id,
    listingTitle: row.listingTitle,
    listingId: row.listingId,
    status: row.status,
    side,
    other: otherId && otherNames ? { id: otherId, name: profileDisplayName(otherNames) } : null,
    given: given ?? null,
  };
}

/**
 * Saves one side's thanks. The handover's row is locked `FOR UPDATE` first, so two posts of the
 * same form (a double click, two tabs) are serialised: the second finds the first and is a 409.
 * A note is told to the other member by email; a rating alone is not, since ratings are private.
 */
export async function leaveThanks(
  db: Db,
  member: Member,
  handoverId: string,
  input: ThanksInput,
  now: Date = new Date(),
): Promise<{ toId: string; notices: HandoverNotice[] }> {
  if (!isUuid(handoverId)) throw new ThanksError(thanksErrors.notFound, 404);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx
      .select(handoverColumns)
      .from(handovers)
      .where(eq(handovers.id, handoverId))
      .for("update");
    if (!row) throw new ThanksError(thanksErrors.notFound, 404);
    const { otherId } = sideOf(row, member.id);
    if (row.status === "cancelled") throw new ThanksError(thanksErrors.cancelled, 409);
    if (row.status !== "collected") throw new ThanksError(thanksErrors.notCollected, 409);
    if (!otherId) throw new ThanksError(thanksErrors.otherGone, 409);
    const [already] = await tx
      .select({ id: handoverThanks.id })
      .from(handoverThanks)
      .where(and(eq(handoverThanks.handoverId, handoverId), eq(handoverThanks.fromId, member.id)));
    if (already) throw new ThanksError(thanksErrors.already, 409);
    await tx.insert(handoverThanks).values({
      handoverId,
      fromId: member.id,
      toId: otherId,
      note: input.note || null,
      rating: input.rating ? Number(input.rating) : null,
      createdAt: now,
    });
    await publishHandoverLive(tx, otherId, "thanked", { handoverId, listingId: row.listingId });
    const note = input.note || null;
    const notices: HandoverNotice[] = note
      ? [{ kind: "thanked", handoverId, toId: otherId, fromId: member.id, note }]
      : [];
    return { toId: otherId, notices };
  });
}
