import { describe, expect, it } from "vitest";
import { catalogues, NAMESPACES } from "./catalogues.server";
import { LANGUAGES } from "./languages";
import type { Catalogue } from "./messages";

// Keeping Welsh complete (issue 38 §4): a message in one language and not the other, a
// placeholder that one of them lacks, or a plural form a language needs and lacks, fails here.

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every message of a catalogue, by its dotted key. */
function flatten(catalogue: Catalogue, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1] ?? "").sort();

/** Keys with their plural suffix taken off, each with the forms it has. */
function pluralGroups(messages: Map<string, string>): Map<string, Set<string>> {
  const groups = new Map<string, Set<string>>();
  for (const key of messages.keys()) {
    const match = PLURAL_SUFFIX.exec(key);
    const base = match ? key.slice(0, match.index) : key;
    const forms = groups.get(base) ?? new Set<string>();
    if (match?.[1]) forms.add(match[1]);
    groups.set(base, forms);
  }
  return groups;
}

describe.each(NAMESPACES)("the %s catalogue", (ns) => {
  const en = flatten(catalogues.en[ns]);
  const cy = flatten(catalogues.cy[ns]);

  it("has the same messages in English and Welsh", () => {
    expect([...pluralGroups(cy).keys()].sort()).toEqual([...pluralGroups(en).keys()].sort());
  });

  it.each(LANGUAGES)("has no empty message in %s", (lng) => {
    const empty = [...flatten(catalogues[lng][ns])].filter(([, text]) => !text.trim());
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  it.each(LANGUAGES)("has every plural form %s needs, as Intl.PluralRules names them", (lng) => {
    const needed = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
    for (const [base, forms] of pluralGroups(flatten(catalogues[lng][ns]))) {
      if (forms.size === 0) continue;
      expect({ base, forms: [...forms].sort() }).toEqual({ base, forms: [...needed].sort() });
    }
  });

  // A plural form may leave out the count ("Someone near you is…"), so placeholders are compared
  // per message across its forms: the same set in both languages, and no form with one the
  // other language's message lacks.
  it("has the same placeholders in both languages", () => {
    const byBase = (messages: Map<string, string>) => {
      const sets = new Map<string, Set<string>>();
      for (const [key, text] of messages) {
        const base = key.replace(PLURAL_SUFFIX, "");
        const set = sets.get(base) ?? new Set<string>();
        for (const name of placeholders(text)) set.add(name);
        sets.set(base, set);
      }
      return sets;
    };
    const english = byBase(en);
    const welsh = byBase(cy);
    for (const [base, names] of welsh) {
      expect({ base, placeholders: [...names].sort() }).toEqual({
        base,
        placeholders: [...(english.get(base) ?? [])].sort(),
      });
    }
    for (const [lng, messages, other] of [
      ["cy", cy, english],
      ["en", en, welsh],
    ] as const) {
      for (const [key, text] of messages) {
        const allowed = other.get(key.replace(PLURAL_SUFFIX, "")) ?? new Set<string>();
        const extra = placeholders(text).filter((name) => !allowed.has(name));
        expect({ lng, key, extra }).toEqual({ lng, key, extra: [] });
      }
    }
  });
});
