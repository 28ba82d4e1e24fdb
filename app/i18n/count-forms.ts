import { FORMAT_LOCALE, type Language } from "./languages";
import type { Translate } from "./messages";

// Counting in the browser, in the page's language: a script that counts again after the page
// is sent (a search as the visitor types, the live unread count) reads a message's plural forms
// from the page (`countFormsIn`, on the server or in React) and picks the one for its number.

/** A count's message in each plural form the language has, `{n}` for the number. */
export type CountForms = Partial<Record<Intl.LDMLPluralRule, string>>;

/**
 * A counted message's forms for a page's script: each form the language has, worded by i18next
 * for a number of that form, `{n}` standing for the number (the message's `{{n}}`, or else the
 * number its `{{count}}` wrote). `values` are the message's other placeholders.
 */
export function countFormsIn(
  t: Translate,
  lng: Language,
  key: string,
  values: Record<string, string> = {},
): CountForms {
  const rules = new Intl.PluralRules(FORMAT_LOCALE[lng]);
  const forms: CountForms = {};
  for (let count = 0; count <= 200; count++) {
    const form = rules.select(count);
    if (forms[form] !== undefined) continue;
    const text = t(key, { ...values, count, n: "{n}" });
    forms[form] = text.includes("{n}")
      ? text
      : text.replace(new RegExp(`(?<!\\d)${count}(?!\\d)`, "g"), "{n}");
  }
  return forms;
}
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
