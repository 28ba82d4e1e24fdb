import { englishFrom } from "~/i18n/english";
import enPlanting from "~/i18n/locales/en/planting";
import type { Translate } from "~/i18n/messages";

// The planting catalogue's English, for the defaults of code that words things without a
// request (tests, the English schema, a member whose language is unknown). Made on first use,
// never at module level, so a browser bundle that imports a module for its other exports does
// not carry the catalogue (decision 0098).
let english: Translate | undefined;

export function englishPlanting(): Translate {
  english ??= englishFrom(enPlanting);
  return english;
}
