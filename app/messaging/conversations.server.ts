import { and, asc, desc, eq, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import { findPublicNames } from "~/accounts/account-directory.server";
import type { CurrentUser } from "~/accounts/current-user.server";
import { profileDisplayName } from "~/accounts/display-name";
import { findCoverThumbKeys, findListingFacts } from "~/listings/listing-facts.server";
import { publishLive } from "~/live/publish-live.server";
import type { Db } from "~/server/db/database.server";
import { preparedQuery } from "~/server/db/prepared-query.server";
import { isUuid, lockOwnConversation, readNow } from "./conversation-access.server";
import { contactMessages, conversations } from "./messaging.table";

/** What the other side reads in place of a message a moderator hid. */
export const HIDDEN_MESSAGE = "This message was hidden by a moderator.";

// Reading conversations: the inbox, one conversation (which marks it read) and the header's
// unread count. Only the two people in a conversation read it.

/**
 * A conversations column named with its table. Drizzle leaves columns unqualified in a query that
 * reads one table, and inside a correlated subquery an unqualified `id` means the inner table's.
 */
function outer(column: string): SQL {
  return sql`${conversations}.${sql.identifier(column)}`;
}

/** Messages from the other side newer than `user`'s read mark, per conversation row. */
function unreadCountSql(userId: string | Placeholder): SQL<number> {
  return sql<number>`(
    select count(*)::int from ${contactMessages}
    where ${contactMessages.conversationId} = ${outer("id")}
      and ${contactMessages.senderId} <> ${userId}
      and ${contactMessages.createdAt} > coalesce(
        case when ${outer("lister_id")} = ${userId}
          then ${outer("lister_read_at")} else ${outer("member_read_at")} end,
        '-infinity'::timestamptz)
  )`;
}

function involving(userId: string | Placeholder): SQL {
  return or(eq(conversations.listerId, userId), eq(conversations.memberId, userId)) as SQL;
}

// The header's badge is on every member page.
const unreadMessagesOf = preparedQuery((db) => {
  const userId = sql.placeholder("userId");
  return db
    .select({ unread: sql<number>`coalesce(sum(${unreadCountSql(userId)}), 0)::int` })
    .from(conversations)
    .where(involving(userId))
    .prepare("unread_messages_of_user");
});

/** The header's badge: every unread message across the member's conversations. */
export async function countUnreadMessages(db: Db, userId: string): Promise<number> {
  const [row] = await unreadMessagesOf(db, { userId });
  return Number(row?.unread ?? 0);
}

export interface ConversationSummary {
  id: string;
  listingId: string | null;
  listingTitle: string;
  /** The first photo's thumbnail key, when the listing still exists and has one. */
  listingThumbKey: string | null;
  otherName: string;
  /** True when `user` listed the item; false when they enquired about it. */
  isLister: boolean;
  lastMessage: string;
  lastMessageFromMe: boolean;
  lastMessageAt: Date;
  unread: number;
}

/** /messages: the member's conversations, the most recent first. */
export async function listConversations(db: Db, userId: string): Promise<ConversationSummary[]> {
  const rows = await db
    .select({
      id: conversations.id,
      listingId: conversations.listingId,
      listingTitle: conversations.listingTitle,
      listerId: conversations.listerId,
      lastMessageAt: conversations.lastMessageAt,
      otherId: sql<string>`case when ${conversations.listerId} = ${userId} then ${conversations.memberId} else ${conversations.listerId} end`,
      unread: unreadCountSql(userId),
      lastMessage: sql<string>`(
        select case when ${contactMessages.hiddenAt} is not null and ${contactMessages.senderId} <> ${userId}
          then ${HIDDEN_MESSAGE} else ${contactMessages.message} end
        from ${contactMessages}
        where ${contactMessages.conversationId} = ${outer("id")}
        order by ${contactMessages.createdAt} desc, ${contactMessages.id} desc limit 1)`,
      lastSenderId: sql<string>`(
        select ${contactMessages.senderId} from ${contactMessages}
        where ${contactMessages.conversationId} = ${outer("id")}
        order by ${contactMessages.createdAt} desc, ${contactMessages.id} desc limit 1)`,
    })
    .from(conversations)
    .where(involving(userId))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id));
  const [names, thumbKeys] = await Promise.all([
    findPublicNames(
      db,
      rows.map((row) => row.otherId),
    ),
    findCoverThumbKeys(
      db,
      rows.map((row) => row.listingId),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    listingId: row.listingId,
    listingTitle: row.listingTitle,
    listingThumbKey: row.listingId ? (thumbKeys.get(row.listingId) ?? null) : null,
    otherName: profileDisplayName(names.get(row.otherId)),
    isLister: row.listerId === userId,
    lastMessage: row.lastMessage ?? "",
    lastMessageFromMe: row.lastSenderId === userId,
    lastMessageAt: row.lastMessageAt,
    unread: Number(row.unread),
  }));
}

