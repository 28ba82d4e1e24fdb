// The live stream (GET /live, issue 36) stays open for as long as a member's page does, so a
// page that opens it never goes quiet for Playwright's "networkidle". Measurements that wait for
// quiet answer it with 204 instead, which tells EventSource not to connect again: the stream is
// no part of a page's first load, and its script (app/live/live-client.js) is still fetched and counted.
import type { Page } from "@playwright/test";

export async function withoutLiveStream(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === "/live",
    (route) => route.fulfill({ status: 204 }),
  );
}
