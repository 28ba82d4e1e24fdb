import { i18nFor } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";
import enAlerts from "~/i18n/locales/en/alerts";
import enEmail from "~/i18n/locales/en/email";
import { parseListingFilters } from "~/listings/listing-schema";
import { formatUkDate, monthName } from "~/planting/uk-calendar";
import { describeSavedSearch } from "~/saved-searches/saved-search-description";
import { englishEmail } from "~/server/email/templates/email-language";
import type { NotificationKind } from "./notification-kinds";

// A notification's title and body in the reader's language (decision 0098). Titles are stored in English
// when made (or, for handovers, in the words of the email sent with them), and the rows stored
// before this change are the same: each title is the English of a catalogue message and its
// values, so the message is found again by its English (every message a kind's titles are made
// from, below) and said in the reader's language, the values as stored. A title found in none of
// them (a Welsh handover subject, a change of wording since) is shown as stored, and English
// readers always see it as stored: English is exactly as it was. A body is found the same way
// among the bodies the code writes; what a member wrote in one (a message, a reason) stays as is.

const english = { alerts: enAlerts, email: enEmail } as const;

/** The messages each kind's titles are made from (`ns:key`, a plural without its suffix). */
const TITLE_KEYS: Record<NotificationKind, readonly string[]> = {
  messages: ["alerts:titles.newMessage"],
  "forum-replies": ["email:forumReply.subject"],
  "saved-searches": ["email:savedSearch.subject"],
  "wanted-posts": ["email:wantedNearby.subject", "email:wantedAnswered.subject"],
  "listing-expiry": ["email:expiryReminder.subject"],
  "harvest-reminders": ["email:harvestReminder.subject"],
  handovers: [
    ...["proposed", "agreed", "today", "cancelled", "offered", "thanked", "collectedMarked"].map(
      (kind) => `email:handover.${kind}.subject`,
    ),
    ...["newRequest", "reserved", "stillQueued"].map(
      (kind) => `email:handoverRequest.${kind}.subject`,
    ),
  ],
  verification: [
    "email:verificationResult.approvedSubject",
    "email:verificationResult.rejectedSubject",
  ],
  moderation: [
    "email:moderation.suspended.subject",
    "email:moderation.restored.subject",
    "email:moderation.hidden.subject",
  ],
};

/** The messages each kind's bodies are made from; the rest of a body is data, shown as stored. */
const BODY_KEYS: Partial<Record<NotificationKind, readonly string[]>> = {
  messages: ["alerts:bodies.aboutListing"],
  "forum-replies": ["alerts:bodies.replyOwnTopic", "alerts:bodies.replyFollowed"],
  "wanted-posts": ["alerts:bodies.wantedAnswered"],
  "listing-expiry": ["alerts:bodies.expiry"],
  "harvest-reminders": ["alerts:bodies.harvest"],
  handovers: [
    "alerts:bodies.chooseFromRequests",
    "alerts:bodies.reservedForYou",
    "alerts:bodies.stillQueued",
  ],
  verification: ["alerts:bodies.verified", "alerts:bodies.rejected"],
  moderation: ["alerts:bodies.suspended", "alerts:bodies.hidden", "alerts:bodies.restored"],
};

/** Values that are themselves messages: said again from their own English. */
const NESTED: Record<string, readonly string[]> = {
  news: ["email:savedSearch.listings.news", "email:savedSearch.wanted.news"],
};

type Values = Record<string, string | number>;
type Say = (key: string, values?: Values) => string;

function englishAt(nsKey: string): string | undefined {
  const [ns, key] = nsKey.split(":") as [keyof typeof english, string];
  let node: unknown = english[ns];
  for (const part of key.split(".")) {
    node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === "string" ? node : undefined;
}

/** A message's English forms: itself, or its plural forms with the count a form implies. */
function englishForms(nsKey: string): { template: string; count?: number }[] {
  const plain = englishAt(nsKey);
  if (plain !== undefined) return [{ template: plain }];
  const implied: Record<string, number | undefined> = { _zero: 0, _one: 1, _two: 2 };
  return ["_zero", "_one", "_two", "_few", "_many", "_other"].flatMap((suffix) => {
    const template = englishAt(`${nsKey}${suffix}`);
    return template === undefined ? [] : [{ template, count: implied[suffix] }];
  });
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The values that make `title` from `template`, or null when it is not made from it. */
function valuesOf(template: string, title: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = template
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      if (!name) return literal(part);
      names.push(name);
      return name === "count" ? "(\\d+)" : "(.+?)";
    })
    .join("");
  const match = new RegExp(`^${pattern}$`, "s").exec(title);
  if (!match) return null;
  return Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ""]));
}

