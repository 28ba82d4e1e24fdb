import { z } from "~/zod";

// Client-safe: a member's report of anything on the site (decision 0031), checked in the browser
// and again on the server. The kinds are the moderation targets the domains offer.

export const REPORT_NOTE_MAX = 1000;

export const reportReasons = [
  "spam",
  "abuse",
  "scam",
  "unsafe-advice",
  "off-topic",
  "other",
] as const;
export type ReportReason = (typeof reportReasons)[number];
export const reportReasonLabels: Record<ReportReason, string> = {
  spam: "Spam or advertising",
  abuse: "Rude or abusive",
  scam: "A scam, or selling (nothing is sold on Glut)",
  "unsafe-advice": "Unsafe food or advice",
  "off-topic": "Off topic",
  other: "Something else",
};

/** A stored reason as words (reports moved from the forum keep their own reasons). */
export function reportReasonLabel(reason: string): string {
  return reportReasonLabels[reason as ReportReason] ?? reason;
}

export const reportMessages = {
  chooseReason: "Choose why you are reporting this.",
  noteTooLong: `The note must be at most ${REPORT_NOTE_MAX} characters.`,
  sent: "Thank you: a moderator will look at it",
  already: "You have already reported this. A moderator will look at it.",
  tooMany: "You have sent a lot of reports in the last hour. Please try again later.",
  notFound: "That cannot be reported: it may have been removed already.",
} as const;

export const REPORT_VIA_DIALOG = "dialog";

export const reportSchema = z.object({
  kind: z.string().min(1).max(40),
  targetId: z.string().min(1).max(100),
  returnTo: z.string().max(500).optional(),
  via: z.string().optional(),
  reason: z.enum(reportReasons, { error: reportMessages.chooseReason }),
  note: z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined),
    z.string().max(REPORT_NOTE_MAX, reportMessages.noteTooLong).optional(),
  ),
});
export type ReportInput = z.infer<typeof reportSchema>;
