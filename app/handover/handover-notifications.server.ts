import { findNotificationContacts } from "~/accounts/account-directory.server";
import { displayName } from "~/accounts/display-name";
import type { NotificationDeps } from "~/messaging/message-notification.server";
import { notifyWithEmail } from "~/notifications/notify.server";
import { emailLanguage } from "~/server/email/email-language.server";
import { englishEmail } from "~/server/email/templates/email-language";
import {
  NewRequestEmail,
  ReservedForYouEmail,
  StillQueuedEmail,
} from "./emails/handover-request-emails";
import { openQueue } from "./handover-queue.server";
import type { MadeRequest, Reservation } from "./handover-requests.server";

// The request emails, queued on the outbox after the change is committed. A failure is logged,
// never undoes the change; demo members have no inbox and get nothing.

type Deps = Pick<NotificationDeps, "db" | "appUrl" | "logger" | "sendEmail" | "jobs">;

/** Tells the owner that someone asked for their listing. */
export async function notifyNewRequest(deps: Deps, made: MadeRequest): Promise<void> {
  try {
    const contacts = await findNotificationContacts(deps.db, [made.ownerId, made.requesterId]);
    const owner = contacts.get(made.ownerId);
    if (!owner || owner.isDemo) return;
    const requesterName = displayName(contacts.get(made.requesterId)?.username);
    const listingUrl = `${deps.appUrl}/listings/${made.listingId}`;
    const named = { requester: requesterName, listing: made.listingName };
    const { lng, t } = emailLanguage(owner.language);
    await notifyWithEmail(
      deps,
      {
        userId: made.ownerId,
        kind: "handovers",
        title: englishEmail("handoverRequest.newRequest.subject", named),
        body: "Choose who it goes to from the listing's requests.",
        href: `/listings/${made.listingId}`,
      },
      () => ({
        to: owner.email,
        subject: t("handoverRequest.newRequest.subject", named),
        template: NewRequestEmail({
          lng,
          t,
          appUrl: deps.appUrl,
          requesterName,
          listingTitle: made.listingName,
          note: made.note,
          listingUrl,
        }),
      }),
    );
  } catch (error) {
    deps.logger.warn(
      { err: error, listingId: made.listingId },
      "could not queue the request email",
    );
  }
}

/**
 * Tells the member it was reserved for them, and, when that took the last portion, everyone still
 * queued that it went to someone else and that they stay in the queue.
 */
export async function notifyReservation(deps: Deps, reservation: Reservation): Promise<void> {
  try {
    const queued = reservation.allTaken
      ? (await openQueue(deps.db, reservation.listingId)).map((request) => request.requesterId)
      : [];
    const contacts = await findNotificationContacts(deps.db, [
      reservation.ownerId,
      reservation.receiverId,
      ...queued,
    ]);
    const ownerName = displayName(contacts.get(reservation.ownerId)?.username);
    const receiver = contacts.get(reservation.receiverId);
    if (receiver && !receiver.isDemo) {
      const named = { listing: reservation.listingName };
      const { lng, t } = emailLanguage(receiver.language);
      await notifyWithEmail(
        deps,
        {
          userId: reservation.receiverId,
          kind: "handovers",
          title: englishEmail("handoverRequest.reserved.subject", named),
          body: `${ownerName} reserved it for you: agree a pickup on the handover page.`,
          href: `/handovers/${reservation.handoverId}`,
        },
        () => ({
          to: receiver.email,
          subject: t("handoverRequest.reserved.subject", named),
          template: ReservedForYouEmail({
            lng,
            t,
            appUrl: deps.appUrl,
            ownerName,
            listingTitle: reservation.listingName,
            handoverUrl: `${deps.appUrl}/handovers/${reservation.handoverId}`,
          }),
        }),
      );
    }
    for (const id of queued) {
      const member = contacts.get(id);
      if (!member || member.isDemo) continue;
      const named = { listing: reservation.listingName };
      const { lng, t } = emailLanguage(member.language);
      await notifyWithEmail(
        deps,
        {
          userId: id,
          kind: "handovers",
          title: englishEmail("handoverRequest.stillQueued.subject", named),
          body: "You stay in the queue, in case it comes free again.",
          href: `/listings/${reservation.listingId}`,
        },
        () => ({
          to: member.email,
          subject: t("handoverRequest.stillQueued.subject", named),
          template: StillQueuedEmail({
            lng,
            t,
            appUrl: deps.appUrl,
            listingTitle: reservation.listingName,
            listingUrl: `${deps.appUrl}/listings/${reservation.listingId}`,
          }),
        }),
      );
    }
  } catch (error) {
    deps.logger.warn(
      { err: error, listingId: reservation.listingId },
      "could not queue the reservation emails",
    );
  }
}