export interface ConversationMessage {
  id: string;
  fromMe: boolean;
  senderName: string;
  /** HIDDEN_MESSAGE when a moderator hid it from the other side. */
  message: string;
  createdAt: Date;
  /** Hidden by a moderator (decision 0031): the sender still reads it, with the reason. */
  hidden: { reason: string | null } | null;
}

export interface ConversationThread {
  id: string;
  listingId: string | null;
  listingTitle: string;
  /** False once the listing is gone or no longer active. */
  listingActive: boolean;
  isLister: boolean;
  /** The other person, whom this one may report. */
  otherId: string;
  otherName: string;
  messages: ConversationMessage[];
}

/**
 * One conversation for one of its two people, oldest message first. Opening it marks the other
 * side's messages as read.
 */
export async function openConversation(
  db: Db,
  user: CurrentUser,
  conversationId: string,
): Promise<ConversationThread> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const { row, side } = await lockOwnConversation(t, user, conversationId);
    await tx.update(conversations).set(readNow(side)).where(eq(conversations.id, conversationId));
    // The member's other tabs show the badge as it now is (issue 36).
    const unreadMessages = await countUnreadMessages(t, user.id);
    await publishLive(t, user.id, { type: "unread", unreadMessages });
    const otherId = side === "lister" ? row.memberId : row.listerId;
    const names = await findPublicNames(t, [otherId]);
    const listing = row.listingId ? await findListingFacts(t, row.listingId) : null;
    const messages = await tx
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.conversationId, conversationId))
      .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id));
    return {
      id: row.id,
      listingId: row.listingId,
      listingTitle: row.listingTitle,
      listingActive: listing?.status === "active" && !listing.hiddenAt,
      isLister: side === "lister",
      otherId,
      otherName: profileDisplayName(names.get(otherId)),
      messages: messages.map((message) => {
        const fromMe = message.senderId === user.id;
        return {
          id: message.id,
          fromMe,
          senderName: message.senderName,
          message: message.hiddenAt && !fromMe ? HIDDEN_MESSAGE : message.message,
          createdAt: message.createdAt,
          hidden: message.hiddenAt ? { reason: fromMe ? message.hiddenReason : null } : null,
        };
      }),
    };
  });
}

// A listing's page asks on every member's visit.
const conversationAbout = preparedQuery((db) =>
  db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.listingId, sql.placeholder("listingId")),
        eq(conversations.memberId, sql.placeholder("memberId")),
      ),
    )
    .prepare("conversation_about_listing"),
);

/** The conversation a member already has about a listing, so the page can link to it. */
export async function findConversationAbout(
  db: Db,
  listingId: string,
  memberId: string,
): Promise<string | null> {
  if (!isUuid(listingId)) return null;
  const [row] = await conversationAbout(db, { listingId, memberId });
  return row?.id ?? null;
}
