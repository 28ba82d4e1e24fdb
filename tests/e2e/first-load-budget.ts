import { type Browser, type BrowserContext, expect } from "@playwright/test";
import { measureFirstLoadJs } from "../../bench/first-load-js";
import { budgetOf } from "../../bench/js-budget";

/**
 * A page's first-load JavaScript against its ceiling in bench/js-budget.json, for a page whose
 * address only a spec's own data gives (the budget's `measuredIn`): in a new context with the same
 * session as `signedIn` (none for a visitor) and an empty HTTP cache, as tests/e2e/js-budget.spec.ts
 * measures every other page. The map's files are never part of a first load (decision 0097).
 */
export async function expectFirstLoadWithinBudget(
  browser: Browser,
  baseURL: string,
  label: string,
  path: string,
  signedIn?: BrowserContext,
) {
  const budget = budgetOf(label);
  expect(typeof budget.measuredIn, `${label} is measured by its own spec (measuredIn)`).toBe(
    "string",
  );
  const fresh = await browser.newContext({
    baseURL,
    storageState: signedIn ? await signedIn.storageState() : undefined,
  });
  try {
    const measured = await measureFirstLoadJs(await fresh.newPage(), path, budget.status);
    expect(measured.onDemandFiles, `${path} loaded the map's files at once`).toEqual([]);
    const kb = measured.compressedBytes / 1024;
    expect(
      kb,
      `${path}: ${kb.toFixed(1)} KB in ${measured.files} files (${measured.inlineBytes} bytes inline); ceiling ${budget.ceilingKb} KB`,
    ).toBeLessThanOrEqual(budget.ceilingKb);
  } finally {
    await fresh.close();
  }
}
