// Makes a new embedded database in the folder given (PGlite runs Postgres's initdb when it opens
// an empty folder), then exits. Run in a child process by prepare-embedded-database.ts, so that
// initdb's memory peak (a second Postgres instance and V8 compiling Postgres) ends with
// this process instead of staying in the server's peak.
import { PGlite } from "@electric-sql/pglite";
import { pgliteOptions } from "../app/server/db/pglite-options.server.ts";

const folder = process.argv[2];
if (!folder) throw new Error("usage: pglite-initdb.ts <folder>");
const pglite = await PGlite.create(folder, pgliteOptions);
await pglite.close();
