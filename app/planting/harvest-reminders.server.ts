import { and, eq, gte, isNull, lte } from "drizzle-orm";
import { findNotificationContacts } from "~/accounts/account-directory.server";
import { isDemoEmail } from "~/accounts/demo-email";
import { emailUnsubscribeUrl } from "~/email-preferences/email-unsubscribe.server";
import { notifyWithEmail } from "~/notifications/notify.server";
import { emailLanguage } from "~/server/email/email-language.server";
import { listUnsubscribeHeaders } from "~/server/email/list-unsubscribe";
import type { JobDefinition } from "~/server/jobs/job-queue.server";
import type { AppServices } from "~/server/services.server";
import { HarvestReminderEmail } from "./harvest-reminder-email";
import { plantings } from "./plantings.table";
import { surplusListingPath } from "./surplus-listing";
import { addDays, formatUkDate, ukToday } from "./uk-calendar";

export const HARVEST_REMINDER_JOB = "planting-harvest-reminders";
/**
 * A morning missed (no instance running) is made up later, but a reminder more than this many
 * days late is no longer news: it is dropped, not sent.
 */
export const REMINDER_GRACE_DAYS = 3;

export type HarvestReminderServices = Pick<AppServices, "db" | "logger" | "sendEmail"> &
  Partial<Pick<AppServices, "jobs">> & {
    env: Pick<AppServices["env"], "APP_URL" | "BETTER_AUTH_SECRET">;
  };

/**
 * Queues the harvest reminders due on the UK day of `now`: plantings opted in whose expected
 * harvest date is today (or up to 3 days ago, for a missed morning), not yet reminded. Each is
 * stamped before its email is queued, so two runs cannot both send it, and the stamp is taken
 * back if queueing fails. Demo members have no inbox and are never emailed; each reminder goes
 * through `notify`, and its email only to members whose harvest email cell is on (0093).
 */
export async function sendDueHarvestReminders(services: HarvestReminderServices, now: Date) {
  const { db } = services;
  const today = ukToday(now);
  const due = and(
    eq(plantings.remindAtHarvest, true),
    isNull(plantings.reminderSentAt),
    lte(plantings.expectedHarvestDate, today),
    gte(plantings.expectedHarvestDate, addDays(today, -REMINDER_GRACE_DAYS)),
  );
  const candidates = await db
    .select({
      id: plantings.id,
      userId: plantings.userId,
      plantName: plantings.plantName,
      plantedDate: plantings.plantedDate,
      category: plantings.category,
      location: plantings.location,
    })
    .from(plantings)
    .where(due);
  const userIds = candidates.map((planting) => planting.userId);
  const contacts = await findNotificationContacts(db, userIds);

  const sent: string[] = [];
  const failed: { plantingId: string; error: unknown }[] = [];
  for (const planting of candidates) {
    const contact = contacts.get(planting.userId);
    if (!contact || contact.isDemo || isDemoEmail(contact.email)) continue;
    const claimed = await db
      .update(plantings)
      .set({ reminderSentAt: now })
      .where(and(eq(plantings.id, planting.id), due))
      .returning({ id: plantings.id });
    if (claimed.length === 0) continue;
    try {
      const unsubscribeUrl = emailUnsubscribeUrl(
        services.env.APP_URL,
        services.env.BETTER_AUTH_SECRET,
        planting.userId,
        "harvest-reminder",
      );
      const lng = contact.language;
      const { t } = emailLanguage(lng);
      const notice = {
        userId: planting.userId,
        kind: "harvest-reminders",
        title: t("notices.harvestTitle", { plant: planting.plantName }),
        body: t("notices.harvestBody", { date: formatUkDate(planting.plantedDate, lng) }),
        href: surplusListingPath(planting),
      } as const;
      await notifyWithEmail(services, notice, () => ({
        to: contact.email,
        subject: t("harvestReminder.subject", { plant: planting.plantName }),
        headers: listUnsubscribeHeaders(unsubscribeUrl),
        template: HarvestReminderEmail({
          lng,
          t,
          appUrl: services.env.APP_URL,
          username: contact.username,
          plantName: planting.plantName,
          plantedOn: formatUkDate(planting.plantedDate, lng),
          listingPath: surplusListingPath(planting),
          unsubscribeUrl,
        }),
      }));
      sent.push(planting.id);
    } catch (error) {
      await db
        .update(plantings)
        .set({ reminderSentAt: null })
        .where(and(eq(plantings.id, planting.id), eq(plantings.reminderSentAt, now)));
      failed.push({ plantingId: planting.id, error });
    }
  }
  for (const failure of failed) {
    services.logger.error(
      { err: failure.error, plantingId: failure.plantingId },
      "harvest reminder failed",
    );
  }
  services.logger.info({ sent: sent.length, failed: failed.length }, "harvest reminders run");
  return { sent, failed };
}

/** Every morning at 07:00 UK time; a run with failures throws so pg-boss retries it. */
export function harvestReminderJob(
  services: () => HarvestReminderServices,
): JobDefinition<Record<string, never>> {
  return {
    name: HARVEST_REMINDER_JOB,
    schedule: { cron: "0 7 * * *" },
    async handle() {
      const { failed } = await sendDueHarvestReminders(services(), new Date());
      if (failed.length > 0) {
        throw new Error(`${failed.length} harvest reminder(s) failed; see the log`);
      }
    },
  };
}
