import { configDefaults, defineConfig } from "vitest/config";
import { assetBundles } from "./server/asset-bundles.ts";
import { inlineScripts } from "./server/inline-scripts.ts";

export default defineConfig({
  // As the app build has them: a route importing the map bundle gets its addresses, not Leaflet
  // (which needs a browser window to load).
  plugins: [inlineScripts(), assetBundles()],
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "scripts/**/*.test.ts",
      "server/**/*.test.ts",
      "tests/architecture/**/*.test.ts",
      "tests/fuzz/**/*.test.ts",
    ],
    // A *.postgres.test.ts file tests what only a PostgreSQL server has (a network connection to
    // lose): it is collected when TEST_DATABASE_URL names one, as CI's PostgreSQL pass does.
    exclude: process.env.TEST_DATABASE_URL
      ? configDefaults.exclude
      : [...configDefaults.exclude, "**/*.postgres.test.ts"],
    environment: "node",
    globalSetup: ["tests/global-setup.ts"],
    setupFiles: ["tests/newcomer-limits-off.ts"],
    // PGlite opens a fresh database per test file; two cores cannot run many at once.
    maxWorkers: 2,
    // Each worker runs its files one after another in one module graph: a fresh process and
    // import per file cost more than half the suite's time (11.9 min isolated, 7.3 without, on
    // two cores). A test file must therefore leave no global state behind: restore what it
    // changes (process.env, fake timers, spies) in afterEach/afterAll.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
