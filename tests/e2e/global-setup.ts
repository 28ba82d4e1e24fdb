import type { FullConfig } from "@playwright/test";

/**
 * Warms the freshly started server: the first render of each page compiles its code paths,
 * which on a two-core machine can take longer than a test is willing to wait.
 */
export default async function warmUp(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) return;
  for (const path of [
    "/",
    "/login",
    "/signup",
    "/forgot-password",
    "/dashboard",
    "/no-such-page",
  ]) {
    for (let round = 0; round < 3; round++) await (await fetch(new URL(path, baseURL))).text();
  }
}
