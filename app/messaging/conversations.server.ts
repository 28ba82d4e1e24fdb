import { and, asc, desc, eq, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { profiles } from "~/accounts/accounts.table";
import { type CurrentUser, requireVerifiedEmail } from "~/accounts/current-user.server";
import { profileDisplayName } from "~/accounts/display-name";
import { consumeRateLimit, type RateLimitRule } from "~/accounts/form-rate-limit.server";
import { listingImages, listings } from "~/listings/listings.table";
import { canUseMemberFeatures } from "~/membership/entitlement.server";
import type { Db } from "~/server/db/database.server";
import type { MessageInput } from "./message-schema";
import { contactMessages, conversations } from "./messaging.table";

// Conversations between a lister and a member about one listing (PRODUCT.md: each contact opens a
// conversation both sides can continue). Only the two people in a conversation read or write it;
// every refusal is a MessagingError carrying the HTTP status a route answers with.

/** Enough for a busy swap day, too few for a spammer working through the listings. */
export const MESSAGE_RATE_LIMIT: RateLimitRule = { window: 60 * 60, max: 60 };

export const messagingErrors = {
  notFound: "Conversation not found",
  forbidden: "You can only read and write your own conversations.",
  listingNotFound: "Listing not found",
  ownListing: "This is your own listing: there is no one to contact.",
  demoListing:
    "This is an example listing: its lister is not a real member, so no one would read your message.",
  listingUnavailable:
    "This listing is no longer available, so the lister is not taking messages about it.",
  membership: "You need an active subscription to contact listers.",
  tooMany: "You have sent a lot of messages in the last hour. Please wait a while and try again.",
} as const;

export class MessagingError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = "MessagingError";
    this.status = status;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Which side of a conversation a member is on. */
type Side = "lister" | "member";

function sideOf(conversation: { listerId: string; memberId: string }, userId: string): Side | null {
  if (conversation.listerId === userId) return "lister";
  if (conversation.memberId === userId) return "member";
  return null;
}

/** The update that sets `side`'s read mark to now. */
function readNow(side: Side) {
  return side === "lister" ? { listerReadAt: sql`now()` } : { memberReadAt: sql`now()` };
}

/** A newly stored message: who should hear about it. */
export interface SentMessage {
  conversationId: string;
  messageId: string;
  recipientId: string;
  /** True when this message opened the conversation. */
  opened: boolean;
}

async function checkRate(db: Db, userId: string) {
  if (!(await consumeRateLimit(db, `message:${userId}`, MESSAGE_RATE_LIMIT))) {
    throw new MessagingError(messagingErrors.tooMany, 429);
  }
}

/**
 * The Contact dialog: a member writes to the lister of an active listing. The first contact opens
 * the conversation; a later one about the same listing continues it. Needs a confirmed email (a
 * 403 Response, as listing does) and a membership.
 */
export async function contactLister(
  db: Db,
  user: CurrentUser,
  listingId: string,
  input: MessageInput,
): Promise<SentMessage> {
  requireVerifiedEmail(user);
  if (!(await canUseMemberFeatures(db, user))) {
    throw new MessagingError(messagingErrors.membership, 403);
  }
  if (!UUID.test(listingId)) throw new MessagingError(messagingErrors.listingNotFound, 404);
  const [listing] = await db
    .select({
      userId: listings.userId,
      name: listings.name,
      status: listings.status,
      isDemo: listings.isDemo,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!listing) throw new MessagingError(messagingErrors.listingNotFound, 404);
  if (listing.userId === user.id) throw new MessagingError(messagingErrors.ownListing, 400);
  if (listing.isDemo) throw new MessagingError(messagingErrors.demoListing, 409);
  if (listing.status !== "active") {
    throw new MessagingError(messagingErrors.listingUnavailable, 409);
  }
  await checkRate(db, user.id);

  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.listingId, listingId), eq(conversations.memberId, user.id)));
    // Two contacts at once both find nothing; the unique key lets one insert win and the other
    // continue that conversation.
    const [conversation] = await tx
      .insert(conversations)
      .values({
        listingId,
        listingTitle: listing.name,
        listerId: listing.userId,
        memberId: user.id,
        memberReadAt: sql`now()`,
      })
      .onConflictDoUpdate({
        target: [conversations.listingId, conversations.memberId],
        set: { lastMessageAt: sql`now()`, memberReadAt: sql`now()`, listingTitle: listing.name },
      })
      .returning({ id: conversations.id });
    if (!conversation) throw new Error("The conversation was not stored.");
    const messageId = await insertMessage(tx as unknown as Db, {
      conversationId: conversation.id,
      listingId,
      sender: user,
      message: input.message,
    });
    return {
      conversationId: conversation.id,
      messageId,
      recipientId: listing.userId,
      opened: existing.length === 0,
    };
  });
}

async function insertMessage(
  tx: Db,
  values: {
    conversationId: string;
    listingId: string | null;
    sender: CurrentUser;
    message: string;
  },
): Promise<string> {
  const [row] = await tx
    .insert(contactMessages)
    .values({
      conversationId: values.conversationId,
      listingId: values.listingId,
      senderId: values.sender.id,
      message: values.message,
      senderName: profileDisplayName(values.sender.profile),
    })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error("The message was not stored.");
  return row.id;
}

