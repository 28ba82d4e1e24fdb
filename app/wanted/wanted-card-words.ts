import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/messages";
import { relativeDateWordsIn } from "~/listings/listing-card-words";
import { relativeDate } from "~/listings/relative-date";
import { formatUkDate } from "~/planting/uk-calendar";
import { type WantedCardData, wantedCardData } from "./wanted-card";

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

// A card's own words: with the card, so a page that shows cards brings nothing more.
export { wantedCardWordsIn } from "./wanted-card";
