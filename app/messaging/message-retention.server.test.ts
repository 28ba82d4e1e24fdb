import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { listingSchema } from "~/listings/listing-schema";
import { createListing } from "~/listings/listing-writes.server";
import type { Db } from "~/server/db/database.server";
import { daysAfter, yearsBefore } from "~/server/retention-dates";
import { createAdmittedMember } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import {
  deleteOldMessages,
  MESSAGE_RETENTION_JOB,
  messageRetentionJob,
} from "./message-retention.server";
import { contactLister, replyToConversation } from "./message-sending.server";
import { contactMessages, conversations } from "./messaging.table";

const getDatabase = setupTestDatabase();
let services: ReturnType<typeof createTestServices>;
let db: Db;

beforeAll(() => {
  db = getDatabase().db;
  services = createTestServices(getDatabase());
});

const now = new Date();

/** A conversation between a lister and a neighbour, its messages sent at the given times. */
async function conversationWith(sentAt: Date[]) {
  const lister = await createAdmittedMember(services);
  const neighbour = await createAdmittedMember(services);
  const { id: listingId } = await createListing(
    db,
    lister,
    listingSchema.parse({ name: "Damsons", category: "Fruits", type: "Swap", location: "York" }),
  );
  const first = await contactLister(db, neighbour, listingId, { message: "message 0" });
  const ids = [first.messageId];
  for (let index = 1; index < sentAt.length; index++) {
    const sender = index % 2 === 1 ? lister : neighbour;
    const reply = await replyToConversation(db, sender, first.conversationId, {
      message: `message ${index}`,
    });
    ids.push(reply.messageId);
  }
  for (const [index, id] of ids.entries()) {
    await db
      .update(contactMessages)
      .set({ createdAt: sentAt[index] })
      .where(eq(contactMessages.id, id));
  }
  const last = sentAt.reduce((latest, time) => (time > latest ? time : latest));
  await db
    .update(conversations)
    .set({ lastMessageAt: last, createdAt: sentAt[0] })
    .where(eq(conversations.id, first.conversationId));
  return { conversationId: first.conversationId, messageIds: ids };
}

const messagesLeft = async (ids: string[]) =>
  (
    await db
      .select({ message: contactMessages.message })
      .from(contactMessages)
      .where(inArray(contactMessages.id, ids))
      .orderBy(contactMessages.createdAt)
  ).map((row) => row.message);

const conversationExists = async (id: string) =>
  (await db.select().from(conversations).where(eq(conversations.id, id))).length === 1;

describe("deleteOldMessages", () => {
  it("deletes messages older than 2 years and keeps recent ones in the same conversation", async () => {
    const mixed = await conversationWith([
      daysAfter(yearsBefore(now, 2), -1),
      daysAfter(yearsBefore(now, 2), -0.001),
      daysAfter(yearsBefore(now, 2), 1),
      daysAfter(now, -3),
    ]);
    await deleteOldMessages(db, now);
    expect(await messagesLeft(mixed.messageIds)).toEqual(["message 2", "message 3"]);
    expect(await conversationExists(mixed.conversationId)).toBe(true);
  });

  it("deletes a conversation left with no messages", async () => {
    const old = await conversationWith([yearsBefore(now, 3), daysAfter(yearsBefore(now, 2), -5)]);
    const result = await deleteOldMessages(db, now);
    expect(result.messages).toBeGreaterThanOrEqual(2);
    expect(result.conversations).toBeGreaterThanOrEqual(1);
    expect(await messagesLeft(old.messageIds)).toEqual([]);
    expect(await conversationExists(old.conversationId)).toBe(false);
  });

  it("keeps everything younger than 2 years, and a second run changes nothing", async () => {
    const recent = await conversationWith([daysAfter(yearsBefore(now, 2), 2), now]);
    await deleteOldMessages(db, now);
    expect(await deleteOldMessages(db, now)).toEqual({ messages: 0, conversations: 0 });
    expect(await messagesLeft(recent.messageIds)).toEqual(["message 0", "message 1"]);
    expect(await conversationExists(recent.conversationId)).toBe(true);
  });

  it("runs nightly as a job", async () => {
    const old = await conversationWith([yearsBefore(new Date(), 5)]);
    const job = messageRetentionJob(() => services);
    expect(job.name).toBe(MESSAGE_RETENTION_JOB);
    expect(job.schedule?.cron).toMatch(/^\d+ 3 \* \* \*$/);
    await job.handle({});
    expect(await conversationExists(old.conversationId)).toBe(false);
  });
});
