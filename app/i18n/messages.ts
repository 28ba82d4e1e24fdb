import type { Language } from "./languages";

/** A namespace's messages: nested objects of strings (`{{name}}` placeholders, plural suffixes). */
export interface Catalogue {
  readonly [key: string]: string | Catalogue;
}

/**
 * A language's namespaces, as the root's loader data carries the shell's (`common`) for the meta
 * functions (meta-messages.ts). A static page's loader data never reaches the browser (decision
 * 0057).
 */
export interface PageMessages {
  lng: Language;
  namespaces: Record<string, Catalogue>;
}

/**
 * What code that builds words needs of a translator: a key and its values. A request's i18next
 * `t` (`getT`, `useTranslation`) is one; `englishFrom` makes one for the English defaults.
 */
export type Translate = (key: string, values?: Record<string, string | number>) => string;