/** `title` said again by `say`, when it is the English of one of `keys`. */
function sayAgain(
  keys: readonly string[],
  title: string,
  say: Say,
  special: (name: string, value: string) => string | undefined,
): string | null {
  for (const key of keys) {
    for (const { template, count } of englishForms(key)) {
      const found = valuesOf(template, title);
      if (!found) continue;
      const values: Values = count === undefined ? {} : { count };
      for (const [name, value] of Object.entries(found)) {
        if (name === "count") {
          values.count = Number(value);
          continue;
        }
        const nested = NESTED[name];
        values[name] =
          (nested ? sayAgain(nested, value, say, special) : special(name, value)) ?? value;
      }
      return say(key, values);
    }
  }
  return null;
}

/** The English name of a moderation target (`Your listing on Glut…`) as its kind's key. */
function moderationKindOf(label: string): string | undefined {
  return Object.entries(enEmail.moderation.kinds).find(([, name]) => name === label)?.[0];
}

/**
 * A saved search's description, said again from the filters in the notification's address; only
 * when those filters are the ones the stored English describes.
 */
function describedAgain(href: string, description: string, say: Say): string | undefined {
  const filters = parseListingFilters(new URL(href, "https://glut.invalid").searchParams);
  if (describeSavedSearch(filters, englishEmail) !== description) return undefined;
  return describeSavedSearch(filters, say);
}

/** The months as `formatUkDate` writes them in English, from the calendar's own names. */
const ENGLISH_MONTHS = Array.from({ length: 12 }, (_, index) => monthName(index + 1, "en"));

/** A date as `formatUkDate` writes it in English ("2 December 2026"), written in `lng`. */
function dateAgain(value: string, lng: Language): string | undefined {
  const [, day, month, year] = /^(\d{1,2}) (\w+) (\d{4})$/.exec(value) ?? [];
  const index = ENGLISH_MONTHS.indexOf(month ?? "");
  if (!day || !year || index < 0) return undefined;
  const iso = `${year}-${String(index + 1).padStart(2, "0")}-${day.padStart(2, "0")}`;
  return formatUkDate(iso, "en") === value ? formatUkDate(iso, lng) : undefined;
}

/** A stored title or body in `lng`, when it is the English of one of `keys`; else as stored. */
function storedIn(
  lng: Language,
  keys: readonly string[] | undefined,
  notification: { title: string; href: string },
  text: string,
): string {
  if (lng === "en" || !keys) return text;
  const say: Say = i18nFor(lng).getFixedT(lng, "email");
  const special = (name: string, value: string) => {
    if (name === "what") {
      const kind = moderationKindOf(value);
      return kind ? say(`moderation.kinds.${kind}`) : undefined;
    }
    if (name === "description") return describedAgain(notification.href, value, say);
    if (name === "date") return dateAgain(value, lng);
    return undefined;
  };
  return sayAgain(keys, text, say, special) ?? text;
}

/** A push's second line in `lng`: the same for every push, since none carries private text. */
export function pushBodyIn(lng: Language): string {
  return i18nFor(lng).getFixedT(lng, "alerts")("push.body");
}

/** A stored notification's title in `lng`. */
export function notificationTitleIn(
  lng: Language,
  notification: { kind: string; title: string; href: string },
): string {
  const keys = TITLE_KEYS[notification.kind as NotificationKind];
  return storedIn(lng, keys, notification, notification.title);
}

/** A stored notification's body in `lng`: the words the code wrote; what members wrote as is. */
export function notificationBodyIn(
  lng: Language,
  notification: { kind: string; title: string; body: string; href: string },
): string {
  const keys = BODY_KEYS[notification.kind as NotificationKind];
  return storedIn(lng, keys, notification, notification.body);
}
