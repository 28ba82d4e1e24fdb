import { englishFrom } from "~/i18n/english";
import enCommon from "~/i18n/locales/en/common";
import enSafety from "~/i18n/locales/en/safety";
import {
  type ReportCategory,
  type ReportReason,
  reportCategoryLabelIn,
  reportReasonLabelIn,
  reportReasons,
  reportSchemaFor,
} from "./report-schema";

// The report form's words in English, for the staff's queue (staff work in English), the
// refusals' messages and the pages not yet in Welsh. Apart from report-schema.ts, so the report
// form's browser code, which takes its words from the page, carries no English catalogue.

const englishCommon = englishFrom(enCommon);
const englishSafety = englishFrom(enSafety);

/** The groups' labels in English, for the staff's queue. */
export const reportCategoryLabels: Record<ReportCategory, string> = {
  illegal: reportCategoryLabelIn(englishCommon, "illegal"),
  terms: reportCategoryLabelIn(englishCommon, "terms"),
};

/** A stored reason as words (reports moved from the forum keep their own reasons). */
export function reportReasonLabel(reason: string): string {
  return (reportReasons as readonly string[]).includes(reason)
    ? reportReasonLabelIn(englishCommon, reason as ReportReason)
    : reason;
}

/** The refusals and the thanks in English (the `safety` catalogue's `report.*`). */
export const reportMessages = {
  sent: englishSafety("report.sent"),
  already: englishSafety("report.already"),
  tooMany: englishSafety("report.tooMany"),
  notFound: englishSafety("report.notFound"),
};

/** The English schema: pages not yet in Welsh (their static checks), and the tests. */
export const reportSchema = reportSchemaFor(englishCommon);
