import { mkdtempSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { render } from "@react-email/render";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { profiles } from "~/accounts/accounts.table";
import { users } from "~/accounts/auth.table";
import type { CurrentUser } from "~/accounts/current-user.server";
import type { Db } from "~/server/db/database.server";
import { outboxTransport } from "~/server/email/mail-transport.server";
import type { EmailRequest } from "~/server/email/send-email.server";
import { createTestMember } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import {
  HARVEST_REMINDER_JOB,
  type HarvestReminderServices,
  harvestReminderJob,
  sendDueHarvestReminders,
} from "./harvest-reminders.server";
import { plantings } from "./plantings.table";

const getDatabase = setupTestDatabase();
let db: Db;
let base: ReturnType<typeof createTestServices>;
let outboxDir: string;
let services: HarvestReminderServices;

beforeAll(() => {
  db = getDatabase().db;
  base = createTestServices(db);
});

// Each test reads a fresh outbox: emails are rendered and written as .eml files, as the
// server's send-email job does without a mail server (the queue itself is tested elsewhere).
beforeEach(() => {
  outboxDir = mkdtempSync(path.join(os.tmpdir(), "glut-harvest-outbox-"));
  const transport = outboxTransport(outboxDir);
  services = {
    ...base,
    sendEmail: async (request: EmailRequest) => {
      await transport.deliver({
        from: "Glut <hello@glut.example>",
        to: request.to,
        subject: request.subject,
        html: await render(request.template),
        text: await render(request.template, { plainText: true }),
      });
      return "queued";
    },
  };
});

async function outbox(): Promise<string[]> {
  const files = (await readdir(outboxDir)).filter((file) => file.endsWith(".eml")).sort();
  return Promise.all(files.map((file) => readFile(path.join(outboxDir, file), "utf8")));
}

async function planting(user: CurrentUser, values: Partial<typeof plantings.$inferInsert>) {
  const [row] = await db
    .insert(plantings)
    .values({
      userId: user.id,
      plantName: "Runner Beans",
      plantedDate: "2026-05-20",
      expectedHarvestDate: "2026-07-29",
      category: "Legumes",
      location: "Plot 7, Leeds",
      remindAtHarvest: true,
      ...values,
    })
    .returning();
  if (!row) throw new Error("no planting");
  return row;
}

// 06:00 UTC on 29 July is 07:00 in the UK, when the job runs: the morning of the expected date.
const MORNING = new Date("2026-07-29T06:00:00Z");

describe("harvest reminders", () => {
  it("emails the grower the morning of the expected date, once, with the prefilled listing link", async () => {
    const user = await createTestMember(services as never, { member: false });
    const beans = await planting(user, {});

    // The day before: nothing yet.
    expect(
      (await sendDueHarvestReminders(services, new Date("2026-07-28T06:00:00Z"))).sent,
    ).toEqual([]);
    expect(await outbox()).toEqual([]);

    const first = await sendDueHarvestReminders(services, MORNING);
    expect(first.sent).toEqual([beans.id]);
    const [email, ...others] = await outbox();
    expect(others).toEqual([]);
    expect(email).toContain(`To: ${user.email}`);
    expect(email).toContain("Subject: Your Runner Beans should be ready to harvest");
    const text = email?.replace(/=\r?\n/g, "").replace(/=3D/g, "=") ?? "";
    expect(text).toContain(
      "/create-listing?name=Runner+Beans&category=Vegetables&location=Plot+7%2C+Leeds",
    );
    expect(text).toContain("20 May 2026");

    // A second run that morning, and the next days, send nothing more.
    await sendDueHarvestReminders(services, new Date("2026-07-29T10:00:00Z"));
    await sendDueHarvestReminders(services, new Date("2026-07-30T06:00:00Z"));
    expect(await outbox()).toHaveLength(1);
  });

  it("follows the UK date: 23:30 UTC is already the next morning in summer", async () => {
    const user = await createTestMember(services as never, { member: false });
    const row = await planting(user, { expectedHarvestDate: "2026-04-01" });
    const result = await sendDueHarvestReminders(services, new Date("2026-03-31T23:30:00Z"));
    expect(result.sent).toContain(row.id);
  });

  it("sends nothing to those who did not opt in, to demo members, or days too late", async () => {
    const quiet = await createTestMember(services as never, { member: false });
    await planting(quiet, { remindAtHarvest: false });
    const demo = await createTestMember(services as never, { member: false });
    await db.update(profiles).set({ isDemo: true }).where(eq(profiles.id, demo.id));
    await planting(demo, {});
    const demoAddress = await createTestMember(services as never, { member: false });
    await db
      .update(users)
      .set({ email: `bev-${demoAddress.id}@demo.glut.invalid` })
      .where(eq(users.id, demoAddress.id));
    await planting(demoAddress, {});
    const late = await createTestMember(services as never, { member: false });
    await planting(late, { expectedHarvestDate: "2026-07-20" });

    const result = await sendDueHarvestReminders(services, MORNING);
    const to = (await outbox()).map((email) => /^To: (.*)$/m.exec(email)?.[1]?.trim());
    for (const address of [quiet.email, demo.email, late.email]) expect(to).not.toContain(address);
    expect(to.some((address) => address?.endsWith("@demo.glut.invalid"))).toBe(false);
    expect(result.failed).toEqual([]);
  });

  it("takes the claim back when queueing fails, so the next run tries again", async () => {
    const user = await createTestMember(services as never, { member: false });
    const row = await planting(user, { expectedHarvestDate: "2026-08-15" });
    const broken = {
      ...services,
      sendEmail: async () => {
        throw new Error("queue down");
      },
    };
    const failed = await sendDueHarvestReminders(broken, new Date("2026-08-15T07:00:00Z"));
    expect(failed.failed.map((failure) => failure.plantingId)).toEqual([row.id]);
    const [after] = await db.select().from(plantings).where(eq(plantings.id, row.id));
    expect(after?.reminderSentAt).toBeNull();
    const retried = await sendDueHarvestReminders(services, new Date("2026-08-15T08:00:00Z"));
    expect(retried.sent).toEqual([row.id]);
  });

  it("runs as a scheduled job every morning in UK time", () => {
    const job = harvestReminderJob(() => services);
    expect(job.name).toBe(HARVEST_REMINDER_JOB);
    expect(job.schedule).toEqual({ cron: "0 7 * * *" });
  });
});
