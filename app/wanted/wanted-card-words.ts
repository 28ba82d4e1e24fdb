import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/messages";
import { relativeDateWordsIn } from "~/listings/listing-card-words";
import { relativeDate } from "~/listings/relative-date";
import { formatUkDate } from "~/planting/uk-calendar";
import { type WantedCardData, type WantedCardWords, wantedCardData } from "./wanted-card";

// A wanted post's card in a page's language (decision 0098): the Wanted tab and the city pages
// say it alike. Any namespace's translator will do, since every key names `wanted:`, `listings:`
// or `common:`. In English each says what wanted-text.ts and the listing card say
// (place-words.test.ts).

/** A card's data, its category, age and end day in the page's language. */
export function wantedCardDataIn(
  t: Translate,
  lng: Language,
  post: Parameters<typeof wantedCardData>[0],
  viewerId: string | null,
  now: Date,
): WantedCardData {
  return {
    ...wantedCardData(post, viewerId, now),
    category: t(`listings:categories.${post.category}`, { defaultValue: post.category }),
    posted: relativeDate(new Date(post.createdAt), now, relativeDateWordsIn(t, lng)),
    until: t("wanted:card.until", { date: formatUkDate(post.expiresOn, lng) }),
  };
}

/** A card's own words. */
export function wantedCardWordsIn(t: Translate): WantedCardWords {
  return {
    lookingFor: (title) => t("wanted:card.lookingFor", { title }),
    near: (location) => t("wanted:card.near", { location }),
    own: t("wanted:card.own"),
    listIt: t("wanted:card.listIt"),
    report: t("common:report.summary"),
    reportWhat: t("wanted:card.reportWhat"),
  };
}
