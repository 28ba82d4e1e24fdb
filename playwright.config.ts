import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { debianHeadlessShell } from "./debian-chromium.ts";

const PORT = Number(process.env.E2E_PORT ?? 4310);
// One data folder for the server and every test worker (workers inherit the environment the
// main process sets here), so tests can read the emails the server writes to its outbox.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "glut-e2e-"));
const baseURL = `http://127.0.0.1:${PORT}`;
// The workers' helpers send it as Origin on API posts (tests/e2e/accounts.ts, OUR_ORIGIN).
process.env.E2E_BASE_URL = baseURL;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // No retries (issue 16): a test that passes only on its second try is a failure to fix, not
  // to hide. The races found so far (axe beside a toast, clicks before hydration, when pages
  // hydrated) were fixed at their cause.
  retries: 0,
  // Three browsers beside the server on two cores: the cores are then busy throughout (two left
  // them idle while pages waited on the server), and the suite took 11.2 min instead of about 18
  // (docs/decisions/0085). The timeouts below allow for the slow moments that brings.
  workers: 3,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // A timeout catches a test that hangs; it is never a measure of speed (bench/ measures that).
  // Two cores run the server and three browsers at once, and a CI machine may be twice as slow
  // as the one the stories were written on (a 12 s story took over 30 s in one CI run), so each
  // allows for that.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  globalSetup: "./tests/e2e/global-setup.ts",
  use: {
    baseURL,
    // A page's own posts carry Sec-Fetch-Site; an API request (the request fixture) must say
    // where it comes from, or the server refuses the write (server/same-origin-writes.ts).
    extraHTTPHeaders: { Origin: baseURL },
    locale: "en-GB",
    timezoneId: "Europe/London",
    // A failed test keeps its trace (each step's DOM, network and console) and a screenshot of
    // where it stopped. The trace takes no screencast: recording one for every test, passed or
    // not, made the suite about a fifth slower on two cores (docs/decisions/0056).
    // In CI nobody can open a trace (the run keeps only its text output), so none is recorded
    // there: recording one for every test costs CPU the two cores need.
    trace: process.env.CI
      ? "off"
      : { mode: "retain-on-failure", screenshots: false, snapshots: true },
    screenshot: "only-on-failure",
    launchOptions: debianHeadlessShell,
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], launchOptions: debianHeadlessShell },
      testIgnore: /.*\.mobile\.spec\.ts/,
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], launchOptions: debianHeadlessShell },
      testMatch: /.*\.mobile\.spec\.ts/,
    },
  ],
  webServer: {
    // The production build on a throwaway embedded database, as `npm start` runs it; first, in
    // one process (tests/e2e/seed.ts), the staff accounts the admin specs sign in with
    // (tests/e2e/seed-staff.ts says why), then the expired listings perishable-expiry.spec.ts
    // renews (tests/e2e/seed-expiry.ts), then the fictional food banks food-bank-needs.spec.ts
    // matches (tests/e2e/seed-food-banks.ts).
    command: "npx tsx tests/e2e/seed.ts && node scripts/start.ts",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      APP_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      // As `npm start` does by default; said here so a DEMO_DATA in the shell cannot change it.
      DEMO_DATA: "true",
      // Every account an e2e test makes is minutes old; the newcomer limits are tested in
      // app/trust (decision 0071), not tripped over here.
      NEWCOMER_DAYS: "0",
      // Maps never ask a real tile server from a test (decision 0097): tiles are asked of the
      // test server itself, where tests/e2e/maps.ts answers them with one local image.
      MAP_TILE_URL: `${baseURL}/map-tiles-stand-in/{z}/{x}/{y}.png`,
      MAP_TILE_ATTRIBUTION: "© OpenStreetMap contributors",
    },
  },
});
