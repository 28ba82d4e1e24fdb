import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import {
  HTML_LANG,
  isLanguage,
  LANGUAGE_NAME,
  type Language,
  otherLanguage,
  switchPath,
} from "./languages";

/** The language the page is in: the request's on the server, the document's in the browser. */
export function usePageLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : "en";
}

/**
 * "Cymraeg" on an English page, "English" on a Welsh one: the same page and query in the other
 * language. A plain link, not a client navigation, so the whole document (its `<html lang>`,
 * the shell, the page) comes in the language chosen; the server keeps the choice.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const target = otherLanguage(usePageLanguage());
  const location = useLocation();
  return (
    <nav aria-label={t("language.label")} className="border-b border-line bg-cream-deep">
      <div className="mx-auto flex max-w-6xl justify-end px-4 sm:px-6">
        <a
          href={switchPath(`${location.pathname}${location.search}`, target)}
          lang={HTML_LANG[target]}
          hrefLang={HTML_LANG[target]}
          data-language-switch=""
          className="inline-flex min-h-8 items-center px-1 text-sm font-semibold text-ink underline-offset-4 hover:text-leaf-deep"
        >
          {LANGUAGE_NAME[target]}
        </a>
      </div>
    </nav>
  );
}
