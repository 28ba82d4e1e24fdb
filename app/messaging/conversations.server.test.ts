import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { deleteAccount } from "~/accounts/account-deletion.server";
import { profiles } from "~/accounts/accounts.table";
import { EmailNotVerifiedError } from "~/accounts/current-user.server";
import { accountSteps } from "~/composition/app-parts.server";
import { listingSchema } from "~/listings/listing-schema";
import {
  createListing,
  deleteListing,
  updateListingStatus,
} from "~/listings/listing-writes.server";
import { listings } from "~/listings/listings.table";
import { type Member, MembershipRequiredError } from "~/membership/member-gate.server";
import type { Db } from "~/server/db/database.server";
import type { EmailRequest } from "~/server/email/send-email.server";
import { LocalFileStorage } from "~/server/storage/local-storage.server";
import { spendAllowance } from "~/trust/allowances.server";
import { ALLOWANCES } from "~/trust/trust-limits";
import {
  admitTestMember,
  createAdmittedMember,
  createTestMember,
  type TestMemberOptions,
} from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import { countUnreadMessages, listConversations, openConversation } from "./conversations.server";
import { notifyRecipient } from "./message-notification.server";
import { messageSchema } from "./message-schema";
import { contactLister, replyToConversation } from "./message-sending.server";
import { contactMessages, conversations } from "./messaging.table";
import { MessagingError, messagingErrors } from "./messaging-errors";

const getDatabase = setupTestDatabase();
let services: ReturnType<typeof createTestServices>;
let db: Db;

beforeAll(() => {
  db = getDatabase().db;
  services = createTestServices(getDatabase());
});

/** A member who has passed the member gate (verified unless told otherwise). */
const member = (options?: Omit<TestMemberOptions, "member">) =>
  createAdmittedMember(services, options);
const text = (message: string) => messageSchema.parse({ message });

async function listingBy(owner: Member, name = "Runner beans") {
  const input = listingSchema.parse({
    name,
    category: "Vegetables",
    type: "Free",
    location: "Leeds",
  });
  return (await createListing(db, owner, input)).id;
}

async function messageCount(): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(contactMessages);
  return Number(row?.n);
}

/** Awaits a refusal and returns it, failing the test if the call succeeded. */
async function refusal(work: Promise<unknown>): Promise<MessagingError> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof MessagingError)) throw new Error(`expected a refusal, got ${error}`);
  return error;
}

describe("contacting a lister", () => {
  it("opens a conversation with the first message, and a second contact continues it", async () => {
    const lister = await member({ username: "Allotment Annie" });
    const asker = await member({ username: "Beanpole Bob" });
    const listingId = await listingBy(lister);

    const first = await contactLister(db, asker, listingId, text("  Are these still going?  "));
    expect(first).toMatchObject({ recipientId: lister.id, opened: true });
    const again = await contactLister(db, asker, listingId, text("I can collect on Saturday."));
    expect(again).toMatchObject({ conversationId: first.conversationId, opened: false });

    const stored = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.conversationId, first.conversationId))
      .orderBy(contactMessages.createdAt);
    expect(stored.map((row) => [row.message, row.senderName, row.listingId, row.senderId])).toEqual(
      [
        ["Are these still going?", "Beanpole Bob", listingId, asker.id],
        ["I can collect on Saturday.", "Beanpole Bob", listingId, asker.id],
      ],
    );
    const [conversation] = await db
      .select()
      .from(conversations)
      .where(eq(conversations.id, first.conversationId));
    expect(conversation).toMatchObject({
      listingId,
      listingTitle: "Runner beans",
      listerId: lister.id,
      memberId: asker.id,
    });
  });

  it("stores the sender's forum name when they set one, as the rest of the site shows them", async () => {
    const lister = await member();
    const asker = await member({ username: "asker@example.org" });
    await db
      .update(profiles)
      .set({ forumUsername: "Rhubarb Queen" })
      .where(eq(profiles.id, asker.id));
    asker.profile.forumUsername = "Rhubarb Queen";
    const sent = await contactLister(db, asker, await listingBy(lister), text("Hello"));
    const [row] = await db
      .select({ senderName: contactMessages.senderName })
      .from(contactMessages)
      .where(eq(contactMessages.id, sent.messageId));
    expect(row?.senderName).toBe("Rhubarb Queen");
  });

  it("refuses the lister's own listing, a missing or malformed listing, and a listing no longer active", async () => {
    const lister = await member();
    const asker = await member();
    const listingId = await listingBy(lister);
    const before = await messageCount();

    expect(await refusal(contactLister(db, lister, listingId, text("me")))).toMatchObject({
      status: 400,
      message: messagingErrors.ownListing,
    });
    expect(
      (await refusal(contactLister(db, asker, "00000000-0000-4000-8000-000000000000", text("hi"))))
        .status,
    ).toBe(404);
    expect((await refusal(contactLister(db, asker, "not-a-listing", text("hi")))).status).toBe(404);

    await db.update(listings).set({ isDemo: true }).where(eq(listings.id, listingId));
    expect(await refusal(contactLister(db, asker, listingId, text("hi")))).toMatchObject({
      status: 409,
      message: messagingErrors.demoListing,
    });
    await db.update(listings).set({ isDemo: false }).where(eq(listings.id, listingId));

    await updateListingStatus(db, lister, listingId, "swapped");
    expect(await refusal(contactLister(db, asker, listingId, text("hi")))).toMatchObject({
      status: 409,
      message: messagingErrors.listingUnavailable,
    });
    expect(await messageCount()).toBe(before);
  });

  it("needs a membership and a confirmed email address", async () => {
    const lister = await member();
    const listingId = await listingBy(lister);
    const before = await messageCount();

    // contactLister takes a Member: the gate the Contact form passes first refuses a non-member.
    const lapsed = await createTestMember(services, { member: false });
    const refused = await admitTestMember(services, lapsed, messagingErrors.membership).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(MembershipRequiredError);
    expect(refused).toMatchObject({ status: 403, message: messagingErrors.membership });

    const unconfirmed = await member({ verified: false });
    const error = await contactLister(db, unconfirmed, listingId, text("hi")).catch(
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(EmailNotVerifiedError);
    expect((error as EmailNotVerifiedError).status).toBe(403);
    expect(await messageCount()).toBe(before);
  });

  it("refuses with 429 once a member has sent the hour's allowance", async () => {
    const lister = await member();
    const asker = await member();
    const listingId = await listingBy(lister);
    const [rule] = ALLOWANCES["message-send"].established;
    for (let i = 0; i < (rule?.max ?? 0); i++) await spendAllowance(db, asker, "message-send");
    const before = await messageCount();
    const refused = await refusal(contactLister(db, asker, listingId, text("one more")));
    expect(refused).toMatchObject({ status: 429 });
    expect(refused.message).toMatch(
      /^You have sent 60 messages in the last hour, the most we allow\. You can try again at /,
    );
    expect(await messageCount()).toBe(before);
  });
});

