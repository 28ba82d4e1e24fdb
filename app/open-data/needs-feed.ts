import { FOOD_BANK_DATA_SOURCE } from "~/food-banks/data-credit";
import type { OpenFoodBank } from "./open-data.server";
import { escapeMarkup } from "./xml-text";

// A food bank's needs as an Atom feed (RFC 4287; decision 0096): one entry for its current list,
// whose id and date change whenever the list does, so a feed reader shows each new list once.

const dayFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/London",
});

function listHtml(title: string, items: readonly string[]): string {
  if (items.length === 0) return "";
  return `<h2>${escapeMarkup(title)}</h2><ul>${items.map((item) => `<li>${escapeMarkup(item)}</li>`).join("")}</ul>`;
}

export function needsFeed(foodBank: OpenFoodBank): string {
  const updated = foodBank.updatedAt;
  const content =
    (listHtml("Needs", foodBank.needs) || "<p>No needs listed at the moment.</p>") +
    listHtml("Has plenty of", foodBank.excess) +
    `<p>From ${escapeMarkup(FOOD_BANK_DATA_SOURCE.name)} (${escapeMarkup(FOOD_BANK_DATA_SOURCE.url)}).</p>`;
  const x = escapeMarkup;
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-GB">
  <id>${x(foodBank.needsFeed)}</id>
  <title>${x(foodBank.name)}: what it needs</title>
  <subtitle>The food bank's list of needs, from Give Food, as shown on Glut.</subtitle>
  <updated>${x(updated)}</updated>
  <link rel="self" type="application/atom+xml" href="${x(foodBank.needsFeed)}"/>
  <link rel="alternate" type="text/html" href="${x(foodBank.page)}"/>
  <author>
    <name>${x(FOOD_BANK_DATA_SOURCE.name)}</name>
    <uri>${x(FOOD_BANK_DATA_SOURCE.url)}</uri>
  </author>
  <rights>Food bank data from ${x(FOOD_BANK_DATA_SOURCE.name)} (${x(FOOD_BANK_DATA_SOURCE.url)}).</rights>
  <entry>
    <id>${x(`${foodBank.needsFeed}#${updated}`)}</id>
    <title>${x(foodBank.name)}: needs as of ${x(dayFormat.format(new Date(updated)))}</title>
    <updated>${x(updated)}</updated>
    <link rel="alternate" type="text/html" href="${x(foodBank.page)}"/>
    <content type="html">${x(content)}</content>
  </entry>
</feed>
`;
}
