import { data, type RouterContextProvider } from "react-router";
import { EmailNotVerifiedError, getCurrentUser } from "~/accounts/current-user.server";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";
import enHandovers from "~/i18n/locales/en/handovers";
import type { Translate } from "~/i18n/messages";
import { MembershipRequiredError, requireMemberForAction } from "~/membership/member-gate.server";
import { MessagingError, messagingErrorIn } from "~/messaging/messaging-errors";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import { trustRefusalIn } from "~/trust/trust-refusals";
import { FairShareLimitError, fairShareExplanation } from "./fair-share-limits.server";
import { HandoverError, handoverErrorText } from "./handover-errors";
import { type HandoverActionData, handoverFormSchema } from "./handover-forms";
import { notifyNewRequest, notifyReservation } from "./handover-notifications.server";
import { NoPortionLeftError, RequestNotOpenError } from "./handover-queue.server";
import {
  ChoosingNotOpenError,
  drawForListing,
  requestListing,
  reserveForRequester,
  withdrawRequest,
} from "./handover-requests.server";
import { HANDOVER_LIMITS, ukDateTimeLabel } from "./handover-rule-text";

// The listing page's action (decision 0087): Request and Withdraw for a member, Reserve and Draw
// for the owner. Each is a plain form post; success goes back to the listing with a toast, a
// refusal answers in place with its reason and what was typed.

const successFor = (t: Translate) => ({
  request: {
    title: t("listing.toasts.requestSent"),
    description: t("listing.toasts.requestSentText"),
  },
  withdraw: {
    title: t("listing.toasts.withdrawn"),
    description: t("listing.toasts.withdrawnText"),
  },
  reserve: { title: t("status.reserved"), description: t("listing.toasts.reservedText") },
});

/** A request service's refusal (English) in the words of `t`; one it does not know stays. */
function listingRefusalText(message: string, t: Translate): string {
  const refusals: Record<string, string> = enHandovers.listing.refusals;
  const key = Object.keys(refusals).find((name) => refusals[name] === message);
  return key ? t(`listing.refusals.${key}`) : handoverErrorText(message, t);
}

/** The known refusals: their words, in the request's language, and status; else a fault. */
function refusalOf(
  error: unknown,
  t: Translate,
  lng: Language,
): { message: string; status: number } | null {
  if (error instanceof ChoosingNotOpenError) {
    const date = ukDateTimeLabel(error.opensAt, lng);
    return { message: t("listing.refusals.notOpenYet", { date }), status: error.status };
  }
  if (error instanceof FairShareLimitError) {
    const message = fairShareExplanation(error.bite, error.memberName, t);
    return { message, status: error.status };
  }
  if (error instanceof MessagingError) {
    return {
      message:
        trustRefusalIn(error, t, lng) ?? messagingErrorIn((key) => t(`messages:${key}`), error),
      status: error.status,
    };
  }
  if (error instanceof EmailNotVerifiedError) {
    return { message: t("myListings:forms.emailFirst"), status: error.status };
  }
  if (error instanceof HandoverError || error instanceof MembershipRequiredError) {
    return { message: listingRefusalText(error.message, t), status: error.status };
  }
  if (error instanceof NoPortionLeftError || error instanceof RequestNotOpenError) {
    return { message: listingRefusalText(error.message, t), status: 409 };
  }
  return null;
}

export async function listingHandoverAction({
  request,
  context,
  params,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { id: string };
}) {
  const { db, env, logger, sendEmail, toasts, jobs } = getServices(context);
  const listingPath = `/listings/${params.id}`;
  const user = getCurrentUser(context);
  // The toasts and refusals in the request's language (decision 0098).
  const lng = getLanguage(context);
  const t: Translate = getI18n(context).getFixedT(null, "handovers");
  if (!user) {
    throw await toasts.redirect(`/login?redirectTo=${encodeURIComponent(listingPath)}`, {
      type: "error",
      title: t("listing.toasts.signIn"),
      description: t("listing.toasts.signInText"),
    });
  }
  const success = successFor(t);
  const form = await readForm(request, context);
  const typed = typeof form.get("note") === "string" ? String(form.get("note")) : "";
  const refuse = async (message: string, status: number, noteError: string | null = null) =>
    data<HandoverActionData>(
      {
        intent: parsed.success ? parsed.data.intent : null,
        error: message,
        note: typed,
        noteError,
      },
      {
        status,
        headers: await toasts.headers(context, {
          type: "error",
          title: t("listing.toasts.nothingChanged"),
          description: message,
        }),
      },
    );
  const parsed = handoverFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const noteIssue = parsed.error.issues.find((issue) => issue.path[0] === "note");
    const noteMessage = t("listing.noteTooLong", { max: HANDOVER_LIMITS.noteLength });
    return noteIssue
      ? refuse(noteMessage, 400, noteMessage)
      : refuse(t("listing.toasts.unreadable"), 400);
  }
  const deps = { db, appUrl: env.APP_URL, logger, sendEmail, jobs };
  const input = parsed.data;
  try {
    switch (input.intent) {
      case "request": {
        const member = await requireMemberForAction(
          context,
          enHandovers.listing.refusals.membership,
        );
        // No note: the line put in is in the language the member is asking in.
        const made = await requestListing(db, member, params.id, input.note, t);
        await notifyNewRequest(deps, made);
        return toasts.redirect(listingPath, { type: "success", ...success.request });
      }
      case "withdraw": {
        const { listingId } = await withdrawRequest(db, user, input.requestId);
        // The request named its listing: a withdrawal sent from another listing's page goes home.
        return toasts.redirect(`/listings/${listingId}`, { type: "success", ...success.withdraw });
      }
      case "reserve": {
        const reservation = await reserveForRequester(db, user, params.id, input.requestId);
        await notifyReservation(deps, reservation);
        return toasts.redirect(listingPath, { type: "success", ...success.reserve });
      }
      case "draw": {
        const draw = await drawForListing(db, user, params.id);
        if (draw.reservation) await notifyReservation(deps, draw.reservation);
        const passed = draw.passedOver.map(({ name, bite }) => fairShareExplanation(bite, name, t));
        return toasts.redirect(listingPath, {
          type: "success",
          title: t("listing.toasts.drawn"),
          description: [
            draw.reservation ? t("listing.toasts.drawnReserved") : t("listing.toasts.drawnNone"),
            ...passed,
          ].join(" "),
        });
      }
    }
  } catch (error) {
    const refusal = refusalOf(error, t, lng);
    if (!refusal) throw error;
    logger.info({ listingId: params.id, intent: input.intent }, "a handover action was refused");
    return refuse(refusal.message, refusal.status);
  }
}
