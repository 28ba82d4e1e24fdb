// Glut's production server on a throwaway PGlite database with the demo content (as a new
// visitor finds the site), with a signed-in paying member: what bench:pages and bench:js
// measure against. Stopped, and its data folder removed, when `measure` is done. With
// BENCH_DATABASE_URL it runs on that PostgreSQL database instead (kept: say, the 1,000,000
// listings `BENCH_KEEP_DATABASE=1 npm run bench:listings -- 1000000` seeded), demo content added.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { becomeBenchMember } from "./bench-member.ts";
import { type BenchSession, benchServerEnv, log } from "./page-bench.ts";
import { startProductionServer } from "./production-server.ts";

export async function withDemoServer(
  port: number,
  measure: (member: BenchSession) => Promise<void>,
  options: {
    /** Start from a copy of this data folder (a later boot: no initdb, demo content there). */
    copyDataFrom?: string;
  } = {},
): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "glut-bench-demo-"));
  try {
    if (options.copyDataFrom) {
      cpSync(options.copyDataFrom, dataDir, { recursive: true });
    }
    log(
      `Starting Glut's production server on ${process.env.BENCH_DATABASE_URL ? "BENCH_DATABASE_URL" : "the demo database"}…`,
    );
    const glut = await startProductionServer({
      port,
      env: {
        ...benchServerEnv(port),
        DATA_DIR: dataDir,
        DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "",
        DEMO_DATA: "true",
      },
    });
    try {
      const cookie = await becomeBenchMember(glut.baseUrl);
      await measure({ baseUrl: glut.baseUrl, cookie, serverPid: glut.pid });
    } finally {
      await glut.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The first link on `page` whose path matches `pattern` (a demo listing, a free-food city). */
export async function firstLink(
  session: BenchSession,
  page: string,
  pattern: RegExp,
): Promise<string> {
  const response = await fetch(`${session.baseUrl}${page}`, {
    headers: { cookie: session.cookie },
  });
  const found = [...(await response.text()).matchAll(/href="([^"]+)"/g)]
    .map((m) => m[1] ?? "")
    .find((href) => pattern.test(href));
  if (!found) throw new Error(`no link matching ${pattern} on ${page}`);
  return found;
}
