import type { Translate } from "~/i18n/messages";
import { MAX_REACH, type ReachNote } from "./revenue-calculator";

// What the calculator says when it reads the reach typed differently from how it was typed, in
// the page's language (`community:calculator.notes`). The server words each note once with
// `{input}` and `{reach}` left in; React and the page's inline script fill them in as the visitor
// types, so the script carries no catalogue (the notes reach it in `data-reach-notes`).

/** Each note's words, `{input}` for what was typed and `{reach}` for the number worked with. */
export type ReachNoteWords = Record<ReachNote, string>;

/** The notes in the translator's language, numbers written as `locale` writes them. */
export function reachNoteWordsIn(t: Translate, locale: string): ReachNoteWords {
  return {
    "not-a-number": t("community:calculator.notes.notANumber", { input: "{input}" }),
    negative: t("community:calculator.notes.negative"),
    fraction: t("community:calculator.notes.fraction", { reach: "{reach}" }),
    capped: t("community:calculator.notes.capped", { max: MAX_REACH.toLocaleString(locale) }),
  };
}

/** A note with what was typed (trimmed) and the reach worked with put in. */
export function reachNoteText(words: string, input: string, reach: number, locale: string): string {
  return words
    .replace("{reach}", () => reach.toLocaleString(locale))
    .replace("{input}", () => input.trim());
}

/** The notes a page put in a data attribute as JSON; none when it did not. */
export function reachNoteWordsFrom(json: string | undefined): ReachNoteWords | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as ReachNoteWords;
  } catch {
    return null;
  }
}
