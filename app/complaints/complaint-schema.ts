import { englishFrom } from "~/i18n/english";
import enSupport from "~/i18n/locales/en/support";
import type { Translate } from "~/i18n/messages";
import { COMPLAINT_RESPONSE_WORKING_DAYS } from "~/legal/complaint-response-time";
import { z } from "~/zod";

// Client-safe: the complaints form (decision 0075), checked in the browser and on the server.

/** A complaint's reference, e.g. "GC-7KQ2M9XA": letters and digits not mistaken for others. */
export const COMPLAINT_REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const COMPLAINT_REFERENCE_PATTERN = /^GC-[2-9A-HJ-NP-Z]{8}$/;

export const COMPLAINT_MESSAGE_MAX = 2000;
export const COMPLAINT_NAME_MAX = 100;
export const COMPLAINT_EMAIL_MAX = 254;
export const COMPLAINT_URL_MAX = 500;
export const COMPLAINT_RESPONSE_MAX = 2000;

export const complaintKindOptions = ["content", "compliance", "appeal"] as const;
export const complaintKindLabels: Record<(typeof complaintKindOptions)[number], string> = {
  content: "Content on Glut (for example something illegal)",
  compliance: "How Glut keeps people safe or handles reports",
  appeal: "Appeal a moderation decision about me",
};

export const appealDecisionOptions = ["hidden", "suspended"] as const;
const english = /* @__PURE__ */ englishFrom(enSupport);

/** The appeal's decisions in the words of `t` (the `support` catalogue). */
export const appealDecisionLabelIn = (
  t: Translate,
  decision: (typeof appealDecisionOptions)[number],
) => t(`complaints.decisions.${decision}`);

/** The form's messages in the words of `t` (the `support` catalogue's `complaints.forms.*`). */
export function complaintFormMessagesFor(t: Translate) {
  const days = COMPLAINT_RESPONSE_WORKING_DAYS;
  return {
    kind: t("complaints.forms.kind"),
    name: t("complaints.forms.name"),
    nameTooLong: t("complaints.forms.nameTooLong", { max: COMPLAINT_NAME_MAX }),
    email: t("complaints.forms.email"),
    message: t("complaints.forms.message"),
    messageTooLong: t("complaints.forms.messageTooLong", { max: COMPLAINT_MESSAGE_MAX }),
    urlTooLong: t("complaints.forms.urlTooLong", { max: COMPLAINT_URL_MAX }),
    decision: t("complaints.forms.decision"),
    sentTitle: t("complaints.forms.sentTitle"),
    sent: (reference: string) => t("complaints.forms.sent", { reference, days }),
    rateLimited: t("complaints.forms.rateLimited"),
    failed: t("complaints.forms.failed"),
  };
}

/** The messages in English, with the staff's (who work in English, decision 0098). */
export const complaintMessages = {
  ...complaintFormMessagesFor(english),
  response: "Write the answer the complainant will receive.",
  responseTooLong: `The answer must be at most ${COMPLAINT_RESPONSE_MAX} characters.`,
  alreadyResolved: "Another member of staff has already answered this complaint.",
  notFound: "Complaint not found.",
  resolved: "Answer sent and complaint resolved.",
};

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);
const optionalText = (max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined),
    z.string().max(max, message).optional(),
  );

/** The complaint form's schema, its messages in the words of `t`. */
export function complaintSchemaFor(t: Translate) {
  const complaintMessages = complaintFormMessagesFor(t);
  return z
    .object({
      kind: z.enum(complaintKindOptions, { error: complaintMessages.kind }),
      name: requiredText(complaintMessages.name)
        .max(COMPLAINT_NAME_MAX, complaintMessages.nameTooLong)
        // The name goes into email subjects: one line.
        .transform((name) => name.replace(/\s+/g, " ")),
      email: requiredText(complaintMessages.email).pipe(
        z
          .email({ error: complaintMessages.email })
          .max(COMPLAINT_EMAIL_MAX, complaintMessages.email),
      ),
      contentUrl: optionalText(COMPLAINT_URL_MAX, complaintMessages.urlTooLong),
      decision: z.preprocess(
        (value) => (value === "" ? undefined : value),
        z.enum(appealDecisionOptions, { error: complaintMessages.decision }).optional(),
      ),
      message: requiredText(complaintMessages.message).max(
        COMPLAINT_MESSAGE_MAX,
        complaintMessages.messageTooLong,
      ),
      via: z.string().optional(),
    })
    .superRefine((value, ctx) => {
      if (value.kind === "appeal" && !value.decision) {
        ctx.addIssue({ code: "custom", path: ["decision"], message: complaintMessages.decision });
      }
    });
}

/** The English schema (the tests). */
export const complaintSchema = complaintSchemaFor(english);
export type ComplaintInput = z.output<ReturnType<typeof complaintSchemaFor>>;

export const complaintResponseSchema = z.object({
  complaintId: z.uuid(),
  response: requiredText(complaintMessages.response).max(
    COMPLAINT_RESPONSE_MAX,
    complaintMessages.responseTooLong,
  ),
});
