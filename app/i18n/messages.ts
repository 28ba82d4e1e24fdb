import type { Language } from "./languages";

/** A namespace's messages: nested objects of strings (`{{name}}` placeholders, plural suffixes). */
export interface Catalogue {
  readonly [key: string]: string | Catalogue;
}

/**
 * What a loader sends the browser for a hydrated page: the namespaces it renders, in the
 * active language only. A static page's loader data never reaches the browser (decision 0057).
 */
export interface PageMessages {
  lng: Language;
  namespaces: Record<string, Catalogue>;
}
