import { inArray } from "drizzle-orm";
import type { Logger } from "pino";
import { findNotificationContacts, findPublicNames } from "~/accounts/account-directory.server";
import { isDemoEmail } from "~/accounts/demo-email";
import { profileDisplayName } from "~/accounts/display-name";
import { ukLongDate } from "~/components/format-date";
import { type NotifyDeps, notifyWithEmail } from "~/notifications/notify.server";
import type { Db } from "~/server/db/database.server";
import type { EmailRequest } from "~/server/email/send-email.server";
import { HandoverEmail } from "./emails/handover-email";
import { handovers } from "./handover.table";
import type { HandoverNotice } from "./handover-notices";
import { pickupWindowLabel } from "./pickup-time";

// The handover's emails, queued through the outbox after the change they tell of has committed.
// A failure to queue one is logged and never undoes the change. Demo members have no inbox.

export interface HandoverEmailDeps {
  db: Db;
  appUrl: string;
  logger: Logger;
  sendEmail(request: EmailRequest): Promise<string>;
  /** For the push channel (`services.jobs`). */
  jobs?: NotifyDeps["jobs"];
}

/** Said wherever a meeting point is: the one safety rule of a pickup. */
export const MEET_IN_PUBLIC =
  "Meet somewhere public near, not at, a home: a library, a shop, a park gate. Glut only ever shows the meeting point you two agree.";

function wording(notice: HandoverNotice, other: string, title: string) {
  switch (notice.kind) {
    case "pickup-proposed":
      return {
        subject: `${other} proposed a pickup time for ${title}`,
        paragraphs: [
          `${other} proposed collecting “${title}” on ${pickupWindowLabel(notice.pickup)}, meeting at: ${notice.pickup.meetingPoint}.`,
          "Accept it, or propose another time, on the handover page.",
          MEET_IN_PUBLIC,
        ],
        button: "See the proposal",
      };
    case "pickup-agreed":
      return {
        subject: `Pickup agreed for ${title}`,
        paragraphs: [
          `${other} accepted your pickup time for “${title}”: ${pickupWindowLabel(notice.pickup)}, meeting at: ${notice.pickup.meetingPoint}.`,
          "You will both get a reminder on the day.",
        ],
        button: "See the handover",
      };
    case "pickup-today":
      return {
        subject: `Pickup today: ${title}`,
        paragraphs: [
          `Today is the day “${title}” changes hands with ${other}: ${notice.pickup.from} to ${notice.pickup.until}, meeting at: ${notice.pickup.meetingPoint}.`,
          "Once it has been collected, either of you can mark it collected on the handover page.",
          MEET_IN_PUBLIC,
        ],
        button: "See the handover",
      };
    case "cancelled":
      return {
        subject: `${other} cancelled the reservation of ${title}`,
        paragraphs: [`${other} cancelled the reservation of “${title}”. Reason: ${notice.reason}`],
        button: "See the handover",
      };
    case "offered":
      return {
        subject: `${title} is reserved for you`,
        paragraphs: [
          `You were next in the queue for “${title}” from ${other}, and it is now reserved for you.`,
          "Agree a time and a place to meet on the handover page.",
          MEET_IN_PUBLIC,
        ],
        button: "Agree a pickup",
      };
    case "thanked":
      return {
        subject: `${other} said thank you for ${title}`,
        paragraphs: [
          `${other} left you a thank-you note for “${title}”:`,
          `“${notice.note}”`,
          "It shows on your member profile, for other members to see.",
        ],
        button: "See the handover",
      };
    case "collected-marked":
      return {
        subject: `${other} marked ${title} collected`,
        paragraphs: [
          `${other} says “${title}” has been collected. Please confirm it on the handover page.`,
          `If you do nothing, it confirms itself on ${ukLongDate(notice.confirmsOn)}. If it was not collected, you can cancel the reservation there instead.`,
        ],
        button: "Confirm the collection",
      };
  }
}

/**
 * The emails for these notices, each with the notice it tells: demo members and deleted
 * accounts get none.
 */
export async function handoverEmails(
  db: Db,
  appUrl: string,
  notices: readonly HandoverNotice[],
): Promise<{ notice: HandoverNotice; email: EmailRequest; summary: string }[]> {
  if (notices.length === 0) return [];
  const [contacts, names, titles] = await Promise.all([
    findNotificationContacts(
      db,
      notices.map((notice) => notice.toId),
    ),
    findPublicNames(
      db,
      notices.map((notice) => notice.fromId),
    ),
    db
      .select({ id: handovers.id, title: handovers.listingTitle })
      .from(handovers)
      .where(
        inArray(
          handovers.id,
          notices.map((notice) => notice.handoverId),
        ),
      ),
  ]);
  const titleOf = new Map(titles.map((row) => [row.id, row.title]));
  return notices.flatMap((notice) => {
    const contact = contacts.get(notice.toId);
    if (!contact || contact.isDemo || isDemoEmail(contact.email)) return [];
    const other = profileDisplayName(names.get(notice.fromId));
    const words = wording(notice, other, titleOf.get(notice.handoverId) ?? "your item");
    const email: EmailRequest = {
      to: contact.email,
      subject: words.subject,
      template: HandoverEmail({
        appUrl,
        username: profileDisplayName(contact),
        preview: words.subject,
        paragraphs: words.paragraphs,
        button: words.button,
        handoverUrl: `${appUrl}/handovers/${notice.handoverId}`,
      }),
    };
    return [{ notice, email, summary: words.paragraphs[0] ?? words.subject }];
  });
}

/**
 * Tells each notice through `notify` and queues its email when the member's handover email cell
 * is on, after the change has committed; failures are only logged.
 */
export async function sendHandoverNotices(
  deps: HandoverEmailDeps,
  notices: readonly HandoverNotice[],
): Promise<void> {
  let prepared: Awaited<ReturnType<typeof handoverEmails>>;
  try {
    prepared = await handoverEmails(deps.db, deps.appUrl, notices);
  } catch (error) {
    deps.logger.warn({ err: error }, "could not prepare the handover emails");
    return;
  }
  for (const { notice, email, summary } of prepared) {
    try {
      await notifyWithEmail(
        deps,
        {
          userId: notice.toId,
          kind: "handovers",
          title: email.subject,
          body: summary,
          href: `/handovers/${notice.handoverId}`,
        },
        () => email,
      );
    } catch (error) {
      deps.logger.warn(
        { err: error, handoverId: notice.handoverId, kind: notice.kind },
        "could not queue a handover email",
      );
    }
  }
}
