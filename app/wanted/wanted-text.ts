import type { SubmissionResult } from "@conform-to/react";
import { englishFrom } from "~/i18n/english";
import enWanted from "~/i18n/locales/en/wanted";
import type { Translate } from "~/i18n/messages";
import { LISTING_LIMITS } from "~/listings/listing-options";
import { addDays, formatUkDate } from "~/planting/uk-calendar";

// Client-safe, without Zod (decision 0066): the wanted post's words, limits and days, which its
// pages, cards and one schema (wanted-schema.ts) share (decision 0090).

export const WANTED_LIMITS = { title: 100, note: 500, location: LISTING_LIMITS.location } as const;

/** A post is shown for 30 days unless its member chooses fewer; 60 at most (decision 0090). */
export const WANTED_DEFAULT_DAYS = 30;
export const WANTED_MAX_DAYS = 60;

export function defaultWantedExpiry(today: string): string {
  return addDays(today, WANTED_DEFAULT_DAYS);
}

export function latestWantedExpiry(today: string): string {
  return addDays(today, WANTED_MAX_DAYS);
}

// Marked pure, so a browser bundle that does not word a message leaves the catalogue out.
const english = /* @__PURE__ */ englishFrom(enWanted);

/** The form's and the services' messages in the words of `t` (the `wanted` catalogue). */
export function wantedMessagesFor(t: Translate) {
  return {
    titleRequired: t("forms.titleRequired"),
    titleTooLong: t("forms.titleTooLong", { max: WANTED_LIMITS.title }),
    categoryRequired: t("forms.categoryRequired"),
    locationRequired: t("forms.locationRequired"),
    locationUnknown: t("forms.locationUnknown"),
    locationTooLong: t("forms.locationTooLong", { max: WANTED_LIMITS.location }),
    noteTooLong: t("forms.noteTooLong", { max: WANTED_LIMITS.note }),
    expiresOn: t("forms.expiresOn"),
    expiresOnPast: t("forms.expiresOnPast"),
    expiresOnTooFar: t("forms.expiresOnTooFar", { days: WANTED_MAX_DAYS }),
    notFound: t("forms.notFound"),
    forbidden: t("forms.forbidden"),
    emailFirst: t("forms.emailFirst"),
  };
}

/** The member gate's reason for posting, editing and listing wanted posts. */
export const WANTED_GATE_REASON = {
  personal: "wanted:forms.gatePersonal",
  organisation: "wanted:forms.gateOrganisation",
} as const;

/** The English messages: the services' refusals, and tests. */
export const wantedMessages = /* @__PURE__ */ wantedMessagesFor(english);

/** A refusal of the services (English) in the words of `t`; one it does not know stays. */
export function wantedRefusalIn(message: string, t: Translate): string {
  const messages = wantedMessagesFor(t);
  const key = (Object.keys(wantedMessages) as (keyof typeof wantedMessages)[]).find(
    (name) => wantedMessages[name] === message,
  );
  const found = key ? messages[key] : undefined;
  return typeof found === "string" ? found : message;
}

/** “Looking for: rhubarb crowns”. */
export function lookingFor(title: string): string {
  return `Looking for: ${title}`;
}

/** “Until 29 December 2026”. */
export function wantedUntilLabel(expiresOn: string): string {
  return `Until ${formatUkDate(expiresOn)}`;
}

/** What a wanted form's action answers when it did not save: the reply keeps what was typed. */
export interface WantedFormActionData {
  result: SubmissionResult<string[]>;
}
