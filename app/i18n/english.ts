import type { Catalogue, Translate } from "./messages";

/**
 * A translator over one English catalogue, for the English defaults that code shared by the
 * server and the browser builds when its module loads (a form's schema, before any request):
 * no i18next instance at module level. Plain keys, `{{name}}` values and English's two plural forms; a page's words go
 * through the request's i18next (`getT`, `useTranslation`), which `english.test.ts` checks this
 * agrees with.
 */
export function englishFrom(
  catalogue: Catalogue,
  others: Readonly<Record<string, Catalogue>> = {},
): Translate {
  // `ns:key` reads another namespace, as i18next does; `others` names the ones it may read.
  const find = (key: string): string | undefined => {
    const separator = key.indexOf(":");
    let node: string | Catalogue | undefined =
      separator === -1 ? catalogue : others[key.slice(0, separator)];
    for (const part of key.slice(separator + 1).split(".")) {
      node = typeof node === "object" ? node[part] : undefined;
    }
    return typeof node === "string" ? node : undefined;
  };
  return (key, values = {}) => {
    // English has two plural forms, as i18next names them: `key_one` for 1, `key_other` else.
    const count = values.count;
    const plural =
      typeof count === "number" ? find(`${key}_${count === 1 ? "one" : "other"}`) : undefined;
    const node = plural ?? find(key);
    if (node === undefined) throw new Error(`No English message "${key}"`);
    return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  };
}
