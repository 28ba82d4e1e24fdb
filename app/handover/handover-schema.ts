import type { SubmissionResult } from "@conform-to/react";
import { addDays, isIsoDate, ukToday } from "~/planting/uk-calendar";
import { z } from "~/zod";
import { pickupIsOver, ukTimeNow } from "./pickup-time";

// The handover page's forms, checked in the browser and again on the server (Conform + Zod):
// a pickup proposal and a cancellation. Client-safe.

export const PICKUP_LIMITS = { meetingPoint: 200, cancelNote: 300, daysAhead: 60 } as const;

export const pickupMessages = {
  dateRequired: "Choose the day of the pickup.",
  dateInvalid: "Enter the day as a date, for example 2026-12-05.",
  datePast: "The pickup day cannot be in the past.",
  dateTooFar: `Choose a day in the next ${PICKUP_LIMITS.daysAhead} days.`,
  fromRequired: "Enter the time the pickup can start, for example 10:00.",
  untilRequired: "Enter the time the pickup must end by, for example 11:00.",
  timeInvalid: "Enter a time as hours and minutes, for example 10:30.",
  untilBeforeFrom: "The pickup must end after it starts.",
  alreadyOver: "That time has already passed today. Choose a later time or another day.",
  meetingPointRequired: "Say where to meet, for example “outside the library on Otley Road”.",
  meetingPointTooLong: `Keep the meeting point to ${PICKUP_LIMITS.meetingPoint} characters or fewer.`,
  reasonRequired: "Choose why you are cancelling.",
  noteRequired: "Say why in a few words.",
  noteTooLong: `Keep it to ${PICKUP_LIMITS.cancelNote} characters or fewer.`,
} as const;

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

/** Why a reservation is cancelled; each side is offered its own, and both the last two. */
export const cancelReasons = [
  "no-show",
  "cannot-give",
  "not-needed",
  "cannot-collect",
  "plans-changed",
  "other",
] as const;
export type CancelReason = (typeof cancelReasons)[number];

export const cancelReasonLabels: Record<CancelReason, string> = {
  "no-show": "They did not come",
  "cannot-give": "I can no longer give it",
  "not-needed": "I no longer need it",
  "cannot-collect": "I cannot collect it after all",
  "plans-changed": "Our plans changed",
  other: "Another reason",
};

/** The reasons each side may give: only the giver records that the other did not come. */
export const cancelReasonsFor: Record<"giver" | "receiver", readonly CancelReason[]> = {
  giver: ["no-show", "cannot-give", "plans-changed", "other"],
  receiver: ["not-needed", "cannot-collect", "plans-changed", "other"],
};

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

/** The page's forms, by the `intent` their button sends. */
export const handoverIntents = [
  "propose",
  "accept",
  "cancel",
  "mark-collected",
  "confirm-collected",
] as const;
export type HandoverIntent = (typeof handoverIntents)[number];

export function isHandoverIntent(value: unknown): value is HandoverIntent {
  return (handoverIntents as readonly unknown[]).includes(value);
}

/**
 * What the accept button carries of the proposal it was shown, so an accept that crosses a new
 * proposal is refused rather than agreeing to a time the person never saw.
 */
export function proposalSignature(proposal: {
  date: string;
  from: string;
  until: string;
  meetingPoint: string;
}): string {
  return [proposal.date, proposal.from, proposal.until, proposal.meetingPoint].join("|");
}

/** What the page's action answers with when it does not move on: which form, and its errors. */
export type HandoverActionData = {
  intent: HandoverIntent | null;
  result: SubmissionResult<string[]>;
};
