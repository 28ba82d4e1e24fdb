// Whether a listing's name and a wanted post's title name the same thing (decision 0090): a word
// in common, compared by a rough singular, so "Tomatoes" meets "tomato plants" and "rhubarb
// crowns" meets "Rhubarb". Words that say nothing of the thing itself are left out.

const EMPTY_WORDS = new Set([
  "and",
  "any",
  "for",
  "fresh",
  "free",
  "from",
  "home",
  "homegrown",
  "grown",
  "lots",
  "more",
  "some",
  "spare",
  "the",
  "with",
]);

function singular(word: string): string {
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith("oes") && word.length > 4) return word.slice(0, -2);
  if (word.endsWith("s") && !word.endsWith("ss") && word.length > 3) return word.slice(0, -1);
  return word;
}

/** The words of a title that can match: letters only, three or more, singular. */
export function matchWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  return new Set(words.filter((word) => word.length >= 3 && !EMPTY_WORDS.has(word)).map(singular));
}

export function shareAWord(a: string, b: string): boolean {
  const words = matchWords(a);
  for (const word of matchWords(b)) if (words.has(word)) return true;
  return false;
}
