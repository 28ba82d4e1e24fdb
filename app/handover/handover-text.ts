import type { SubmissionResult } from "@conform-to/react";

// The handover page's words, limits and choices, without Zod, so the page's forms can use them
// without bringing a validator to the browser (the server checks, handover-schema.ts; the forms
// post and show its answer, as decision 0066 does for the listing form).

export const PICKUP_LIMITS = { meetingPoint: 200, cancelNote: 300, daysAhead: 60 } as const;

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

/** The reasons each side may give: only the giver records that the other did not come. */
export const cancelReasonsFor: Record<"giver" | "receiver", readonly CancelReason[]> = {
  giver: ["no-show", "cannot-give", "plans-changed", "other"],
  receiver: ["not-needed", "cannot-collect", "plans-changed", "other"],
};

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
