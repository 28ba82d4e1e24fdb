import { eq, sql } from "drizzle-orm";
import type { CurrentUser } from "~/accounts/current-user.server";
import type { Db } from "~/server/db/database.server";
import { conversations } from "./messaging.table";
import { MessagingError, messagingErrors } from "./messaging-errors";

// Only the two people in a conversation read or write it: the lister and the member who wrote
// to them about the listing.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id names nothing (rather than a database error and a 500). */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}

/** Which side of a conversation a member is on. */
export type Side = "lister" | "member";

function sideOf(conversation: { listerId: string; memberId: string }, userId: string): Side | null {
  if (conversation.listerId === userId) return "lister";
  if (conversation.memberId === userId) return "member";
  return null;
}

/** The update that sets `side`'s read mark to now. */
export function readNow(side: Side) {
  return side === "lister" ? { listerReadAt: sql`now()` } : { memberReadAt: sql`now()` };
}

/** Locks a conversation and checks that `user` is one of its two people. */
export async function lockOwnConversation(tx: Db, user: CurrentUser, id: string) {
  if (!isUuid(id)) throw new MessagingError(messagingErrors.notFound, 404);
  const [row] = await tx.select().from(conversations).where(eq(conversations.id, id)).for("update");
  if (!row) throw new MessagingError(messagingErrors.notFound, 404);
  const side = sideOf(row, user.id);
  if (!side) throw new MessagingError(messagingErrors.forbidden, 403);
  return { row, side };
}
