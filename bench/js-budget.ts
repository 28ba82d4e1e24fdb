// The first-load JavaScript budget (bench/js-budget.json), read by `npm run bench:js` and by
// tests/e2e/js-budget.spec.ts so both judge the same pages against the same numbers.
import { readFileSync } from "node:fs";
import path from "node:path";

export interface BudgetedPage {
  label: string;
  path: string;
  /** Measured as a signed-in paying member. */
  member: boolean;
  /** Measured signed in as this staff account (tests/e2e/staff.ts); the e2e spec only. */
  staff?: "admin";
  /**
   * For a page whose address depends on the data (a listing, a forum topic): `path` is a label,
   * and the page measured is the first link on `linkFrom` matching `linkPattern`.
   */
  linkFrom?: string;
  linkPattern?: string;
  /**
   * A page only data a spec sets up can show (a reservation's handover page): measured by that
   * e2e spec, against this same ceiling, and left out of the runs over every page.
   */
  measuredIn?: string;
  /** The status the page answers with, when it is not 200: the not-found page's 404. */
  status?: number;
  /** Issue 31's target, KB as sent (Brotli): 100 on every page. */
  targetKb: number;
  /** What is enforced: the measured size after the last reduction plus at most 3 KB, at most the target. */
  ceilingKb: number;
}

export const budgetedPages: readonly BudgetedPage[] = (
  JSON.parse(readFileSync(path.join(import.meta.dirname, "js-budget.json"), "utf8")) as {
    pages: BudgetedPage[];
  }
).pages;

/** The pages the runs over every page measure: all but those a spec of their own measures. */
export const pagesMeasuredTogether: readonly BudgetedPage[] = budgetedPages.filter(
  (page) => page.measuredIn === undefined,
);

/** The budget of the page labelled `label`. */
export function budgetOf(label: string): BudgetedPage {
  const found = budgetedPages.find((page) => page.label === label);
  if (!found) throw new Error(`no budget labelled ${label} in bench/js-budget.json`);
  return found;
}

/** A Cookie header's pairs as Playwright cookies for `url`. */
export function cookiesFromHeader(header: string, url: string) {
  return header
    .split("; ")
    .filter(Boolean)
    .map((pair) => {
      const equals = pair.indexOf("=");
      return { name: pair.slice(0, equals), value: pair.slice(equals + 1), url };
    });
}

/** The address to measure: `path`, or the first matching link on `linkFrom` as `html` fetches it. */
export async function pathToMeasure(
  page: BudgetedPage,
  html: (path: string) => Promise<string>,
): Promise<string> {
  if (!page.linkFrom || !page.linkPattern) return page.path;
  const pattern = new RegExp(page.linkPattern);
  const found = [...(await html(page.linkFrom)).matchAll(/href="([^"]+)"/g)]
    .map((match) => match[1] ?? "")
    .find((href) => pattern.test(href));
  if (!found) throw new Error(`no link matching ${page.linkPattern} on ${page.linkFrom}`);
  return found;
}
