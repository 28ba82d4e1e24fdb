import { and, eq, isNotNull, isNull, ne, or } from "drizzle-orm";
import { notifyWithEmail } from "~/notifications/notify.server";
import { ukToday } from "~/planting/uk-calendar";
import type { JobDefinition } from "~/server/jobs/job-queue.server";
import type { AppServices } from "~/server/services.server";
import { handovers } from "./handover.table";
import { confirmDueCollections } from "./handover-collected.server";
import { handoverEmails } from "./handover-emails.server";
import type { HandoverNotice } from "./handover-notices";
import { storedPickup } from "./handover-pickup.server";

// The handover's scheduled jobs: the pickup-day reminders, and the collections that confirm
// themselves 48 hours after one side marked them.

export const PICKUP_REMINDER_JOB = "handover-pickup-reminders";
export const CONFIRM_COLLECTIONS_JOB = "handover-confirm-collections";

export type HandoverJobServices = Pick<AppServices, "db" | "logger" | "sendEmail"> &
  Partial<Pick<AppServices, "jobs">> & {
    env: Pick<AppServices["env"], "APP_URL">;
  };

/**
 * Emails both sides of every reserved handover whose agreed pickup is on the UK day of `now`,
 * once: the handover is stamped with the day before its emails are queued (so two runs, or two
 * instances, cannot both send), and the stamp is taken back when queueing fails. A new proposal
 * clears the stamp, so a pickup moved to another day is reminded of again on that day.
 */
export async function sendDuePickupReminders(services: HandoverJobServices, now: Date) {
  const { db } = services;
  const today = ukToday(now);
  const due = and(
    eq(handovers.status, "reserved"),
    isNotNull(handovers.pickupAgreedAt),
    eq(handovers.pickupDate, today),
    eq(handovers.isDemo, false),
    or(isNull(handovers.reminderSentFor), ne(handovers.reminderSentFor, today)),
  );
  const candidates = await db.select().from(handovers).where(due);
  const sent: string[] = [];
  const failed: { handoverId: string; error: unknown }[] = [];
  for (const row of candidates) {
    const pickup = storedPickup(row);
    if (!pickup) continue;
    const claimed = await db
      .update(handovers)
      .set({ reminderSentFor: today })
      .where(and(eq(handovers.id, row.id), due))
      .returning({ id: handovers.id });
    if (claimed.length === 0) continue;
    const notices: HandoverNotice[] = [];
    if (row.giverId && row.receiverId) {
      notices.push(
        {
          kind: "pickup-today",
          handoverId: row.id,
          toId: row.giverId,
          fromId: row.receiverId,
          pickup,
        },
        {
          kind: "pickup-today",
          handoverId: row.id,
          toId: row.receiverId,
          fromId: row.giverId,
          pickup,
        },
      );
    }
    try {
      for (const { notice, email, summary } of await handoverEmails(
        db,
        services.env.APP_URL,
        notices,
      )) {
        await notifyWithEmail(
          services,
          {
            userId: notice.toId,
            kind: "handovers",
            title: email.subject,
            body: summary,
            href: `/handovers/${notice.handoverId}`,
          },
          () => email,
        );
      }
      sent.push(row.id);
    } catch (error) {
      await db
        .update(handovers)
        .set({ reminderSentFor: null })
        .where(and(eq(handovers.id, row.id), eq(handovers.reminderSentFor, today)));
      failed.push({ handoverId: row.id, error });
    }
  }
  for (const failure of failed) {
    services.logger.error(
      { err: failure.error, handoverId: failure.handoverId },
      "pickup reminder failed",
    );
  }
  services.logger.info({ sent: sent.length, failed: failed.length }, "pickup reminders run");
  return { sent, failed };
}

/** Every morning at 07:00 UK time; a run with failures throws so pg-boss retries it. */
export function pickupReminderJob(
  services: () => HandoverJobServices,
): JobDefinition<Record<string, never>> {
  return {
    name: PICKUP_REMINDER_JOB,
    schedule: { cron: "0 7 * * *" },
    async handle() {
      const { failed } = await sendDuePickupReminders(services(), new Date());
      if (failed.length > 0)
        throw new Error(`${failed.length} pickup reminder(s) failed; see the log`);
    },
  };
}

/** Every hour: marks nobody confirmed within 48 hours confirm themselves. */
export function confirmCollectionsJob(
  services: () => HandoverJobServices,
): JobDefinition<Record<string, never>> {
  return {
    name: CONFIRM_COLLECTIONS_JOB,
    schedule: { cron: "20 * * * *" },
    async handle() {
      const { db, logger } = services();
      const confirmed = await confirmDueCollections(db, new Date());
      logger.info({ confirmed: confirmed.length }, "collections confirmed themselves");
    },
  };
}
