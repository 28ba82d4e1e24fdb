import { addDays, isIsoDate, ukToday } from "~/planting/uk-calendar";
import { z } from "~/zod";
import { cancelReasonLabels, cancelReasons, PICKUP_LIMITS, pickupMessages } from "./handover-text";
import { pickupIsOver, ukTimeNow } from "./pickup-time";

export * from "./handover-text";

// The handover page's forms as the server checks them (Zod, parsed with Conform): a pickup
// proposal and a cancellation. The words and choices they use live in handover-text.ts, which
// the page's forms import without Zod; they are re-exported here for the services.

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function trimmedText(required: string) {
  return z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z.string({ error: required }).min(1, required),
  );
}

function time(required: string) {
  return trimmedText(required).pipe(z.string().regex(TIME, pickupMessages.timeInvalid));
}

/**
 * A pickup window and meeting point, as proposed at `now`: a UK day from today to 60 days on,
 * a time range on it that has not already ended, and a meeting point in the two people's words.
 */
export function pickupSchema(now: Date = new Date()) {
  return z
    .object({
      pickupDate: trimmedText(pickupMessages.dateRequired).pipe(
        z.string().refine(isIsoDate, pickupMessages.dateInvalid),
      ),
      pickupFrom: time(pickupMessages.fromRequired),
      pickupUntil: time(pickupMessages.untilRequired),
      meetingPoint: trimmedText(pickupMessages.meetingPointRequired).pipe(
        z.string().max(PICKUP_LIMITS.meetingPoint, pickupMessages.meetingPointTooLong),
      ),
    })
    .superRefine((value, ctx) => {
      // Zod runs this even when a field failed its own check: judge only what parsed.
      const dayOk = isIsoDate(value.pickupDate);
      const timesOk = TIME.test(value.pickupFrom) && TIME.test(value.pickupUntil);
      const today = ukToday(now);
      if (dayOk && value.pickupDate < today) {
        ctx.addIssue({ code: "custom", path: ["pickupDate"], message: pickupMessages.datePast });
      } else if (dayOk && value.pickupDate > addDays(today, PICKUP_LIMITS.daysAhead)) {
        ctx.addIssue({ code: "custom", path: ["pickupDate"], message: pickupMessages.dateTooFar });
      }
      if (!timesOk) return;
      if (value.pickupUntil <= value.pickupFrom) {
        ctx.addIssue({
          code: "custom",
          path: ["pickupUntil"],
          message: pickupMessages.untilBeforeFrom,
        });
      } else if (
        dayOk &&
        value.pickupDate === today &&
        pickupIsOver({ date: value.pickupDate, until: value.pickupUntil }, today, ukTimeNow(now))
      ) {
        ctx.addIssue({
          code: "custom",
          path: ["pickupUntil"],
          message: pickupMessages.alreadyOver,
        });
      }
    });
}

export type PickupInput = z.infer<ReturnType<typeof pickupSchema>>;

export const cancelSchema = z
  .object({
    reason: z.enum(cancelReasons, { error: pickupMessages.reasonRequired }),
    note: z.preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
      z.string().trim().max(PICKUP_LIMITS.cancelNote, pickupMessages.noteTooLong).optional(),
    ),
  })
  .superRefine((value, ctx) => {
    if (value.reason === "other" && !value.note) {
      ctx.addIssue({ code: "custom", path: ["note"], message: pickupMessages.noteRequired });
    }
  });

export type CancelInput = z.infer<typeof cancelSchema>;

/** The reason as stored and shown: its words, then the member's own, if any. */
export function cancelReasonText(input: CancelInput): string {
  const label = cancelReasonLabels[input.reason];
  return input.note ? `${label}: ${input.note}` : label;
}
