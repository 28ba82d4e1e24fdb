import { and, eq, sql } from "drizzle-orm";
import { type CurrentUser, requireVerifiedEmail } from "~/accounts/current-user.server";
import { profileDisplayName } from "~/accounts/display-name";
import { CANNOT_MESSAGE } from "~/blocking/block-errors";
import { eitherHasBlocked } from "~/blocking/blocks.server";
import { type FormSubmission, rememberSubmission } from "~/idempotency/form-submissions.server";
import { findListingFacts } from "~/listings/listing-facts.server";
import type { Member } from "~/membership/member-gate.server";
import type { Db } from "~/server/db/database.server";
import { checkLinks, spendAllowance } from "~/trust/allowances.server";
import { TrustLimitError } from "~/trust/trust-refusals";
import { isUuid, lockOwnConversation, readNow } from "./conversation-access.server";
import { publishMessageLive } from "./message-live.server";
import type { MessageInput } from "./message-schema";
import { contactMessages, conversations } from "./messaging.table";
import { MessagingError, messagingErrors } from "./messaging-errors";

// Writing messages (PRODUCT.md: each contact opens a conversation both sides can continue): a
// member's first contact about a listing, and either side's replies.

/** A newly stored message: who should hear about it. */
export interface SentMessage {
  conversationId: string;
  messageId: string;
  recipientId: string;
  /** True when this message opened the conversation. */
  opened: boolean;
}

/**
 * Neither of two members writes to the other once either has blocked the other (decision 0074).
 * The refusal reads the same both ways, so the blocked member is not told of the block.
 */
async function checkNotBlocked(db: Db, senderId: string, recipientId: string) {
  if (await eitherHasBlocked(db, senderId, recipientId)) {
    throw new MessagingError(CANNOT_MESSAGE, 403);
  }
}

/**
 * The trust limits (decision 0071): messages an hour, new conversations an hour, and a
 * newcomer's links; lower in a member's first week. Counted in the caller's transaction, so a
 * refused message counts nothing. Enough for a busy swap day, too few for a spammer working
 * through the listings.
 */
async function checkAllowances(
  db: Db,
  user: CurrentUser,
  input: MessageInput,
  opensConversation: boolean,
) {
  try {
    checkLinks(user, [input.message], "message");
    if (opensConversation) await spendAllowance(db, user, "conversation-open");
    await spendAllowance(db, user, "message-send");
  } catch (error) {
    if (error instanceof TrustLimitError)
      throw new MessagingError(error.message, error.status, { cause: error });
    throw error;
  }
}

/**
 * The Contact dialog: a member writes to the lister of an active listing. The first contact opens
 * the conversation; a later one about the same listing continues it. Needs a confirmed email
 * (EmailNotVerifiedError, as listing does).
 */
export async function contactLister(
  db: Db,
  member: Member,
  listingId: string,
  input: MessageInput,
  submission: FormSubmission | null = null,
): Promise<SentMessage> {
  requireVerifiedEmail(member);
  if (!isUuid(listingId)) throw new MessagingError(messagingErrors.listingNotFound, 404);
  const listing = await findListingFacts(db, listingId);
  // A listing a moderator hid is gone for everyone but its owner (decision 0031).
  if (!listing || (listing.hiddenAt && listing.userId !== member.id))
    throw new MessagingError(messagingErrors.listingNotFound, 404);
  if (listing.userId === member.id) throw new MessagingError(messagingErrors.ownListing, 400);
  if (listing.isDemo) throw new MessagingError(messagingErrors.demoListing, 409);
  // Expired (decision 0047): off the lists, so not taking new messages either.
  if (listing.status !== "active" || listing.expired) {
    throw new MessagingError(messagingErrors.listingUnavailable, 409);
  }
  await checkNotBlocked(db, member.id, listing.userId);

  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.listingId, listingId), eq(conversations.memberId, member.id)));
    await checkAllowances(tx as unknown as Db, member, input, existing.length === 0);
    // Two contacts at once both find nothing; the unique key lets one insert win and the other
    // continue that conversation.
    const [conversation] = await tx
      .insert(conversations)
      .values({
        listingId,
        listingTitle: listing.name,
        listerId: listing.userId,
        memberId: member.id,
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
      sender: member,
      message: input.message,
    });
    // The contact form lands on the conversation, so that is what its key names.
    await rememberSubmission(tx as unknown as Db, submission, conversation.id);
    await publishMessageLive(tx as unknown as Db, {
      recipientId: listing.userId,
      conversationId: conversation.id,
      messageId,
      senderName: profileDisplayName(member.profile),
      text: input.message,
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

/**
 * Either person replies in a conversation. No membership check: a lister whose membership has
 * lapsed can still answer the people who wrote to them.
 */
export async function replyToConversation(
  db: Db,
  user: CurrentUser,
  conversationId: string,
  input: MessageInput,
  submission: FormSubmission | null = null,
): Promise<SentMessage> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const { row, side } = await lockOwnConversation(t, user, conversationId);
    await checkNotBlocked(t, user.id, side === "lister" ? row.memberId : row.listerId);
    await checkAllowances(t, user, input, false);
    const messageId = await insertMessage(t, {
      conversationId,
      listingId: row.listingId,
      sender: user,
      message: input.message,
    });
    await rememberSubmission(t, submission, messageId);
    await tx
      .update(conversations)
      .set({ lastMessageAt: sql`now()`, ...readNow(side) })
      .where(eq(conversations.id, conversationId));
    const recipientId = side === "lister" ? row.memberId : row.listerId;
    // After the conversation's row is updated, so the recipient's unread count includes it.
    await publishMessageLive(t, {
      recipientId,
      conversationId,
      messageId,
      senderName: profileDisplayName(user.profile),
      text: input.message,
    });
    return { conversationId, messageId, recipientId, opened: false };
  });
}
