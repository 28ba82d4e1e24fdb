import type { Translate } from "~/i18n/messages";
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
export const reportReasonGroups: readonly {
  category: ReportCategory;
  reasons: readonly ReportReason[];
}[] = [
  { category: "illegal", reasons: illegalReportReasons },
  { category: "terms", reasons: termsReportReasons },
];

/** Stored reasons that name an illegal harm start with this (the queue filters on it). */
export const ILLEGAL_REASON_PREFIX = "illegal-";

/** A reason's label, from the shell's catalogue (`common:report.reasons.*`) in `t`'s words. */
export const reportReasonLabelIn = (t: Translate, reason: ReportReason) =>
  t(`report.reasons.${reason}`);

/** A group's label (`common:report.categories.*`) in `t`'s words. */
export const reportCategoryLabelIn = (t: Translate, category: ReportCategory) =>
  t(`report.categories.${category}`);

/** The group a stored reason falls in: older and moved reasons are breaches of the terms. */
export function reportCategoryOf(reason: string): ReportCategory {
  return reason.startsWith(ILLEGAL_REASON_PREFIX) ? "illegal" : "terms";
}

/** What /report says when a report is refused, by its key in the `safety` catalogue (`report.*`). */
export type ReportRefusal = "already" | "tooMany" | "notFound";

export const REPORT_VIA_DIALOG = "dialog";

/**
 * The report form's schema, its messages in the words of `t` (the shell's catalogue: the form is
 * on many pages, each of which has `common`).
 */
export function reportSchemaFor(t: Translate) {
  return z.object({
    kind: z.string().min(1).max(40),
    targetId: z.string().min(1).max(100),
    returnTo: z.string().max(500).optional(),
    via: z.string().optional(),
    reason: z.enum(reportReasons, { error: t("report.errors.chooseReason") }),
    note: z.preprocess(
      (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined),
      z
        .string()
        .max(REPORT_NOTE_MAX, t("report.errors.noteTooLong", { max: REPORT_NOTE_MAX }))
        .optional(),
    ),
  });
}

export type ReportInput = z.infer<ReturnType<typeof reportSchemaFor>>;
