// What `npm start` does with the embedded database (PGlite) before it loads the server, to keep
// the server's memory peak down (docs/decisions/0058). Nothing here when DATABASE_URL is set.
//
// 1. A new data folder's initdb runs in a short-lived child process (scripts/pglite-initdb.ts)
//    with V8's baseline compiler only: its peak, about 540 MB, leaves with that process.
// 2. V8 compiles Postgres's SQL parser (`raw_parser`, one 105 kB WebAssembly function) with its
//    optimising compiler once the parser is hot, after the first few hundred queries whatever we
//    do, and that one compilation needs about 600 MB for about a second. Here it happens while the
//    process holds only PGlite, before the server's ~300 MB of packages are loaded: a throwaway
//    PGlite parses statements until the parser is hot, then waits for V8's compiler threads to go
//    quiet. V8 keeps compiled WebAssembly per module bytes for as long as one module of them is
//    alive in the process, so `compiledPglite` is kept, and the server's PGlite, compiling the
//    same file, starts with the parser already optimised.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { acquireDataDirLock, DatabaseInUseError } from "../app/server/db/data-dir-lock.server.ts";
import { pgliteOptions } from "../app/server/db/pglite-options.server.ts";

/** Kept for the life of the process: see (2) above. */
let compiledPglite: WebAssembly.Module | undefined;

/** DATA_DIR as the server will resolve it, or undefined when the server uses PostgreSQL. */
export function embeddedDataDir(env: NodeJS.ProcessEnv): string | undefined {
  // As app/server/env.server.ts reads them: an empty variable counts as unset.
  if (env.DATABASE_URL?.trim()) return undefined;
  return path.resolve(env.DATA_DIR?.trim() || "./data");
}

/** A statement that is long to parse and nothing to run: it makes the parser hot quickly. */
function parserWorkout(terms = 20): string {
  const columns = Array.from(
    { length: terms },
    (_, i) => `coalesce(nullif($1::text, 'x${i}'), 'y') as c${i}`,
  );
  return `select ${columns.join(", ")} where $1::text is null`;
}

function initdbInChildProcess(folder: string): void {
  // --liftoff-only: V8's baseline WebAssembly compiler alone. initdb runs once, so its code need
  // not be fast, and without the optimising compiler the child peaks at about 540 MB instead of
  // about 1,040 MB (and finishes sooner: 6.6 s against 8.3 s, measured on the same machine).
  const run = spawnSync(
    process.execPath,
    ["--liftoff-only", path.join(import.meta.dirname, "pglite-initdb.ts"), folder],
    { stdio: "inherit" },
  );
  if (run.status !== 0) {
    throw new Error(`Could not create the embedded database in ${folder} (initdb failed)`);
  }
}

/**
 * CPU time (ms) V8's worker threads have used so far, from Linux's /proc: they compile
 * WebAssembly in the background (and help the garbage collector). 0 where /proc is missing.
 */
export function v8WorkerCpuMs(): number {
  let ticks = 0;
  try {
    for (const task of readdirSync("/proc/self/task")) {
      const stat = readFileSync(`/proc/self/task/${task}/stat`, "utf8");
      // Fields after the ")" closing the thread's name: state is the 1st, utime the 12th, stime the 13th.
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      if (name !== "V8Worker") continue;
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    }
  } catch {
    return 0;
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

/**
 * Waits until V8's worker threads have used no CPU for `quietMs` (the compilation the parser's
 * heat started is over), or `maxMs` has passed; which one it was does not matter for
 * correctness, only for where the compilation's memory peak lands.
 */
async function compilerThreadsQuiet(quietMs = 300, maxMs = 15_000): Promise<void> {
  const started = performance.now();
  let last = v8WorkerCpuMs();
  let quietSince = performance.now();
  while (performance.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = v8WorkerCpuMs();
    if (now !== last) {
      last = now;
      quietSince = performance.now();
    } else if (performance.now() - quietSince >= quietMs) {
      return;
    }
  }
}

async function compileParserEarly(folder: string): Promise<void> {
  const wasmFile = new URL("./pglite.wasm", import.meta.resolve("@electric-sql/pglite"));
  compiledPglite = await WebAssembly.compile(readFileSync(wasmFile));
  const pglite = await PGlite.create(folder, {
    ...pgliteOptions,
    pgliteWasmModule: compiledPglite,
  });
  try {
    const workout = parserWorkout();
    for (let i = 0; i < 100; i++) await pglite.query(workout, ["a"]);
    await compilerThreadsQuiet();
  } finally {
    await pglite.close();
  }
}

/** Prepares DATA_DIR's embedded database for the server; returns at once when there is none. */
export async function prepareEmbeddedDatabase(env: NodeJS.ProcessEnv): Promise<void> {
  const dataDir = embeddedDataDir(env);
  if (!dataDir) return;
  const folder = path.join(dataDir, "pglite");
  mkdirSync(folder, { recursive: true });
  let lock: ReturnType<typeof acquireDataDirLock>;
  try {
    lock = acquireDataDirLock(dataDir);
  } catch (error) {
    // Another server has it open: the server reports that itself, in its own words.
    if (error instanceof DatabaseInUseError) return;
    throw error;
  }
  try {
    if (!existsSync(path.join(folder, "PG_VERSION"))) initdbInChildProcess(folder);
    try {
      await compileParserEarly(folder);
    } catch {
      // Only memory is at stake here: the server opens the database next and reports whatever
      // is wrong with it (a folder from another PGlite version, a full disk) in its own words.
    }
  } finally {
    lock.release();
  }
}
