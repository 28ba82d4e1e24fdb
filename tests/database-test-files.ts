// Lists the Vitest files that run against the test database (tests/test-database.ts), for the
// PostgreSQL pass of .ci/run: the other files never read TEST_DATABASE_URL (pure functions, or
// their own embedded database), so running them a second time there would only cost CI minutes.
// A file counts when it, or a test factory it imports, opens the test database.
import { globSync, readFileSync } from "node:fs";

const OPENS_THE_TEST_DATABASE = /test-database|TEST_DATABASE_URL/;

const factories = globSync("tests/factories/*.ts").filter((file) =>
  OPENS_THE_TEST_DATABASE.test(readFileSync(file, "utf8")),
);
const factoryNames = factories.map((file) => file.replace(/^tests\//, "").replace(/\.ts$/, ""));

const files = globSync("{app,scripts,server}/**/*.test.{ts,tsx}").filter((file) => {
  const text = readFileSync(file, "utf8");
  return OPENS_THE_TEST_DATABASE.test(text) || factoryNames.some((name) => text.includes(name));
});

console.log(files.sort().join("\n"));
