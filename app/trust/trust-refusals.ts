import { type MemberStanding, standingDate } from "./member-standing";
import type { AllowanceRule, CountedAction } from "./trust-limits";

// The words of every refusal the trust limits make: what the limit is, and when the member can
// try again, in UK time.

/** A limit reached. `status` is what a route answers with (429 for counted actions). */
export class TrustLimitError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = "TrustLimitError";
    this.status = status;
  }
}

const doneWords: Record<CountedAction, (max: number) => string> = {
  "listing-create": (max) => `You have created ${max} ${max === 1 ? "listing" : "listings"}`,
  "listing-edit": (max) => `You have edited listings ${max} times`,
  "conversation-open": (max) =>
    `You have started ${max} new ${max === 1 ? "conversation" : "conversations"}`,
  "message-send": (max) => `You have sent ${max} ${max === 1 ? "message" : "messages"}`,
};

const clock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  hour: "2-digit",
  minute: "2-digit",
});
const dayKey = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const dayName = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  weekday: "long",
  day: "numeric",
  month: "long",
});

/** "at 14:35 today", "at 09:12 tomorrow", "at 09:12 on Monday 30 November" (UK time). */
export function whenAgain(at: Date, now: Date): string {
  const time = clock.format(at);
  const day = dayKey.format(at);
  if (day === dayKey.format(now)) return `at ${time} today`;
  if (day === dayKey.format(new Date(now.getTime() + 24 * 60 * 60 * 1000)))
    return `at ${time} tomorrow`;
  return `at ${time} on ${dayName.format(at)}`;
}

function windowWords(seconds: number): string {
  if (seconds === 60 * 60) return "in the last hour";
  if (seconds === 24 * 60 * 60) return "in the last 24 hours";
  return `in the last ${Math.round(seconds / 60)} minutes`;
}

/** Says the newcomer period and its end, after a refusal that a newcomer limit made. */
export function newcomerNote(standing: MemberStanding): string {
  return standing.newcomerUntil
    ? ` New members have lower limits in their first week, until ${standingDate(standing.newcomerUntil)}.`
    : "";
}

export function allowanceRefusal(
  action: CountedAction,
  rule: AllowanceRule,
  standing: MemberStanding,
  retryAt: Date,
  now: Date,
): TrustLimitError {
  return new TrustLimitError(
    `${doneWords[action](rule.max)} ${windowWords(rule.window)}, the most we allow. You can try again ${whenAgain(retryAt, now)}.${newcomerNote(standing)}`,
    429,
  );
}

export function linkRefusal(max: number, where: "message" | "post", standing: MemberStanding) {
  return new TrustLimitError(
    `New members can include up to ${max} ${max === 1 ? "link" : "links"} in a ${where}, until ${
      standing.newcomerUntil ? standingDate(standing.newcomerUntil) : "their first week is over"
    }. Please remove some links and send it again.`,
    400,
  );
}

export function photoCountRefusal(
  max: number,
  where: "listing" | "post",
  standing: MemberStanding,
) {
  return new TrustLimitError(
    `New members can add up to ${max} ${max === 1 ? "photo" : "photos"} to a ${where}, until ${
      standing.newcomerUntil ? standingDate(standing.newcomerUntil) : "their first week is over"
    }. Please remove some photos and try again.`,
    400,
  );
}