describe("a conversation", () => {
  it("both people reply, unread counts follow who has read what, and the inbox is newest first", async () => {
    const lister = await member({ username: "Lister Lou" });
    const asker = await member({ username: "Asker Al" });
    const older = await listingBy(lister, "Rhubarb crowns");
    const newer = await listingBy(lister, "Tomato seedlings");

    const a = await contactLister(db, asker, older, text("Rhubarb please"));
    expect(await countUnreadMessages(db, lister.id)).toBe(1);
    expect(await countUnreadMessages(db, asker.id)).toBe(0);
    const b = await contactLister(db, asker, newer, text("And tomatoes?"));
    await contactLister(db, asker, newer, text("Any colour is fine"));
    expect(await countUnreadMessages(db, lister.id)).toBe(3);

    const inbox = await listConversations(db, lister.id);
    expect(
      inbox.map((c) => [c.listingTitle, c.unread, c.otherName, c.lastMessage, c.isLister]),
    ).toEqual([
      ["Tomato seedlings", 2, "Asker Al", "Any colour is fine", true],
      ["Rhubarb crowns", 1, "Asker Al", "Rhubarb please", true],
    ]);

    const thread = await openConversation(db, lister, a.conversationId);
    expect(thread).toMatchObject({
      listingId: older,
      listingTitle: "Rhubarb crowns",
      listingActive: true,
      isLister: true,
      otherName: "Asker Al",
    });
    expect(thread.messages.map((m) => [m.message, m.fromMe])).toEqual([["Rhubarb please", false]]);
    expect(await countUnreadMessages(db, lister.id)).toBe(2);

    const reply = await replyToConversation(db, lister, a.conversationId, text("Come by at 6"));
    expect(reply).toMatchObject({ recipientId: asker.id, opened: false });
    expect(await countUnreadMessages(db, asker.id)).toBe(1);
    expect(await countUnreadMessages(db, lister.id)).toBe(2);

    const askerInbox = await listConversations(db, asker.id);
    expect(askerInbox.map((c) => [c.id, c.unread, c.otherName, c.lastMessageFromMe])).toEqual([
      [a.conversationId, 1, "Lister Lou", false],
      [b.conversationId, 0, "Lister Lou", true],
    ]);
    const askerThread = await openConversation(db, asker, a.conversationId);
    expect(askerThread.messages.map((m) => [m.message, m.fromMe, m.senderName])).toEqual([
      ["Rhubarb please", true, "Asker Al"],
      ["Come by at 6", false, "Lister Lou"],
    ]);
    expect(await countUnreadMessages(db, asker.id)).toBe(0);
  });

  it("is closed to everyone else: reading or writing is refused with 403 and changes nothing", async () => {
    const lister = await member();
    const asker = await member();
    const stranger = await member();
    const sent = await contactLister(db, asker, await listingBy(lister), text("Hello"));
    const before = await messageCount();
    const [marksBefore] = await db
      .select()
      .from(conversations)
      .where(eq(conversations.id, sent.conversationId));

    expect(
      await refusal(replyToConversation(db, stranger, sent.conversationId, text("Me too"))),
    ).toMatchObject({ status: 403, message: messagingErrors.forbidden });
    expect((await refusal(openConversation(db, stranger, sent.conversationId))).status).toBe(403);
    expect(await listConversations(db, stranger.id)).toEqual([]);
    expect(await countUnreadMessages(db, stranger.id)).toBe(0);

    expect(await messageCount()).toBe(before);
    const [marksAfter] = await db
      .select()
      .from(conversations)
      .where(eq(conversations.id, sent.conversationId));
    expect(marksAfter).toEqual(marksBefore);
  });

  it("answers 404 for a conversation that does not exist", async () => {
    const someone = await member();
    expect(
      (await refusal(openConversation(db, someone, "00000000-0000-4000-8000-000000000000"))).status,
    ).toBe(404);
    expect((await refusal(replyToConversation(db, someone, "nope", text("hi")))).status).toBe(404);
  });

  it("survives the listing's deletion, keeping its title; goes with either person's account", async () => {
    const lister = await member();
    const asker = await member();
    const listingId = await listingBy(lister, "Strawberry runners");
    const sent = await contactLister(db, asker, listingId, text("Still got some?"));
    await deleteListing(db, lister, listingId);

    const thread = await openConversation(db, asker, sent.conversationId);
    expect(thread).toMatchObject({
      listingId: null,
      listingTitle: "Strawberry runners",
      listingActive: false,
    });
    await replyToConversation(db, lister, sent.conversationId, text("Sorry, all gone"));

    const storage = new LocalFileStorage(mkdtempSync(path.join(os.tmpdir(), "glut-messages-")));
    await deleteAccount(
      { db, storage, logger: pino({ level: "silent" }) },
      asker.id,
      accountSteps.deletion,
    );
    const left = await db
      .select()
      .from(conversations)
      .where(eq(conversations.id, sent.conversationId));
    expect(left).toEqual([]);
    expect(await listConversations(db, lister.id)).toEqual([]);
  });
});

