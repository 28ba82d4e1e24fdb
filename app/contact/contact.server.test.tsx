import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { deleteAccount } from "~/accounts/account-deletion.server";
import { exportAccountData } from "~/accounts/account-export.server";
import { accountSteps } from "~/composition/app-parts.server";
import type { Db } from "~/server/db/database.server";
import type { EmailRequest } from "~/server/email/send-email.server";
import { daysAfter, yearsBefore } from "~/server/retention-dates";
import { LocalFileStorage } from "~/server/storage/local-storage.server";
import { createTestMember } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import { CONTACT_RATE_LIMIT, sendContactMessage } from "./contact.server";
import { contactRequests } from "./contact.table";
import {
  CONTACT_REQUEST_RETENTION_JOB,
  contactRequestRetentionJob,
  deleteOldContactRequests,
} from "./contact-retention.server";
import { contactSchema } from "./contact-schema";

// Registers the deletion step and export section, as the server does.

const getDatabase = setupTestDatabase();
let services: ReturnType<typeof createTestServices>;
let db: Db;
let addressCounter = 0;

beforeAll(() => {
  db = getDatabase().db;
  services = createTestServices(getDatabase());
});

/** Each test writes from its own client address, so the limits do not meet. */
const newAddress = () => `198.51.100.${++addressCounter}`;

const input = (overrides: Partial<Record<"name" | "email" | "message", string>> = {}) =>
  contactSchema.parse({
    name: "Allotment Annie",
    email: "annie@example.org",
    message: "Could our school join as a partner?",
    ...overrides,
  });

const visitor = (clientAddress: string) => ({ clientAddress, userId: null });

const stored = (id: string) => db.select().from(contactRequests).where(eq(contactRequests.id, id));

describe("sendContactMessage", () => {
  it("stores the message and queues its email to the staff address, replying to the sender", async () => {
    const now = new Date("2026-11-22T14:05:00Z");
    const sentBefore = (await services.mail.delivered()).length;
    const result = await sendContactMessage(
      services,
      input({ message: "Hello,\nCould our school join?" }),
      visitor(newAddress()),
      now,
    );
    if (!result.ok) throw new Error(result.reason);

    expect(await stored(result.id)).toEqual([
      {
        id: result.id,
        name: "Allotment Annie",
        email: "annie@example.org",
        senderUserId: null,
        message: "Hello,\nCould our school join?",
        createdAt: now,
      },
    ]);
    const emails = (await services.mail.delivered()).slice(sentBefore);
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(services.env.CONTACT_EMAIL).toBe("hello@glut.localhost");
    expect(email?.to).toBe("hello@glut.localhost");
    expect(email?.replyTo).toBe("annie@example.org");
    expect(email?.subject).toBe("Contact form: message from Allotment Annie");
    const text = email?.text;
    expect(text).toContain("Allotment Annie (annie@example.org) wrote");
    expect(text).toContain("22 November 2026 at 14:05");
    expect(text).toContain("Could our school join?");
  });

  it("writes the staff email in the language its sender wrote in", async () => {
    const sentBefore = (await services.mail.delivered()).length;
    const result = await sendContactMessage(
      services,
      input({ name: "Anni", message: "Allai ein hysgol ymuno?" }),
      { ...visitor(newAddress()), language: "cy" },
      new Date("2026-11-22T14:05:00Z"),
    );
    if (!result.ok) throw new Error(result.reason);
    const [email] = (await services.mail.delivered()).slice(sentBefore);
    expect(email?.subject).toBe("Ffurflen gysylltu: neges gan Anni");
    expect(email?.text).toContain("Ysgrifennodd Anni (annie@example.org) drwy’r ffurflen gysylltu");
    expect(email?.text).toContain("22 Tachwedd 2026");
    expect(email?.html).toContain('lang="cy"');
  });

  it("allows 5 messages an hour per client address, then refuses without storing or sending", async () => {
    expect(CONTACT_RATE_LIMIT).toEqual({ window: 3600, max: 5 });
    const address = newAddress();
    const now = new Date();
    const ids: string[] = [];
    for (let n = 0; n < 5; n++) {
      const result = await sendContactMessage(
        services,
        input({ message: `n${n}` }),
        visitor(address),
        now,
      );
      if (!result.ok) throw new Error(`message ${n} refused`);
      ids.push(result.id);
    }
    const sentBefore = (await services.mail.delivered()).length;
    const rowsBefore = (await db.select().from(contactRequests)).length;

    expect(await sendContactMessage(services, input(), visitor(address), now)).toEqual({
      ok: false,
      reason: "rate-limited",
    });
    expect(await services.mail.delivered()).toHaveLength(sentBefore);
    expect((await db.select().from(contactRequests)).length).toBe(rowsBefore);

    // Another address has its own allowance; this one gets a new one an hour on.
    expect((await sendContactMessage(services, input(), visitor(newAddress()), now)).ok).toBe(true);
    const later = new Date(now.getTime() + 3601_000);
    expect((await sendContactMessage(services, input(), visitor(address), later)).ok).toBe(true);
  });

  it("keeps nothing and says it failed when the email cannot be queued", async () => {
    const failing = {
      ...services,
      sendEmail: async (_request: EmailRequest): Promise<string> => {
        throw new Error("the queue is down");
      },
    };
    const before = await db.select().from(contactRequests);
    const result = await sendContactMessage(
      failing,
      input({ message: "lost?" }),
      visitor(newAddress()),
    );
    expect(result).toEqual({ ok: false, reason: "failed" });
    expect(await db.select().from(contactRequests)).toEqual(before);
  });
});

