import type { InitOptions } from "i18next";
import { DEFAULT_LANGUAGE, LANGUAGES } from "./languages";

/**
 * i18next's options, the same on the server and in the browser. Welsh plurals come from
 * Intl.PluralRules("cy") (zero, one, two, few, many, other), as i18next's plural keys
 * `key_zero` … `key_other`. React escapes what it renders, so i18next does not escape again.
 */
export const i18nextOptions = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: "common",
  fallbackNS: "common",
  interpolation: { escapeValue: false },
  // Rendering never waits: every catalogue a page needs is in hand before it renders.
  initAsync: false,
  react: { useSuspense: false },
} satisfies InitOptions;