describe("the email for each new message", () => {
  function deps(sendEmail: (request: EmailRequest) => Promise<string>) {
    const warnings: unknown[] = [];
    const logger = pino({ level: "silent" });
    logger.warn = ((...args: unknown[]) => {
      warnings.push(args);
    }) as typeof logger.warn;
    return {
      deps: { db, appUrl: "https://glut.example", secret: "s".repeat(32), logger, sendEmail },
      warnings,
    };
  }

  it("goes to the recipient with the message and a link to the conversation", async () => {
    const lister = await member({ username: "Lister Lin" });
    const asker = await member({ username: "Asker Ash" });
    const sent = await contactLister(
      db,
      asker,
      await listingBy(lister, "Apple glut"),
      text("Can I have a bag?"),
    );
    const before = (await services.mail.delivered()).length;
    await notifyRecipient(deps(services.sendEmail).deps, sent);
    const emails = (await services.mail.delivered()).slice(before);
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email?.to).toBe(lister.email);
    expect(email?.subject).toBe("New message from Asker Ash about Apple glut");
    expect(email?.text).toContain("Can I have a bag?");
    expect(email?.text).toContain(`https://glut.example/messages/${sent.conversationId}`);
  });

  it("goes in Welsh to a recipient who uses Glut in Welsh, the message as it was written", async () => {
    const lister = await member({ username: "Lister Lin" });
    const asker = await member({ username: "Asker Ash" });
    await db.update(profiles).set({ language: "cy" }).where(eq(profiles.id, lister.id));
    const sent = await contactLister(
      db,
      asker,
      await listingBy(lister, "Apple glut"),
      text("Can I have a bag?"),
    );
    const before = (await services.mail.delivered()).length;
    await notifyRecipient(deps(services.sendEmail).deps, sent);
    const [email] = (await services.mail.delivered()).slice(before);
    expect(email?.subject).toBe("Neges newydd gan Asker Ash am Apple glut");
    expect(email?.text).toContain("Mae gan Asker Ash ddiddordeb yn eich hysbyseb “Apple glut”");
    expect(email?.text).toContain("Can I have a bag?");
    expect(email?.text).toContain("Atal e-byst negeseuon newydd");
    expect(email?.text).not.toMatch(/is interested in|Read and reply|paste this link|One click/);
  });

  it("is not sent to demo members, and a failure to queue is only logged", async () => {
    const lister = await member();
    const asker = await member();
    const sent = await contactLister(db, asker, await listingBy(lister), text("Hello"));

    await db.update(profiles).set({ isDemo: true }).where(eq(profiles.id, lister.id));
    const before = (await services.mail.delivered()).length;
    await notifyRecipient(deps(services.sendEmail).deps, sent);
    expect((await services.mail.delivered()).slice(before)).toEqual([]);

    await db.update(profiles).set({ isDemo: false }).where(eq(profiles.id, lister.id));
    const failing = deps(async () => {
      throw new Error("queue down");
    });
    await expect(notifyRecipient(failing.deps, sent)).resolves.toBeUndefined();
    expect(failing.warnings).toHaveLength(1);
  });
});
