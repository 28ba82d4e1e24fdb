import type { CountForms } from "./place-words";

// Counting in the browser, in the page's language: an inline script reads a message's plural
// forms from the page (`countFormsIn`, on the server) and picks the one for its number.

/** The message for `count` from its forms, the number written as `locale` writes it. */
export function countText(forms: CountForms, count: number, locale: string): string {
  const form = new Intl.PluralRules(locale).select(count);
  const text = forms[form] ?? forms.other ?? "";
  return text.replace("{n}", count.toLocaleString(locale));
}

/** The forms a page put in a data attribute as JSON; none when it did not. */
export function countFormsFrom(json: string | undefined): CountForms | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as CountForms;
  } catch {
    return null;
  }
}
