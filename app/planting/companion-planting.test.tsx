import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { badCompanions, evidenceLabels, goodCompanions } from "~/data/planting-companions";
import { CompanionTables, englishCompanionWords } from "./companion-planting";

const markup = renderToStaticMarkup(
  <CompanionTables good={goodCompanions} bad={badCompanions} words={englishCompanionWords} />,
);

/** The text of each companion list item, tags removed. */
const items = [...markup.matchAll(/<li data-evidence="(\w+)">(.*?)<\/li>/g)].map(
  ([, evidence, inner]) => ({
    evidence: evidence as keyof typeof evidenceLabels,
    text: (inner ?? "").replace(/<[^>]+>/g, ""),
  }),
);

describe("the companion tables", () => {
  it("write every pair's evidence level out in words, not colour alone", () => {
    const pairs = [...goodCompanions, ...badCompanions].flatMap((row) => row.others);
    expect(items).toHaveLength(pairs.length);
    for (const item of items) {
      expect(item.text).toContain(evidenceLabels[item.evidence]);
    }
    expect(items.map((item) => item.evidence)).toContain("contested");
  });

  it("link each pair to a source listed under the tables", () => {
    const targets = [...markup.matchAll(/href="#(companion-source-\w+)"/g)].map(([, id]) => id);
    expect(targets.length).toBe(items.length);
    for (const id of new Set(targets)) {
      expect(markup).toContain(`id="${id}"`);
    }
  });

  it("say plainly what companion planting can and cannot do", () => {
    expect(markup).toContain("What it can do:");
    expect(markup).toContain("What it cannot do:");
  });
});