/** Locks a conversation and checks that `user` is one of its two people. */
async function lockOwnConversation(tx: Db, user: CurrentUser, id: string) {
  if (!UUID.test(id)) throw new MessagingError(messagingErrors.notFound, 404);
  const [row] = await tx.select().from(conversations).where(eq(conversations.id, id)).for("update");
  if (!row) throw new MessagingError(messagingErrors.notFound, 404);
  const side = sideOf(row, user.id);
  if (!side) throw new MessagingError(messagingErrors.forbidden, 403);
  return { row, side };
}

/**
 * Either person replies in a conversation. No membership check: a lister whose membership has
 * lapsed can still answer the people who wrote to them.
 */
export async function replyToConversation(
  db: Db,
  user: CurrentUser,
  conversationId: string,
  input: MessageInput,
): Promise<SentMessage> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const { row, side } = await lockOwnConversation(t, user, conversationId);
    await checkRate(t, user.id);
    const messageId = await insertMessage(t, {
      conversationId,
      listingId: row.listingId,
      sender: user,
      message: input.message,
    });
    await tx
      .update(conversations)
      .set({ lastMessageAt: sql`now()`, ...readNow(side) })
      .where(eq(conversations.id, conversationId));
    return {
      conversationId,
      messageId,
      recipientId: side === "lister" ? row.memberId : row.listerId,
      opened: false,
    };
  });
}

/** Messages from the other side newer than `user`'s read mark, per conversation row. */
function unreadCountSql(userId: string): SQL<number> {
  return sql<number>`(
    select count(*)::int from ${contactMessages}
    where ${contactMessages.conversationId} = ${conversations.id}
      and ${contactMessages.senderId} <> ${userId}
      and ${contactMessages.createdAt} > coalesce(
        case when ${conversations.listerId} = ${userId}
          then ${conversations.listerReadAt} else ${conversations.memberReadAt} end,
        '-infinity'::timestamptz)
  )`;
}

function involving(userId: string): SQL {
  return or(eq(conversations.listerId, userId), eq(conversations.memberId, userId)) as SQL;
}

/** The header's badge: every unread message across the member's conversations. */
export async function countUnreadMessages(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: sql<number>`coalesce(sum(${unreadCountSql(userId)}), 0)::int` })
    .from(conversations)
    .where(involving(userId));
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
  const other = alias(profiles, "other_profile");
  const rows = await db
    .select({
      id: conversations.id,
      listingId: conversations.listingId,
      listingTitle: conversations.listingTitle,
      listerId: conversations.listerId,
      lastMessageAt: conversations.lastMessageAt,
      otherUsername: other.username,
      otherForumUsername: other.forumUsername,
      unread: unreadCountSql(userId),
      lastMessage: sql<string>`(
        select ${contactMessages.message} from ${contactMessages}
        where ${contactMessages.conversationId} = ${conversations.id}
        order by ${contactMessages.createdAt} desc, ${contactMessages.id} desc limit 1)`,
      lastSenderId: sql<string>`(
        select ${contactMessages.senderId} from ${contactMessages}
        where ${contactMessages.conversationId} = ${conversations.id}
        order by ${contactMessages.createdAt} desc, ${contactMessages.id} desc limit 1)`,
      thumbKey: sql<string | null>`(
        select ${listingImages.thumbKey} from ${listingImages}
        where ${listingImages.listingId} = ${conversations.listingId}
        order by ${listingImages.position} limit 1)`,
    })
    .from(conversations)
    .leftJoin(
      other,
      eq(
        other.id,
        sql`case when ${conversations.listerId} = ${userId} then ${conversations.memberId} else ${conversations.listerId} end`,
      ),
    )
    .where(involving(userId))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id));
  return rows.map((row) => ({
    id: row.id,
    listingId: row.listingId,
    listingTitle: row.listingTitle,
    listingThumbKey: row.thumbKey,
    otherName: profileDisplayName({
      username: row.otherUsername,
      forumUsername: row.otherForumUsername,
    }),
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
  message: string;
  createdAt: Date;
}

export interface ConversationThread {
  id: string;
  listingId: string | null;
  listingTitle: string;
  /** False once the listing is gone or no longer active. */
  listingActive: boolean;
  isLister: boolean;
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
    const otherId = side === "lister" ? row.memberId : row.listerId;
    const [otherProfile] = await tx
      .select({ username: profiles.username, forumUsername: profiles.forumUsername })
      .from(profiles)
      .where(eq(profiles.id, otherId));
    const [listing] = row.listingId
      ? await tx
          .select({ status: listings.status })
          .from(listings)
          .where(eq(listings.id, row.listingId))
      : [];
    const messages = await tx
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.conversationId, conversationId))
      .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id));
    return {
      id: row.id,
      listingId: row.listingId,
      listingTitle: row.listingTitle,
      listingActive: listing?.status === "active",
      isLister: side === "lister",
      otherName: profileDisplayName(otherProfile),
      messages: messages.map((message) => ({
        id: message.id,
        fromMe: message.senderId === user.id,
        senderName: message.senderName,
        message: message.message,
        createdAt: message.createdAt,
      })),
    };
  });
}

/** The conversation a member already has about a listing, so the page can link to it. */
export async function findConversationAbout(
  db: Db,
  listingId: string,
  memberId: string,
): Promise<string | null> {
  if (!UUID.test(listingId)) return null;
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.listingId, listingId), eq(conversations.memberId, memberId)));
  return row?.id ?? null;
}
