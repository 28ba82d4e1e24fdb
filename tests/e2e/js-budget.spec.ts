import { expect, test } from "@playwright/test";
import { measureFirstLoadJs } from "../../bench/first-load-js";
import { pagesMeasuredTogether, pathToMeasure } from "../../bench/js-budget";
import { becomeMember, signIn, useOwnClientAddress as withOwnClientAddress } from "./accounts";
import { E2E_STAFF } from "./staff";

// First-load JavaScript against bench/js-budget.json's ceilings: bytes as sent (Brotli), counted
// the way `npm run bench:js` counts them, never a timing. Each page in a fresh context, so
// nothing is cached and the cookie banner shows, as on a first visit. Member pages are measured
// as a new paying member (as bench/bench-member.ts makes one), staff pages as the e2e admin.
for (const budget of pagesMeasuredTogether) {
  test(`${budget.label} (${budget.path}) ships at most ${budget.ceilingKb} KB of first-load JavaScript`, async ({
    browser,
    baseURL,
    page,
    request,
  }) => {
    let measuredPage = page;
    if (budget.member || budget.staff) {
      if (budget.staff) {
        await withOwnClientAddress(page.context());
        await signIn(page, E2E_STAFF[budget.staff]);
        await expect(page).toHaveURL(/\/dashboard/);
      } else {
        await becomeMember(page, request);
      }
      // The same session in a new context: signed in, but with an empty HTTP cache.
      const fresh = await browser.newContext({
        baseURL,
        storageState: await page.context().storageState(),
      });
      measuredPage = await fresh.newPage();
    }
    const path = await pathToMeasure(budget, async (from) =>
      (await measuredPage.request.get(from)).text(),
    );
    const measured = await measureFirstLoadJs(measuredPage, path, budget.status);
    if (measuredPage !== page) await measuredPage.context().close();
    // The map's script and stylesheet are fetched on Show map only (decision 0097).
    expect(measured.onDemandFiles, `${path} loaded the map's files at once`).toEqual([]);
    const kb = measured.compressedBytes / 1024;
    const largest = measured.scripts
      .slice(0, 5)
      .map((script) => `${script.path} ${(script.bytes / 1024).toFixed(1)} KB`)
      .join(", ");
    expect(
      kb,
      `${path}: ${kb.toFixed(1)} KB in ${measured.files} files (largest: ${largest}); ceiling ${budget.ceilingKb} KB, target ${budget.targetKb} KB`,
    ).toBeLessThanOrEqual(budget.ceilingKb);
  });
}
