import { expect, type Page, type Request } from "@playwright/test";

// What a static page sent (decision 0057): the checks static-pages.spec.ts and the specs of
// single static pages share.

/** The page's scripts and module preloads (a static page's are its inline scripts and the live file). */
export const scriptsOn = (page: Page) =>
  page.locator(
    "script:not([type='application/ld+json']):not([data-shell-script]), link[rel='modulepreload']",
  );

/**
 * Opens a static member page and checks what it sent: no modulepreload, the live updates' file
 * and `inlineScripts` inline scripts, and no script fetched but the live file (and `alsoFetched`,
 * files the browser fetches itself, such as the service worker).
 */
export async function openStaticMemberPage(
  page: Page,
  path: string,
  { inlineScripts, alsoFetched = [] }: { inlineScripts: number; alsoFetched?: string[] },
) {
  const scripts: string[] = [];
  const onRequest = (sent: Request) => {
    if (sent.resourceType() === "script") scripts.push(sent.url());
  };
  page.on("request", onRequest);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.locator("link[rel='modulepreload']").count(), path).toBe(0);
  expect(await scriptsOn(page).count(), path).toBe(inlineScripts + 1);
  expect(await page.locator("script[data-inline-script]").count(), path).toBe(inlineScripts);
  const liveScript = (await page.locator("script[data-live-script]").getAttribute("src")) ?? "";
  const fetched = (url: string) => [liveScript, ...alsoFetched].includes(new URL(url).pathname);
  expect(
    scripts.filter((url) => !fetched(url)),
    path,
  ).toEqual([]);
  page.off("request", onRequest);
}
