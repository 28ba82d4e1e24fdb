import { inArray } from "drizzle-orm";
import type { Logger } from "pino";
import { findNotificationContacts, findPublicNames } from "~/accounts/account-directory.server";
import { isDemoEmail } from "~/accounts/demo-email";
import { profileDisplayName } from "~/accounts/display-name";
import { ukLongDate } from "~/components/format-date";
import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/messages";
import { type NotifyDeps, notifyWithEmail } from "~/notifications/notify.server";
import type { Db } from "~/server/db/database.server";
import { emailLanguage } from "~/server/email/email-language.server";
import type { EmailRequest } from "~/server/email/send-email.server";
import { HandoverEmail } from "./emails/handover-email";
import { handovers } from "./handover.table";
import type { HandoverNotice } from "./handover-notices";
import { cancelReasonIn } from "./handover-schema";
import { pickupDayLabel } from "./pickup-time";

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

function wording(
  notice: HandoverNotice,
  other: string,
  title: string,
  t: Translate,
  lng: Language,
) {
  const about = { other, title };
  const window = (pickup: { date: string; from: string; until: string }) =>
    t("handover.window", {
      day: pickupDayLabel(pickup.date, lng),
      from: pickup.from,
      until: pickup.until,
    });
  const seeTheHandover = t("handover.seeTheHandover");
  switch (notice.kind) {
    case "pickup-proposed":
      return {
        subject: t("handover.proposed.subject", about),
        paragraphs: [
          t("handover.proposed.what", {
            ...about,
            window: window(notice.pickup),
            place: notice.pickup.meetingPoint,
          }),
          t("handover.proposed.next"),
          t("handover.meetInPublic"),
        ],
        button: t("handover.proposed.button"),
      };
    case "pickup-agreed":
      return {
        subject: t("handover.agreed.subject", about),
        paragraphs: [
          t("handover.agreed.what", {
            ...about,
            window: window(notice.pickup),
            place: notice.pickup.meetingPoint,
          }),
          t("handover.agreed.next"),
        ],
        button: seeTheHandover,
      };
    case "pickup-today":
      return {
        subject: t("handover.today.subject", about),
        paragraphs: [
          t("handover.today.what", {
            ...about,
            from: notice.pickup.from,
            until: notice.pickup.until,
            place: notice.pickup.meetingPoint,
          }),
          t("handover.today.next"),
          t("handover.meetInPublic"),
        ],
        button: seeTheHandover,
      };
    case "cancelled":
      return {
        subject: t("handover.cancelled.subject", about),
        paragraphs: [
          t("handover.cancelled.what", {
            ...about,
            reason: cancelReasonIn(t, lng, notice.reason),
          }),
        ],
        button: seeTheHandover,
      };
    case "offered":
      return {
        subject: t("handover.offered.subject", about),
        paragraphs: [
          t("handover.offered.what", about),
          t("handover.offered.next"),
          t("handover.meetInPublic"),
        ],
        button: t("handover.offered.button"),
      };
    case "thanked":
      return {
        subject: t("handover.thanked.subject", about),
        paragraphs: [
          t("handover.thanked.what", about),
          t("handover.thanked.note", { note: notice.note }),
          t("handover.thanked.shows"),
        ],
        button: seeTheHandover,
      };
    case "collected-marked":
      return {
        subject: t("handover.collectedMarked.subject", about),
        paragraphs: [
          t("handover.collectedMarked.what", about),
          t("handover.collectedMarked.confirmsOn", { date: ukLongDate(notice.confirmsOn, lng) }),
        ],
        button: t("handover.collectedMarked.button"),
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
    const lng = contact.language;
    const { t } = emailLanguage(lng);
    const title = titleOf.get(notice.handoverId) ?? t("handover.yourItem");
    const words = wording(notice, other, title, t, lng);
    const email: EmailRequest = {
      to: contact.email,
      subject: words.subject,
      template: HandoverEmail({
        lng,
        t,
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
