import { parseWithZod } from "@conform-to/zod/v4";
import type { CurrentUser } from "~/accounts/current-user.server";
import type { Translate } from "~/i18n/messages";
import type { Db } from "~/server/db/database.server";
import { cancelHandover } from "./handover-cancel.server";
import { confirmCollected, markCollected } from "./handover-collected.server";
import { HandoverError, handoverErrorText } from "./handover-errors";
import type { HandoverNotice } from "./handover-notices";
import { acceptPickup, proposePickup } from "./handover-pickup.server";
import {
  cancelSchemaFor,
  english,
  type HandoverActionData,
  isHandoverIntent,
  pickupSchema,
} from "./handover-schema";

// The handover page's one action, by the intent its button sends: the form is read and checked
// here, the service called, and the route told what to answer. Every rule is in the services.

export type HandoverActionOutcome =
  | { ok: true; message: string; notices: HandoverNotice[] }
  | { ok: false; status: number; message: string; data: HandoverActionData };

/** The English words of an intent the page does not have (tests). */
export const UNKNOWN_INTENT = english("toasts.unknownIntent");

export async function handleHandoverAction(
  db: Db,
  user: CurrentUser,
  handoverId: string,
  form: FormData,
  now: Date = new Date(),
  /** The request's translator (`handovers`): the answer's words are in the page's language. */
  t: Translate = english,
): Promise<HandoverActionOutcome> {
  const intent = form.get("intent");
  const plain = (message: string, status: number): HandoverActionOutcome => ({
    ok: false,
    status,
    message,
    data: {
      intent: isHandoverIntent(intent) ? intent : null,
      result: { status: "error", error: { "": [message] } },
    },
  });
  if (!isHandoverIntent(intent)) return plain(t("toasts.unknownIntent"), 400);
  const done = (notices: HandoverNotice[]): HandoverActionOutcome => ({
    ok: true,
    message: t(`toasts.${intent}`),
    notices,
  });
  try {
    switch (intent) {
      case "propose": {
        const submission = parseWithZod(form, { schema: pickupSchema(now, t) });
        if (submission.status !== "success") {
          return {
            ok: false,
            status: 400,
            message: t("toasts.checkPickup"),
            data: { intent, result: submission.reply() },
          };
        }
        try {
          return done(await proposePickup(db, user, handoverId, submission.value, now));
        } catch (error) {
          if (!(error instanceof HandoverError)) throw error;
          const message = handoverErrorText(error.message, t);
          return {
            ok: false,
            status: error.status,
            message,
            data: { intent, result: submission.reply({ formErrors: [message] }) },
          };
        }
      }
      case "cancel": {
        const submission = parseWithZod(form, { schema: cancelSchemaFor(t) });
        if (submission.status !== "success") {
          return {
            ok: false,
            status: 400,
            message: t("toasts.sayWhy"),
            data: { intent, result: submission.reply() },
          };
        }
        try {
          const { notices } = await cancelHandover(db, user, handoverId, submission.value, now);
          return done(notices);
        } catch (error) {
          if (!(error instanceof HandoverError)) throw error;
          const message = handoverErrorText(error.message, t);
          return {
            ok: false,
            status: error.status,
            message,
            data: { intent, result: submission.reply({ formErrors: [message] }) },
          };
        }
      }
      case "accept": {
        const signature = form.get("proposal");
        const shown = typeof signature === "string" ? signature : "";
        return done(await acceptPickup(db, user, handoverId, shown, now));
      }
      case "mark-collected":
        return done(await markCollected(db, user, handoverId, now));
      case "confirm-collected":
        await confirmCollected(db, user, handoverId, now);
        return done([]);
    }
  } catch (error) {
    if (error instanceof HandoverError)
      return plain(handoverErrorText(error.message, t), error.status);
    throw error;
  }
}
