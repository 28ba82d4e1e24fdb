import type { Catalogue, Translate } from "./messages";

/**
 * A translator over one English catalogue, for the English defaults that code shared by the
 * server and the browser builds when its module loads (a form's schema, before any request):
 * no i18next instance at module level. Plain keys and `{{name}}` values only; a page's words go
 * through the request's i18next (`getT`, `useTranslation`), which `english.test.ts` checks this
 * agrees with.
 */
export function englishFrom(catalogue: Catalogue): Translate {
  return (key, values = {}) => {
    let node: string | Catalogue | undefined = catalogue;
    for (const part of key.split(".")) {
      node = typeof node === "object" ? node[part] : undefined;
    }
    if (typeof node !== "string") throw new Error(`No English message "${key}"`);
    return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  };
}
