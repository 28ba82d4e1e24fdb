import type { OfferedItem } from "~/food-banks/food-bank-needs.server";
import { escapeMarkup } from "./xml-text";

// The widget a food bank frames on its own site (decision 0096): one sentence of counts ("Growers
// near us are offering: potatoes (3), apples (2)") and a link to its page on Glut. A page of its
// own, not the app's: no script, no cookie, no member's name or listing, only counts. Its words
// come from the `foodBanks` catalogue in the language the embed code asks for (decision 0098).

export interface WidgetWords {
  /** `<html lang>`: en-GB or cy. */
  htmlLang: string;
  title: string;
  /** The sentence, given the items on offer with their counts, or none. */
  sentence: (items: string | null) => string;
  link: string;
}

export function widgetPage(input: {
  words: WidgetWords;
  pageUrl: string;
  offered: ReadonlyArray<Pick<OfferedItem, "item" | "count">>;
}): string {
  const x = escapeMarkup;
  const { words } = input;
  const sentence = words.sentence(
    input.offered.length > 0
      ? input.offered.map(({ item, count }) => `${item.toLowerCase()} (${count})`).join(", ")
      : null,
  );
  return `<!doctype html>
<html lang="${x(words.htmlLang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${x(words.title)} | Glut</title>
<style>
body{margin:0;padding:12px;font:16px/1.5 system-ui,sans-serif;color:#1f2a1f;background:#fff}
p{margin:0 0 8px}
a{color:#1d5b2a;font-weight:600}
a:focus-visible{outline:3px solid #1d5b2a;outline-offset:2px}
</style>
</head>
<body>
<p>${x(sentence)}</p>
<p><a href="${x(input.pageUrl)}" target="_blank" rel="noopener">${x(words.link)}</a></p>
</body>
</html>
`;
}