describe("deleteOldContactRequests", () => {
  it("deletes messages older than 2 years and keeps the rest, by a nightly job", async () => {
    const now = new Date();
    const [old, edge, recent] = await db
      .insert(contactRequests)
      .values([
        { name: "Old", email: "old@example.org", message: "old", createdAt: yearsBefore(now, 3) },
        {
          name: "Edge",
          email: "edge@example.org",
          message: "edge",
          createdAt: daysAfter(yearsBefore(now, 2), 1),
        },
        { name: "New", email: "new@example.org", message: "new", createdAt: now },
      ])
      .returning({ id: contactRequests.id });
    const ids = [old, edge, recent].map((row) => row?.id ?? "");

    expect(await deleteOldContactRequests(db, now)).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ name: contactRequests.name })
      .from(contactRequests)
      .where(inArray(contactRequests.id, ids));
    expect(left.map((row) => row.name).sort()).toEqual(["Edge", "New"]);

    const [older] = await db
      .insert(contactRequests)
      .values({
        name: "Older",
        email: "o@example.org",
        message: "o",
        createdAt: yearsBefore(now, 4),
      })
      .returning({ id: contactRequests.id });
    const job = contactRequestRetentionJob(() => services);
    expect(job.name).toBe(CONTACT_REQUEST_RETENTION_JOB);
    await job.handle({});
    expect(await stored(older?.id ?? "")).toEqual([]);
    // Two days on, the edge case is past 2 years too.
    expect(await deleteOldContactRequests(db, daysAfter(now, 2))).toBe(1);
  });
});

describe("an account's contact-form messages", () => {
  it("are those it sent signed in: in its data export and deleted with it; a visitor's stay, whatever address they typed", async () => {
    const member = await createTestMember(services);
    const mine = await sendContactMessage(
      services,
      input({ name: "Me", email: "another@example.org", message: "mine" }),
      { clientAddress: newAddress(), userId: member.id },
    );
    if (!mine.ok) throw new Error(mine.reason);
    // A stranger typing the member's own address ties nothing to the account.
    const forged = await sendContactMessage(
      services,
      input({ name: "Stranger", email: member.email.toUpperCase(), message: "planted" }),
      visitor(newAddress()),
    );
    if (!forged.ok) throw new Error(forged.reason);

    const exported = await exportAccountData(db, member.id, accountSteps.export);
    expect(exported?.contactFormMessages).toEqual([
      expect.objectContaining({ name: "Me", email: "another@example.org", message: "mine" }),
    ]);

    const storage = new LocalFileStorage(services.env.dataDir);
    await deleteAccount({ ...services, storage }, member.id, accountSteps.deletion);
    const left = await db
      .select({ message: contactRequests.message })
      .from(contactRequests)
      .where(inArray(contactRequests.message, ["mine", "planted"]));
    expect(left).toEqual([{ message: "planted" }]);
  });
});
