import { and, desc, eq, or, sql } from "drizzle-orm";
import { findPublicNames, type PublicNames } from "~/accounts/account-directory.server";
import { profileDisplayName } from "~/accounts/display-name";
import { ukLongDate } from "~/components/format-date";
import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/messages";
import { findConversationAbout } from "~/messaging/conversations.server";
import { ukToday } from "~/planting/uk-calendar";
import type { Db } from "~/server/db/database.server";
import { type HandoverStatus, handovers } from "./handover.table";
import { findHandover, type HandoverSide, sideOf } from "./handover-access.server";
import { confirmsItselfAt } from "./handover-collected.server";
import { HandoverForbiddenError, HandoverNotFoundError } from "./handover-errors";
import type { PickupWindow } from "./handover-notices";
import { storedPickup } from "./handover-pickup.server";
import {
  type CancelReason,
  cancelReasonIn,
  cancelReasonsFor,
  proposalSignature,
} from "./handover-schema";
import { pickupDayLabel, pickupIsOver, ukTimeNow } from "./pickup-time";

// Reading handovers: one for its two people (and, read-only, for staff), and a member's own list.
// Who received an item is shown nowhere else.

export interface HandoverPerson {
  /** Null once the account has been deleted. */
  id: string | null;
  name: string;
}

export interface HandoverView {
  id: string;
  listingId: string | null;
  listingTitle: string;
  status: HandoverStatus;
  /** How the reader stands to it; staff see it without acting on it. */
  viewer: HandoverSide | "staff";
  giver: HandoverPerson;
  receiver: HandoverPerson;
  reservedAt: Date;
  pickup: PickupWindow | null;
  /** Who proposed the pickup shown: the reader, the other side, or nobody now known. */
  pickupProposedBy: "me" | "other" | null;
  pickupAgreed: boolean;
  collectedMark: { by: "me" | "other" | null; at: Date; confirmsOn: Date } | null;
  collectedAt: Date | null;
  cancelled: { by: "me" | "other" | null; at: Date; reason: string; noShow: boolean } | null;
  /** The reasons the reader may give to cancel. */
  cancelReasons: readonly CancelReason[];
  /** Their conversation about the listing, when there is one. */
  conversationId: string | null;
}

function person(id: string | null, names: Map<string, PublicNames>): HandoverPerson {
  return { id, name: id ? profileDisplayName(names.get(id)) : "Deleted member" };
}

/**
 * The handover `id` as `reader` sees it. Its giver and receiver read it; staff (`asStaff`) read
 * it too; anyone else is refused (403), and an unknown id is 404.
 */
export async function readHandover(
  db: Db,
  reader: { id: string; asStaff: boolean },
  id: string,
): Promise<HandoverView> {
  const row = await findHandover(db, id);
  if (!row) throw new HandoverNotFoundError();
  const side = sideOf(row, reader.id);
  if (!side && !reader.asStaff) throw new HandoverForbiddenError();
  const names = await findPublicNames(db, [row.giverId, row.receiverId]);
  const whose = (userId: string | null) =>
    userId === null || !side ? null : userId === reader.id ? "me" : "other";
  const conversationId =
    row.listingId && row.receiverId
      ? await findConversationAbout(db, row.listingId, row.receiverId)
      : null;
  return {
    id: row.id,
    listingId: row.listingId,
    listingTitle: row.listingTitle,
    status: row.status,
    viewer: side ?? "staff",
    giver: person(row.giverId, names),
    receiver: person(row.receiverId, names),
    reservedAt: row.reservedAt,
    pickup: storedPickup(row),
    pickupProposedBy: whose(row.pickupProposedBy),
    pickupAgreed: row.pickupAgreedAt !== null,
    collectedMark: row.collectedMarkedAt
      ? {
          by: whose(row.collectedMarkedBy),
          at: row.collectedMarkedAt,
          confirmsOn: confirmsItselfAt(row.collectedMarkedAt),
        }
      : null,
    collectedAt: row.collectedAt,
    cancelled:
      row.status === "cancelled" && row.cancelledAt
        ? {
            by: whose(row.cancelledBy),
            at: row.cancelledAt,
            reason: row.cancelReason ?? "",
            noShow: row.noShow,
          }
        : null,
    cancelReasons: side ? cancelReasonsFor[side] : [],
    conversationId,
  };
}

export interface HandoverSummary {
  id: string;
  listingTitle: string;
  status: HandoverStatus;
  side: HandoverSide;
  other: HandoverPerson;
  pickup: PickupWindow | null;
  pickupAgreed: boolean;
  /** Collected, or cancelled, or (while reserved) reserved. */
  when: Date;
}

/**
 * /handovers: the member's handovers, giving and receiving; the reserved ones first (soonest
 * pickup first), then the rest, latest first.
 */
