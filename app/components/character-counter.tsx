import { useTranslation } from "react-i18next";
import { cn } from "~/components/ui/cn";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import type { Translate } from "~/i18n/messages";
import {
  type CharactersLeftWords,
  type CountWords,
  charactersLeftLabel,
  nearLimit,
} from "./characters-left";

/**
 * The counter's words in `lng` from the shell's catalogue (`common:counter.*`), every plural form
 * the language has, with `{n}` for the count; none in English, so the counter says what it
 * always said (and a static page's script needs no `data-words`).
 */
export function counterWordsIn(t: Translate, lng: string): CharactersLeftWords | undefined {
  if (lng === DEFAULT_LANGUAGE) return undefined;
  const forms = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
  const pick = (key: "left" | "over") =>
    Object.fromEntries(
      forms.map((form) => [form, t(`common:counter.${key}_${form}`, { n: "{n}" })]),
    ) as CountWords;
  return { lang: lng, left: pick("left"), over: pick("over") };
}

/**
 * The characters left in a limited text box. Point the box's aria-describedby at `id`; the
 * count is announced only in its last hundred characters. `data-max` lets a static page's
 * script keep it counting (character-counter.enhance.ts); the look near the limit follows
 * `data-near`, so both ways of counting share it. Its words are the page's language's, from
 * `common`, which every page has; `data-words` hands them to that script.
 */
export function CharacterCounter({
  id,
  length,
  max,
  className,
}: {
  id: string;
  length: number;
  max: number;
  className?: string;
}) {
  const { t, i18n } = useTranslation("common");
  const words = counterWordsIn(t, i18n.language);
  const near = nearLimit(length, max);
  return (
    <p
      id={id}
      aria-live={near ? "polite" : "off"}
      data-max={max}
      data-near={near ? "" : undefined}
      data-words={words ? JSON.stringify(words) : undefined}
      className={cn(
        "text-sm text-ink-muted data-near:font-semibold data-near:text-soil",
        className,
      )}
    >
      {charactersLeftLabel(length, max, words)}
    </p>
  );
}
