import { englishFrom } from "~/i18n/english";
import { FORMAT_LOCALE, type Language } from "~/i18n/languages";
import enAdmin from "~/i18n/locales/en/admin";
import type { Translate } from "~/i18n/messages";
import { NEWCOMER_DAYS, type Standing } from "./trust-limits";

// The newcomer rule, in one place (decision 0071): a member is a newcomer for their first
// NEWCOMER_DAYS days after sign-up, then established without anyone acting. Staff never are.
// Unconfirmed email and moderation are handled elsewhere: nothing is posted before the email is
// confirmed, and a member who abuses the site is suspended (decision 0031).

export interface MemberForStanding {
  createdAt: Date;
  roles?: readonly string[];
}

export interface MemberStanding {
  standing: Standing;
  /** When the newcomer limits lift; null for an established member. */
  newcomerUntil: Date | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

let newcomerDays = NEWCOMER_DAYS;

/**
 * The configured newcomer period (NEWCOMER_DAYS), set once at boot by the composition; 0 turns
 * newcomer limits off (the end-to-end suite, whose accounts are minutes old).
 */
export function configureNewcomerDays(days: number): void {
  newcomerDays = days;
}

export function memberStanding(
  member: MemberForStanding,
  now: Date = new Date(),
  days: number = newcomerDays,
): MemberStanding {
  if (member.roles && member.roles.length > 0)
    return { standing: "established", newcomerUntil: null };
  const until = new Date(member.createdAt.getTime() + days * DAY_MS);
  return until > now
    ? { standing: "newcomer", newcomerUntil: until }
    : { standing: "established", newcomerUntil: null };
}

// Made on first use, one per language: a module that only imports this one pays nothing.
const longDates: Partial<Record<Language, Intl.DateTimeFormat>> = {};

/** "5 December 2026" ("5 Rhagfyr 2026"), UK time. Server-side only for Welsh: ICU's month names. */
export function standingDate(date: Date, lng: Language = "en"): string {
  longDates[lng] ??= new Intl.DateTimeFormat(FORMAT_LOCALE[lng], {
    timeZone: "Europe/London",
    day: "numeric",
    month: "long",
    year: "numeric",
  });
  return longDates[lng].format(date);
}

const english: Translate = /* @__PURE__ */ englishFrom(enAdmin, { admin: enAdmin });

/**
 * What moderators see beside a member: "Newcomer (until 5 December 2026)", or null; in the words
 * of `t` (any namespace: the key names `admin:`) and the dates of `lng`.
 */
export function newcomerLabel(
  standing: Pick<MemberStanding, "newcomerUntil">,
  t: Translate = english,
  lng: Language = "en",
): string | null {
  return standing.newcomerUntil
    ? t("admin:reports.newcomer", { date: standingDate(new Date(standing.newcomerUntil), lng) })
    : null;
}
