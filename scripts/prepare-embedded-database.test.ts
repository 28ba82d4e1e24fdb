import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock } from "../app/server/db/data-dir-lock.server.ts";
import {
  embeddedDataDir,
  prepareEmbeddedDatabase,
  v8WorkerCpuMs,
} from "./prepare-embedded-database.ts";

const folders: string[] = [];
function tempDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "glut-prepare-"));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("embeddedDataDir", () => {
  it("is DATA_DIR, resolved as the server resolves it, when no DATABASE_URL is set", () => {
    expect(embeddedDataDir({})).toBe(path.resolve("./data"));
    expect(embeddedDataDir({ DATA_DIR: "/srv/glut", DATABASE_URL: " " })).toBe("/srv/glut");
  });

  it("is undefined when the server uses PostgreSQL", () => {
    expect(embeddedDataDir({ DATABASE_URL: "postgres://localhost/glut" })).toBeUndefined();
  });
});

describe.runIf(process.platform === "linux")("v8WorkerCpuMs", () => {
  it("reads the CPU time of V8's worker threads", () => {
    expect(v8WorkerCpuMs()).toBeGreaterThanOrEqual(0);
  });
});

describe("prepareEmbeddedDatabase", () => {
  // Its parser workout runs on the new database too, so a statement Postgres refused would fail here.
  it("makes a new data folder's database (initdb in a child process) and lets it go", async () => {
    const dataDir = tempDataDir();
    await prepareEmbeddedDatabase({ DATA_DIR: dataDir });
    expect(existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(true);
    // The lock is released: the server can take it.
    acquireDataDirLock(dataDir).release();
    // The database opens, as the server will open it.
    const pglite = await PGlite.create(path.join(dataDir, "pglite"));
    try {
      expect((await pglite.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
    } finally {
      await pglite.close();
    }
  }, 120_000);

  it("does nothing when DATABASE_URL is set", async () => {
    const dataDir = tempDataDir();
    await prepareEmbeddedDatabase({ DATA_DIR: dataDir, DATABASE_URL: "postgres://x/y" });
    expect(existsSync(path.join(dataDir, "pglite"))).toBe(false);
  });

  it("leaves a data folder in use alone, for the server to report", async () => {
    const dataDir = tempDataDir();
    const lock = acquireDataDirLock(dataDir);
    try {
      await prepareEmbeddedDatabase({ DATA_DIR: dataDir });
      expect(existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(false);
    } finally {
      lock.release();
    }
  });
});
