// PGlite's options, apart from app/server/db/database.server.ts so that `npm start` can open the
// embedded database the same way before it loads the server (scripts/prepare-embedded-database.ts):
// this file imports only PGlite, with no extensionless relative imports Node would refuse.
import { PGlite } from "@electric-sql/pglite";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * PGlite runs Postgres inside WebAssembly, whose memory only grows, and Postgres sets up all of
 * shared_buffers as it starts: with PGlite's 128 MB default, 128 MB of the server's resident
 * memory is buffers from boot. A laptop's demo database is a few MB, and PGlite's files sit in
 * the operating system's page cache anyway, so 32 MB is plenty (docs/decisions/0041); the rest
 * of PGlite's settings stay its own.
 */
export const PGLITE_SHARED_BUFFERS = "32MB";

export const pgliteOptions = {
  extensions: { pg_trgm, cube, earthdistance },
  startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
};
