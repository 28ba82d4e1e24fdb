import { parseWithZod } from "@conform-to/zod/v4";
import type { CurrentUser } from "~/accounts/current-user.server";
import type { Db } from "~/server/db/database.server";
import { cancelHandover } from "./handover-cancel.server";
import { confirmCollected, markCollected } from "./handover-collected.server";
import { HandoverError } from "./handover-errors";
import type { HandoverNotice } from "./handover-notices";
import { acceptPickup, proposePickup } from "./handover-pickup.server";
import {
  cancelSchema,
  type HandoverActionData,
  type HandoverIntent,
  isHandoverIntent,
  pickupSchema,
} from "./handover-schema";

// The handover page's one action, by the intent its button sends: the form is read and checked
// here, the service called, and the route told what to answer. Every rule is in the services.

export type HandoverActionOutcome =
  | { ok: true; message: string; notices: HandoverNotice[] }
  | { ok: false; status: number; message: string; data: HandoverActionData };

const successMessages: Record<HandoverIntent, string> = {
  propose: "Pickup time sent",
  accept: "Pickup agreed",
  cancel: "Reservation cancelled",
  "mark-collected": "Marked as collected",
  "confirm-collected": "Collection confirmed",
};

export const UNKNOWN_INTENT = "That form is not one this page has.";

export async function handleHandoverAction(
  db: Db,
  user: CurrentUser,
  handoverId: string,
  form: FormData,
  now: Date = new Date(),
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
  if (!isHandoverIntent(intent)) return plain(UNKNOWN_INTENT, 400);
  const done = (notices: HandoverNotice[]): HandoverActionOutcome => ({
    ok: true,
    message: successMessages[intent],
    notices,
  });
  try {
    switch (intent) {
      case "propose": {
        const submission = parseWithZod(form, { schema: pickupSchema(now) });
        if (submission.status !== "success") {
          return {
            ok: false,
            status: 400,
            message: "Check the pickup time",
            data: { intent, result: submission.reply() },
          };
        }
        try {
          return done(await proposePickup(db, user, handoverId, submission.value, now));
        } catch (error) {
          if (!(error instanceof HandoverError)) throw error;
          return {
            ok: false,
            status: error.status,
            message: error.message,
            data: { intent, result: submission.reply({ formErrors: [error.message] }) },
          };
        }
      }
      case "cancel": {
        const submission = parseWithZod(form, { schema: cancelSchema });
        if (submission.status !== "success") {
          return {
            ok: false,
            status: 400,
            message: "Say why you are cancelling",
            data: { intent, result: submission.reply() },
          };
        }
        try {
          const { notices } = await cancelHandover(db, user, handoverId, submission.value, now);
          return done(notices);
        } catch (error) {
          if (!(error instanceof HandoverError)) throw error;
          return {
            ok: false,
            status: error.status,
            message: error.message,
            data: { intent, result: submission.reply({ formErrors: [error.message] }) },
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
    if (error instanceof HandoverError) return plain(error.message, error.status);
    throw error;
  }
}
