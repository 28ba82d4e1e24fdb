import { englishFrom } from "~/i18n/english";
import { FORMAT_LOCALE, type Language } from "~/i18n/languages";
import enTrust from "~/i18n/locales/en/trust";
import type { Translate } from "~/i18n/messages";
import { type MemberStanding, standingDate } from "./member-standing";
import type { AllowanceRule, CountedAction } from "./trust-limits";

// The words of every refusal the trust limits make: what the limit is, and when the member can
// try again, in UK time. A refusal carries its facts (`TrustRefusal`) and is worded where it is
// shown, in that page's language (`trustRefusalIn`, decision 0098); its `message` is the English,
// for logs, tests and code that has no page.

/** What a refusal says, as data: worded by `trustRefusalText` in any language. */
export type TrustRefusal =
  | {
      kind: "allowance";
      action: CountedAction;
      rule: AllowanceRule;
      retryAt: Date;
      now: Date;
      newcomerUntil: Date | null;
    }
  | { kind: "links"; max: number; where: "message" | "post"; newcomerUntil: Date | null }
  | { kind: "photos"; max: number; where: "listing" | "post"; newcomerUntil: Date | null };

/** The English words; `trust:` keys, so a translator of any namespace words them the same. */
const english: Translate = /* @__PURE__ */ englishFrom(enTrust, { trust: enTrust });

/** A limit reached. `status` is what a route answers with (429 for counted actions). */
export class TrustLimitError extends Error {
  readonly status: number;
  readonly refusal: TrustRefusal;
  constructor(refusal: TrustRefusal, status: number) {
    super(trustRefusalText(refusal, english, "en"));
    this.name = "TrustLimitError";
    this.status = status;
    this.refusal = refusal;
  }
}

const ukTime = { timeZone: "Europe/London" } as const;
const formatsIn = (lng: Language) => ({
  clock: new Intl.DateTimeFormat(FORMAT_LOCALE[lng], {
    ...ukTime,
    hour: "2-digit",
    minute: "2-digit",
  }),
  // Always en-GB: only compared, never shown.
  dayKey: new Intl.DateTimeFormat("en-GB", {
    ...ukTime,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }),
  weekday: new Intl.DateTimeFormat(FORMAT_LOCALE[lng], { ...ukTime, weekday: "long" }),
  day: new Intl.DateTimeFormat(FORMAT_LOCALE[lng], { ...ukTime, day: "numeric" }),
  month: new Intl.DateTimeFormat(FORMAT_LOCALE[lng], { ...ukTime, month: "long" }),
  dayName: new Intl.DateTimeFormat(FORMAT_LOCALE[lng], {
    ...ukTime,
    weekday: "long",
    day: "numeric",
    month: "long",
  }),
});
// Made on first use: a module that only imports this one pays nothing.
const made: Partial<Record<Language, ReturnType<typeof formatsIn>>> = {};
const formatsFor = (lng: Language) => {
  made[lng] ??= formatsIn(lng);
  return made[lng];
};

/**
 * A day after "on": "Monday 30 November"; in Welsh the name after "ddydd" ("Llun 30 Tachwedd"),
 * since Intl says "Dydd Llun, 30 Tachwedd" and the sentence has "ddydd" already, mutated.
 */
function dayWords(at: Date, lng: Language): string {
  const format = formatsFor(lng);
  if (lng === "en") return format.dayName.format(at);
  // Piece by piece: ICU versions order Welsh day and month differently ("Rhagfyr 7").
  const weekday = format.weekday.format(at).replace(/^dydd\s+/i, "");
  return `${weekday} ${format.day.format(at)} ${format.month.format(at)}`;
}

/**
 * "at 14:35 today", "at 09:12 tomorrow", "at 09:12 on Monday 30 November" (UK time); with a
 * translator and language, in that language ("am 09:12 ddydd Llun 30 Tachwedd").
 */
export function whenAgain(
  at: Date,
  now: Date,
  t: Translate = english,
  lng: Language = "en",
): string {
  const format = formatsFor(lng);
  const time = format.clock.format(at);
  const day = format.dayKey.format(at);
  if (day === format.dayKey.format(now)) return t("trust:when.today", { time });
  if (day === format.dayKey.format(new Date(now.getTime() + 24 * 60 * 60 * 1000)))
    return t("trust:when.tomorrow", { time });
  return t("trust:when.later", { time, day: dayWords(at, lng) });
}

function windowWords(seconds: number, t: Translate): string {
  if (seconds === 60 * 60) return t("trust:window.hour");
  if (seconds === 24 * 60 * 60) return t("trust:window.day");
  return t("trust:window.minutes", { minutes: Math.round(seconds / 60) });
}

/** "5 December 2026" in the language's words. */
function untilDate(date: Date, lng: Language): string {
  return standingDate(date, lng);
}

/** Says the newcomer period and its end, after a refusal that a newcomer limit made. */
export function newcomerNote(
  standing: Pick<MemberStanding, "newcomerUntil">,
  t: Translate = english,
  lng: Language = "en",
): string {
  return standing.newcomerUntil
    ? t("trust:newcomer", { date: untilDate(standing.newcomerUntil, lng) })
    : "";
}

/** A refusal in the words of `t` (any namespace: the keys name `trust:`), dates in `lng`. */
export function trustRefusalText(refusal: TrustRefusal, t: Translate, lng: Language): string {
  switch (refusal.kind) {
    case "allowance":
      return t("trust:allowance", {
        done: t(`trust:done.${refusal.action}`, { count: refusal.rule.max }),
        window: windowWords(refusal.rule.window, t),
        when: whenAgain(refusal.retryAt, refusal.now, t, lng),
        newcomer: newcomerNote(refusal, t, lng),
      });
    case "links":
    case "photos": {
      const until = refusal.newcomerUntil
        ? untilDate(refusal.newcomerUntil, lng)
        : t("trust:firstWeekOver");
      return t(`trust:${refusal.kind}.${refusal.where}`, { count: refusal.max, until });
    }
  }
}

/**
 * The trust limit behind a refusal, worded in `t` and `lng`: the error itself, or one a domain
 * wrapped it in (its `cause`, as the forum's, messaging's, wanted posts' and listings' errors
 * carry it). Undefined for any other refusal, which the page words as it always has.
 */
export function trustRefusalIn(error: unknown, t: Translate, lng: Language): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current instanceof TrustLimitError) return trustRefusalText(current.refusal, t, lng);
    current = current.cause;
  }
  return undefined;
}

export function allowanceRefusal(
  action: CountedAction,
  rule: AllowanceRule,
  standing: MemberStanding,
  retryAt: Date,
  now: Date,
): TrustLimitError {
  return new TrustLimitError(
    { kind: "allowance", action, rule, retryAt, now, newcomerUntil: standing.newcomerUntil },
    429,
  );
}

export function linkRefusal(max: number, where: "message" | "post", standing: MemberStanding) {
  return new TrustLimitError(
    { kind: "links", max, where, newcomerUntil: standing.newcomerUntil },
    400,
  );
}

export function photoCountRefusal(
  max: number,
  where: "listing" | "post",
  standing: MemberStanding,
) {
  return new TrustLimitError(
    { kind: "photos", max, where, newcomerUntil: standing.newcomerUntil },
    400,
  );
}
