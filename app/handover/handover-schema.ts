import { englishFrom } from "~/i18n/english";
import type { Language } from "~/i18n/languages";
import enHandovers from "~/i18n/locales/en/handovers";
import type { Translate } from "~/i18n/messages";
import { addDays, isIsoDate, ukToday } from "~/planting/uk-calendar";
import { z } from "~/zod";
import { type CancelReason, cancelReasons, PICKUP_LIMITS } from "./handover-text";
import { pickupIsOver, ukTimeNow } from "./pickup-time";

export * from "./handover-text";

// The handover page's forms as the server checks them (Zod, parsed with Conform): a pickup
// proposal and a cancellation. The words and choices they use live in handover-text.ts, which
// the page's forms import without Zod; they are re-exported here for the services.

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The `handovers` catalogue's English, for the defaults. */
export const english = /* @__PURE__ */ englishFrom(enHandovers);

/** The forms' messages in the words of `t` (the `handovers` catalogue's `forms.*`). */
export function pickupMessagesFor(t: Translate) {
  return {
    dateRequired: t("forms.dateRequired"),
    dateInvalid: t("forms.dateInvalid"),
    datePast: t("forms.datePast"),
    dateTooFar: t("forms.dateTooFar", { days: PICKUP_LIMITS.daysAhead }),
    fromRequired: t("forms.fromRequired"),
    untilRequired: t("forms.untilRequired"),
    timeInvalid: t("forms.timeInvalid"),
    untilBeforeFrom: t("forms.untilBeforeFrom"),
    alreadyOver: t("forms.alreadyOver"),
    meetingPointRequired: t("forms.meetingPointRequired"),
    meetingPointTooLong: t("forms.meetingPointTooLong", { max: PICKUP_LIMITS.meetingPoint }),
    reasonRequired: t("forms.reasonRequired"),
    noteRequired: t("forms.noteRequired"),
    noteTooLong: t("forms.noteTooLong", { max: PICKUP_LIMITS.cancelNote }),
  };
}

/** The English messages (tests, and the services' own checks). */
export const pickupMessages = pickupMessagesFor(english);

/**
 * A reason's English words. The reason is stored as words with the member's note and goes into
 * the other side's email in English as stored; the form offers the reasons in the page's language.
 */
export const cancelReasonLabels: Record<CancelReason, string> = enHandovers.cancel.reasons;

function trimmedText(required: string) {
  return z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z.string({ error: required }).min(1, required),
  );
}

function time(required: string, invalid: string) {
  return trimmedText(required).pipe(z.string().regex(TIME, invalid));
}

/**
 * A pickup window and meeting point, as proposed at `now`: a UK day from today to 60 days on,
 * a time range on it that has not already ended, and a meeting point in the two people's words.
 */
export function pickupSchema(now: Date = new Date(), t: Translate = english) {
  const pickupMessages = pickupMessagesFor(t);
  return z
    .object({
      pickupDate: trimmedText(pickupMessages.dateRequired).pipe(
        z.string().refine(isIsoDate, pickupMessages.dateInvalid),
      ),
      pickupFrom: time(pickupMessages.fromRequired, pickupMessages.timeInvalid),
      pickupUntil: time(pickupMessages.untilRequired, pickupMessages.timeInvalid),
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

/** A cancellation, its messages in the words of `t`; `cancelSchema` is the English default. */
export function cancelSchemaFor(t: Translate) {
  const pickupMessages = pickupMessagesFor(t);
  return z
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
}

export const cancelSchema = cancelSchemaFor(english);

export type CancelInput = z.infer<ReturnType<typeof cancelSchemaFor>>;

/** The reason as stored: its English words, then the member's own, if any. */
export function cancelReasonText(input: CancelInput): string {
  const label = cancelReasonLabels[input.reason];
  return input.note ? `${label}: ${input.note}` : label;
}

/** What a handover cancelled by an account's deletion stores as its reason. */
export const ACCOUNT_DELETED_REASON = enHandovers.page.accountDeleted;

/**
 * A stored reason in the reader's language (decision 0098). Reasons are stored as English words
 * (`cancelReasonText`), rows from before this too: the reason's words are found again and said in
 * `lng`, the member's own note kept as written. English, and words not recognised, are shown as
 * stored. `t` may be of any namespace: the keys name `handovers`.
 */
export function cancelReasonIn(t: Translate, lng: Language, stored: string): string {
  if (lng === "en") return stored;
  if (stored === ACCOUNT_DELETED_REASON) return t("handovers:page.accountDeleted");
  for (const reason of cancelReasons) {
    const label = cancelReasonLabels[reason];
    const said = () => t(`handovers:cancel.reasons.${reason}`);
    if (stored === label) return said();
    if (stored.startsWith(`${label}: `)) return `${said()}: ${stored.slice(label.length + 2)}`;
  }
  return stored;
}
