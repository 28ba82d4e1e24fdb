// `npm start`: builds the app when the build is missing or older than its sources, then
// serves it in production mode (migrations and seeding run as the server boots).
import path from "node:path";
import { ensureBuild } from "./ensure-build.ts";
import { prepareEmbeddedDatabase } from "./prepare-embedded-database.ts";
import { refuseBadConfiguration } from "./refuse-bad-configuration.ts";

// Before anything is built or created (decision 0079).
refuseBadConfiguration({ NODE_ENV: "production", ...process.env });
try {
  ensureBuild();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
process.env.NODE_ENV ??= "production";
process.chdir(path.resolve(import.meta.dirname, ".."));
// Before the server's packages are loaded: the embedded database's memory peaks are paid while
// the process is small (docs/decisions/0058).
await prepareEmbeddedDatabase(process.env);
await import("../server.ts");
