import { FOOD_BANK_DATA_SOURCE } from "~/food-banks/data-credit";
import type { OpenFoodBank } from "./open-data.server";
import { escapeMarkup } from "./xml-text";

// A food bank's needs as an Atom feed (RFC 4287; decision 0096): one entry for its current list,
// whose id and date change whenever the list does, so a feed reader shows each new list once.
// Its words come from the `foodBanks` catalogue in the feed's language (decision 0098); the
// needs themselves are the food bank's own words, from Give Food.

export interface NeedsFeedWords {
  /** `xml:lang`: en-GB or cy. */
  xmlLang: string;
  title: string;
  subtitle: string;
  rights: string;
  /** The entry's title, given the list's date. */
  entryTitle: (updated: Date) => string;
  needs: string;
  plenty: string;
  noNeeds: string;
  from: string;
}

function listHtml(title: string, items: readonly string[]): string {
  if (items.length === 0) return "";
  return `<h2>${escapeMarkup(title)}</h2><ul>${items.map((item) => `<li>${escapeMarkup(item)}</li>`).join("")}</ul>`;
}

/** The feed at `feedUrl` (its own address, the feed's id) linking to the page at `pageUrl`. */
export function needsFeed(
  foodBank: OpenFoodBank,
  words: NeedsFeedWords,
  { feedUrl, pageUrl }: { feedUrl: string; pageUrl: string },
): string {
  const updated = foodBank.updatedAt;
  const x = escapeMarkup;
  const content =
    (listHtml(words.needs, foodBank.needs) || `<p>${x(words.noNeeds)}</p>`) +
    listHtml(words.plenty, foodBank.excess) +
    `<p>${x(words.from)}</p>`;
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${x(words.xmlLang)}">
  <id>${x(feedUrl)}</id>
  <title>${x(words.title)}</title>
  <subtitle>${x(words.subtitle)}</subtitle>
  <updated>${x(updated)}</updated>
  <link rel="self" type="application/atom+xml" href="${x(feedUrl)}"/>
  <link rel="alternate" type="text/html" href="${x(pageUrl)}"/>
  <author>
    <name>${x(FOOD_BANK_DATA_SOURCE.name)}</name>
    <uri>${x(FOOD_BANK_DATA_SOURCE.url)}</uri>
  </author>
  <rights>${x(words.rights)}</rights>
  <entry>
    <id>${x(`${feedUrl}#${updated}`)}</id>
    <title>${x(words.entryTitle(new Date(updated)))}</title>
    <updated>${x(updated)}</updated>
    <link rel="alternate" type="text/html" href="${x(pageUrl)}"/>
    <content type="html">${x(content)}</content>
  </entry>
</feed>
`;
}
