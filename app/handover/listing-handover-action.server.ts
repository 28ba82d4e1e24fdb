import { data, type RouterContextProvider } from "react-router";
import { EmailNotVerifiedError, getCurrentUser } from "~/accounts/current-user.server";
import { MembershipRequiredError, requireMemberForAction } from "~/membership/member-gate.server";
import { MessagingError } from "~/messaging/messaging-errors";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import { FairShareLimitError, fairShareExplanation } from "./fair-share-limits.server";
import { HandoverError } from "./handover-errors";
import { type HandoverActionData, handoverFormSchema, requestNoteMessage } from "./handover-forms";
import { notifyNewRequest, notifyReservation } from "./handover-notifications.server";
import { NoPortionLeftError, RequestNotOpenError } from "./handover-queue.server";
import {
  drawForListing,
  requestListing,
  reserveForRequester,
  withdrawRequest,
} from "./handover-requests.server";

// The listing page's action (decision 0087): Request and Withdraw for a member, Reserve and Draw
// for the owner. Each is a plain form post; success goes back to the listing with a toast, a
// refusal answers in place with its reason and what was typed.

const REQUEST_MEMBERSHIP = "You need an active subscription to ask for listings.";

const success = {
  request: {
    title: "Request sent",
    description: "The lister has your request and your note is in your conversation.",
  },
  withdraw: { title: "Request withdrawn", description: "You are no longer in the queue." },
  reserve: { title: "Reserved", description: "They have been emailed to arrange the pickup." },
} as const;

/** The known refusals: their words and status; anything else is a fault. */
function refusalOf(error: unknown): { message: string; status: number } | null {
  if (
    error instanceof HandoverError ||
    error instanceof MessagingError ||
    error instanceof MembershipRequiredError ||
    error instanceof EmailNotVerifiedError ||
    error instanceof FairShareLimitError
  ) {
    return { message: error.message, status: error.status };
  }
  if (error instanceof NoPortionLeftError || error instanceof RequestNotOpenError) {
    return { message: error.message, status: 409 };
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
  if (!user) {
    throw await toasts.redirect(`/login?redirectTo=${encodeURIComponent(listingPath)}`, {
      type: "error",
      title: "Please sign in",
      description: "Sign in to ask for a listing.",
    });
  }
  const form = await readForm(request);
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
          title: "Nothing was changed",
          description: message,
        }),
      },
    );
  const parsed = handoverFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const noteIssue = parsed.error.issues.find((issue) => issue.path[0] === "note");
    return noteIssue
      ? refuse(requestNoteMessage, 400, requestNoteMessage)
      : refuse("The form could not be read. Please try again.", 400);
  }
  const deps = { db, appUrl: env.APP_URL, logger, sendEmail, jobs };
  const input = parsed.data;
  try {
    switch (input.intent) {
      case "request": {
        const member = await requireMemberForAction(context, REQUEST_MEMBERSHIP);
        const made = await requestListing(db, member, params.id, input.note);
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
        const passed = draw.passedOver.map(({ name, bite }) => fairShareExplanation(bite, name));
        return toasts.redirect(listingPath, {
          type: "success",
          title: "Glut has drawn",
          description: [
            draw.reservation
              ? "The queue is in the drawn order and the first in it has been reserved."
              : "The queue is in the drawn order. No one in it could be given it now.",
            ...passed,
          ].join(" "),
        });
      }
    }
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    logger.info({ listingId: params.id, intent: input.intent }, "a handover action was refused");
    return refuse(refusal.message, refusal.status);
  }
}
