import { z } from "~/zod";

// Client-safe: a member's report of anything on the site (decision 0031), checked in the browser
// and again on the server. The kinds are the moderation targets the domains offer.

export const REPORT_NOTE_MAX = 1000;

/**
 * Why something is reported, in two groups (decision 0075). The first follows the illegal harms
 * of Ofcom's illegal-content codes for user-to-user services, condensed into words a member
 * understands (the risk assessment in docs/online-safety maps each one to Ofcom's list); those
 * reports come first in the queue. The second is what breaks Glut's own terms.
 */
export const illegalReportReasons = [
  "illegal-child-abuse",
  "illegal-terrorism",
  "illegal-threats",
  "illegal-hate",
  "illegal-suicide",
  "illegal-intimate-images",
  "illegal-exploitation",
  "illegal-fraud",
  "illegal-drugs-weapons",
  "illegal-animal-cruelty",
  "illegal-other",
] as const;
export const termsReportReasons = ["spam", "scam", "inappropriate", "other"] as const;
export const reportReasons = [...illegalReportReasons, ...termsReportReasons] as const;
export type ReportReason = (typeof reportReasons)[number];

export const reportCategories = ["illegal", "terms"] as const;
export type ReportCategory = (typeof reportCategories)[number];
export const reportCategoryLabels: Record<ReportCategory, string> = {
  illegal: "Illegal content",
  terms: "Against Glut's rules",
};
export const reportReasonGroups: readonly {
  category: ReportCategory;
  reasons: readonly ReportReason[];
}[] = [
  { category: "illegal", reasons: illegalReportReasons },
  { category: "terms", reasons: termsReportReasons },
];

/** Stored reasons that name an illegal harm start with this (the queue filters on it). */
export const ILLEGAL_REASON_PREFIX = "illegal-";

export const reportReasonLabels: Record<ReportReason, string> = {
  "illegal-child-abuse": "Child sexual abuse, or grooming a child",
  "illegal-terrorism": "Terrorism or violent extremism",
  "illegal-threats": "Threats, stalking, harassment or controlling behaviour",
  "illegal-hate": "Stirring up hatred (race, religion, sexuality)",
  "illegal-suicide": "Encouraging suicide or serious self-harm",
  "illegal-intimate-images": "Intimate images shared without consent, or extreme pornography",
  "illegal-exploitation": "Sexual exploitation, trafficking or illegal immigration",
  "illegal-fraud": "Fraud, money laundering or other financial crime",
  "illegal-drugs-weapons": "Drugs, knives, guns or other weapons",
  "illegal-animal-cruelty": "Animal cruelty",
  "illegal-other": "Something else illegal (for example foreign interference)",
  spam: "Spam or advertising",
  scam: "A scam, or selling (nothing is sold on Glut)",
  inappropriate: "Rude, unsafe or off-topic",
  other: "Something else",
};

/** The group a stored reason falls in: older and moved reasons are breaches of the terms. */
export function reportCategoryOf(reason: string): ReportCategory {
  return reason.startsWith(ILLEGAL_REASON_PREFIX) ? "illegal" : "terms";
}

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
