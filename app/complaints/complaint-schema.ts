import { complaintResponseTime } from "~/legal/complaint-response-time";
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
export const appealDecisionLabels: Record<(typeof appealDecisionOptions)[number], string> = {
  hidden: "My listing, post or message was hidden",
  suspended: "My account was suspended",
};

export const complaintMessages = {
  kind: "Choose what your complaint is about.",
  name: "Please enter your name.",
  nameTooLong: `Your name must be at most ${COMPLAINT_NAME_MAX} characters.`,
  email: "Enter a valid email address, like name@example.com",
  message: "Please tell us what your complaint is about.",
  messageTooLong: `Your complaint must be at most ${COMPLAINT_MESSAGE_MAX} characters.`,
  urlTooLong: `The link must be at most ${COMPLAINT_URL_MAX} characters.`,
  decision: "Choose the decision you are appealing.",
  sentTitle: "Complaint received",
  sent: (reference: string) =>
    `Your reference is ${reference}. We have emailed you a copy and will reply ${complaintResponseTime}.`,
  rateLimited:
    "You have sent several complaints in the last hour. Please wait an hour, or write to us by email.",
  failed: "There was an error sending your complaint. Please try again.",
  response: "Write the answer the complainant will receive.",
  responseTooLong: `The answer must be at most ${COMPLAINT_RESPONSE_MAX} characters.`,
  alreadyResolved: "Another member of staff has already answered this complaint.",
  notFound: "Complaint not found.",
  resolved: "Answer sent and complaint resolved.",
} as const;

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);
const optionalText = (max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined),
    z.string().max(max, message).optional(),
  );

export const complaintSchema = z
  .object({
    kind: z.enum(complaintKindOptions, { error: complaintMessages.kind }),
    name: requiredText(complaintMessages.name)
      .max(COMPLAINT_NAME_MAX, complaintMessages.nameTooLong)
      // The name goes into email subjects: one line.
      .transform((name) => name.replace(/\s+/g, " ")),
    email: requiredText(complaintMessages.email).pipe(
      z.email({ error: complaintMessages.email }).max(COMPLAINT_EMAIL_MAX, complaintMessages.email),
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
export type ComplaintInput = z.output<typeof complaintSchema>;

export const complaintResponseSchema = z.object({
  complaintId: z.uuid(),
  response: requiredText(complaintMessages.response).max(
    COMPLAINT_RESPONSE_MAX,
    complaintMessages.responseTooLong,
  ),
});
