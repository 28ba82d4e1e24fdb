import { and, eq, gte, isNull, lte, ne, or } from "drizzle-orm";
import { findNotificationContacts } from "~/accounts/account-directory.server";
import { isDemoEmail } from "~/accounts/demo-email";
import { emailUnsubscribeUrl } from "~/email-preferences/email-unsubscribe.server";
import { notifyWithEmail } from "~/notifications/notify.server";
import { emailLanguage } from "~/server/email/email-language.server";
import { listUnsubscribeHeaders } from "~/server/email/list-unsubscribe";
import type { JobDefinition } from "~/server/jobs/job-queue.server";
import type { AppServices } from "~/server/services.server";
import { ExpiryReminderEmail } from "./expiry-reminder-email";
import { formatUkDate, reminderDueFor, ukToday } from "./listing-expiry";
import { stillAvailableUrl } from "./listing-expiry-link.server";
import { listings } from "./listings.table";

// The day before a listing's last day, its owner is asked once whether it is still there
// (decision 0047), with a signed one-click link that keeps it listed another week.

export const EXPIRY_REMINDER_JOB = "listing-expiry-reminders";

export type ExpiryReminderServices = Pick<AppServices, "db" | "logger" | "sendEmail"> &
  Partial<Pick<AppServices, "jobs">> & {
    env: Pick<AppServices["env"], "APP_URL" | "BETTER_AUTH_SECRET">;
  };

/**
 * Queues the reminders due on the UK day of `now`: active listings, not hidden, not demo, whose
 * last day is tomorrow (or today, when a morning was missed) and that were not reminded for that
 * day. Each is stamped with the day
 * before its email is queued, so two runs (or two instances) cannot both send it, and the stamp
 * is taken back if queueing fails. A renewed or extended listing has a new day, and so gets one
 * reminder for that. Demo members have no inbox and are never emailed; each reminder goes
 * through `notify`, and its email only to members whose expiry email cell is on (0093).
 */
export async function sendDueExpiryReminders(services: ExpiryReminderServices, now: Date) {
  const { db } = services;
  const today = ukToday(now);
  const due = and(
    gte(listings.availableUntil, today),
    lte(listings.availableUntil, reminderDueFor(today)),
    eq(listings.status, "active"),
    isNull(listings.hiddenAt),
    eq(listings.isDemo, false),
    or(
      isNull(listings.expiryReminderSentFor),
      ne(listings.expiryReminderSentFor, listings.availableUntil),
    ),
  );
  const candidates = await db
    .select({
      id: listings.id,
      userId: listings.userId,
      name: listings.name,
      lastDay: listings.availableUntil,
    })
    .from(listings)
    .where(due);
  const userIds = candidates.map((listing) => listing.userId);
  const contacts = await findNotificationContacts(db, userIds);

  const sent: string[] = [];
  const failed: { listingId: string; error: unknown }[] = [];
  for (const listing of candidates) {
    const contact = contacts.get(listing.userId);
    const { lastDay } = listing;
    if (!lastDay || !contact || contact.isDemo || isDemoEmail(contact.email)) continue;
    const claimed = await db
      .update(listings)
      .set({ expiryReminderSentFor: lastDay })
      .where(and(eq(listings.id, listing.id), eq(listings.availableUntil, lastDay), due))
      .returning({ id: listings.id });
    if (claimed.length === 0) continue;
    try {
      const unsubscribeUrl = emailUnsubscribeUrl(
        services.env.APP_URL,
        services.env.BETTER_AUTH_SECRET,
        listing.userId,
        "expiry-reminder",
      );
      const lng = contact.language;
      const { t } = emailLanguage(lng);
      const notice = {
        userId: listing.userId,
        kind: "listing-expiry",
        title: t("notices.expiryTitle", { listing: listing.name }),
        body: t("notices.expiryBody", { date: formatUkDate(lastDay, lng) }),
        href: "/my-listings",
      } as const;
      await notifyWithEmail(services, notice, () => ({
        to: contact.email,
        subject: t("expiryReminder.subject", { listing: listing.name }),
        headers: listUnsubscribeHeaders(unsubscribeUrl),
        template: ExpiryReminderEmail({
          lng,
          t,
          appUrl: services.env.APP_URL,
          username: contact.username,
          listingName: listing.name,
          lastDay: formatUkDate(lastDay, lng),
          stillAvailableUrl: stillAvailableUrl(
            services.env.APP_URL,
            services.env.BETTER_AUTH_SECRET,
            listing.id,
            lastDay,
          ),
          unsubscribeUrl,
        }),
      }));
      sent.push(listing.id);
    } catch (error) {
      await db
        .update(listings)
        .set({ expiryReminderSentFor: null })
        .where(and(eq(listings.id, listing.id), eq(listings.expiryReminderSentFor, lastDay)));
      failed.push({ listingId: listing.id, error });
    }
  }
  for (const failure of failed) {
    services.logger.error(
      { err: failure.error, listingId: failure.listingId },
      "expiry reminder failed",
    );
  }
  services.logger.info({ sent: sent.length, failed: failed.length }, "expiry reminders run");
  return { sent, failed };
}

/** Every morning at 08:00 UK time; a run with failures throws so pg-boss retries it. */
export function expiryReminderJob(
  services: () => ExpiryReminderServices,
): JobDefinition<Record<string, never>> {
  return {
    name: EXPIRY_REMINDER_JOB,
    schedule: { cron: "0 8 * * *" },
    async handle() {
      const { failed } = await sendDueExpiryReminders(services(), new Date());
      if (failed.length > 0) {
        throw new Error(`${failed.length} expiry reminder(s) failed; see the log`);
      }
    },
  };
}