export async function listMemberHandovers(db: Db, userId: string): Promise<HandoverSummary[]> {
  const rows = await db
    .select()
    .from(handovers)
    .where(or(eq(handovers.giverId, userId), eq(handovers.receiverId, userId)))
    .orderBy(
      sql`case when ${handovers.status} = 'reserved' then 0 else 1 end`,
      sql`case when ${handovers.status} = 'reserved' then ${handovers.pickupDate} end asc nulls last`,
      desc(
        sql`coalesce(${handovers.collectedAt}, ${handovers.cancelledAt}, ${handovers.reservedAt})`,
      ),
      desc(handovers.id),
    )
    .limit(200);
  const names = await findPublicNames(
    db,
    rows.map((row) => (row.giverId === userId ? row.receiverId : row.giverId)),
  );
  return rows.map((row) => {
    const side = row.giverId === userId ? "giver" : "receiver";
    return {
      id: row.id,
      listingTitle: row.listingTitle,
      status: row.status,
      side,
      other: person(side === "giver" ? row.receiverId : row.giverId, names),
      pickup: storedPickup(row),
      pickupAgreed: row.pickupAgreedAt !== null,
      when: row.collectedAt ?? row.cancelledAt ?? row.reservedAt,
    };
  });
}

/**
 * The handover between a listing's owner and one member, for their conversation's page: the
 * reserved one if there is one, else the latest. Null when there is none.
 */
export async function handoverBetween(
  db: Db,
  listingId: string,
  receiverId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: handovers.id })
    .from(handovers)
    .where(and(eq(handovers.listingId, listingId), eq(handovers.receiverId, receiverId)))
    .orderBy(
      sql`case when ${handovers.status} = 'reserved' then 0 else 1 end`,
      desc(handovers.reservedAt),
    )
    .limit(1);
  return row?.id ?? null;
}

/** How the pages word the facts: the request's language and its `handovers` translator. */
export interface HandoverWords {
  lng: Language;
  t: Translate;
}

/** "Saturday 5 December 2026, 10:00 to 11:30", in the words the emails use (`email:handover`). */
function windowLabel(window: PickupWindow, { lng, t }: HandoverWords): string {
  return t("email:handover.window", {
    day: pickupDayLabel(window.date, lng),
    from: window.from,
    until: window.until,
  });
}

/** A deleted member's name in the page's language. */
function named(person: HandoverPerson, { t }: HandoverWords): HandoverPerson {
  return person.id ? person : { ...person, name: t("page.deletedMember") };
}

/** The handover page's data, dates in words, for the reader at `now`. */
export function presentHandover(view: HandoverView, now: Date, words: HandoverWords) {
  const { lng } = words;
  const today = ukToday(now);
  const giver = named(view.giver, words);
  const receiver = named(view.receiver, words);
  const other = view.viewer === "giver" ? receiver : giver;
  return {
    id: view.id,
    listingId: view.listingId,
    listingTitle: view.listingTitle,
    status: view.status,
    viewer: view.viewer,
    giver,
    receiver,
    other,
    reservedOn: ukLongDate(view.reservedAt, lng),
    pickup: view.pickup
      ? {
          label: windowLabel(view.pickup, words),
          meetingPoint: view.pickup.meetingPoint,
          signature: proposalSignature(view.pickup),
          values: {
            pickupDate: view.pickup.date,
            pickupFrom: view.pickup.from,
            pickupUntil: view.pickup.until,
            meetingPoint: view.pickup.meetingPoint,
          },
          over: pickupIsOver(view.pickup, today, ukTimeNow(now)),
        }
      : null,
    pickupProposedBy: view.pickupProposedBy,
    pickupAgreed: view.pickupAgreed,
    collectedMark: view.collectedMark
      ? { by: view.collectedMark.by, confirmsOn: ukLongDate(view.collectedMark.confirmsOn, lng) }
      : null,
    collectedOn: view.collectedAt ? ukLongDate(view.collectedAt, lng) : null,
    cancelled: view.cancelled
      ? {
          by: view.cancelled.by,
          on: ukLongDate(view.cancelled.at, lng),
          reason: cancelReasonIn(words.t, lng, view.cancelled.reason),
          noShow: view.cancelled.noShow,
        }
      : null,
    cancelReasons: view.cancelReasons,
    conversationId: view.conversationId,
  };
}

export type HandoverPageData = ReturnType<typeof presentHandover>;

/** /handovers' rows, dates in words. */
export function presentHandoverList(summaries: readonly HandoverSummary[], words: HandoverWords) {
  return summaries.map((summary) => ({
    id: summary.id,
    listingTitle: summary.listingTitle,
    status: summary.status,
    side: summary.side,
    other: named(summary.other, words),
    pickup: summary.pickup
      ? { label: windowLabel(summary.pickup, words), agreed: summary.pickupAgreed }
      : null,
    on: ukLongDate(summary.when, words.lng),
  }));
}

export type HandoverListRow = ReturnType<typeof presentHandoverList>[number];
