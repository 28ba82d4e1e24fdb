// What a live counter under a limited text box says, shared by the React counter
// (character-counter.tsx) and the one a static page's inline script keeps (character-counter.enhance.ts).

/** Where the counter starts to be read out: near the limit it matters, before that it is noise. */
export const ANNOUNCE_BELOW = 100;

/** A count's words by plural form ("{n} characters left"); `other` always, the rest as needed. */
export type CountWords = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * The counter's words in a page's language (decision 0098). Plain data, so a static page can hand
 * them to its inline script in the counter's `data-words`; the forms are chosen by
 * `Intl.PluralRules(lang)`.
 */
export interface CharactersLeftWords {
  lang: string;
  left: CountWords;
  over: CountWords;
}

/** The English the counter has always said: "1 character left", "3 characters over the limit". */
export const ENGLISH_CHARACTERS_LEFT: CharactersLeftWords = {
  lang: "en",
  left: { one: "{n} character left", other: "{n} characters left" },
  over: { other: "{n} characters over the limit" },
};

function say(words: CountWords, count: number, lang: string): string {
  const form = new Intl.PluralRules(lang).select(count);
  return (words[form] ?? words.other).replace("{n}", String(count));
}

/** What a live counter under a text box shows. */
export function charactersLeftLabel(
  length: number,
  max: number,
  words: CharactersLeftWords = ENGLISH_CHARACTERS_LEFT,
): string {
  const left = max - length;
  if (left < 0) return say(words.over, -left, words.lang);
  return say(words.left, left, words.lang);
}

/** Whether the count is near enough the limit to be read out and shown in bold. */
export function nearLimit(length: number, max: number): boolean {
  return max - length < ANNOUNCE_BELOW;
}
