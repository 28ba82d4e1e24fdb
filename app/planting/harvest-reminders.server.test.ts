import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { profiles } from "~/accounts/accounts.table";
import { users } from "~/accounts/auth.table";
import type { CurrentUser } from "~/accounts/current-user.server";
import type { Db } from "~/server/db/database.server";
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
let services: HarvestReminderServices;

beforeAll(() => {
  db = getDatabase().db;
  base = createTestServices(getDatabase());
  services = base;
});

// Each test reads what reached the outbox since it began (the real queue, job and .eml
// transport), leaving out the sign-up confirmations of the members it made.
let deliveredBefore = 0;
beforeEach(async () => {
  deliveredBefore = (await base.mail.delivered()).length;
});

async function outbox() {
  return (await base.mail.delivered())
    .slice(deliveredBefore)
    .filter((email) => email.subject !== "Confirm your email address for Glut");
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
    expect(email?.to).toBe(user.email);
    expect(email?.subject).toBe("Your Runner Beans should be ready to harvest");
    const text = email?.text ?? "";
    expect(email?.html).toContain(
      "/create-listing?name=Runner+Beans&amp;category=Vegetables&amp;location=Plot+7%2C+Leeds",
    );
    expect(text).toContain(
      "/create-listing?name=Runner+Beans&category=Vegetables&location=Plot+7%2C+Leeds",
    );
    expect(text).toContain("20 May 2026");

    // A second run that morning, and the next days, send nothing more.
    await sendDueHarvestReminders(services, new Date("2026-07-29T10:00:00Z"));
    await sendDueHarvestReminders(services, new Date("2026-07-30T06:00:00Z"));
    expect(await outbox()).toHaveLength(1);
  });

  it("reaches a grower who uses Glut in Welsh in Welsh, the planted date in Welsh", async () => {
    const user = await createTestMember(services as never, { member: false });
    await services.db.update(profiles).set({ language: "cy" }).where(eq(profiles.id, user.id));
    await planting(user, {});
    await sendDueHarvestReminders(services, MORNING);
    const [email] = await outbox();
    expect(email?.subject).toBe("Dylai eich Runner Beans fod yn barod i’w gynaeafu");
    expect(email?.text).toContain("ar 20 Mai 2026");
    expect(email?.text).toContain("Rhestru eich cynnyrch dros ben");
    expect(email?.text).not.toMatch(/May 2026|List your surplus|Stop harvest/);
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
    const to = (await outbox()).map((email) => email.to);
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
