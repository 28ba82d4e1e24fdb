import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/test-database.ts";
import { startJobQueue, stopJobQueue } from "./jobs/job-queue.server.ts";
import {
  createReadiness,
  dataDirWritable,
  jobQueueRunning,
  type ReadinessCheck,
  readinessChecks,
} from "./readiness.server.ts";

const silent = pino({ level: "silent" });

describe("readiness", () => {
  it("is ready when every check passes, and names each", async () => {
    const ready = createReadiness(
      [
        { name: "one", timeoutMs: 1_000, run: async () => {} },
        { name: "two", timeoutMs: 1_000, run: async () => {} },
      ],
      silent,
    );
    expect(await ready()).toEqual({ ready: true, checks: { one: "ok", two: "ok" } });
  });

  it("names a check that fails and one that takes longer than its own timeout", async () => {
    const hangs: ReadinessCheck = {
      name: "hangs",
      timeoutMs: 50,
      run: () => new Promise(() => {}),
    };
    const fails: ReadinessCheck = {
      name: "fails",
      timeoutMs: 1_000,
      run: async () => {
        throw new Error("broken");
      },
    };
    const ok: ReadinessCheck = { name: "ok", timeoutMs: 1_000, run: async () => {} };
    const ready = createReadiness([hangs, fails, ok], silent);
    expect(await ready()).toEqual({
      ready: false,
      checks: { hangs: "timed out", fails: "failed", ok: "ok" },
    });
  });

  it("logs a failing check when it starts failing and when it recovers, not at every probe", async () => {
    const lines: { msg: string; check: string }[] = [];
    const logger = pino(
      { level: "info" },
      { write: (line: string) => lines.push(JSON.parse(line)) },
    );
    let broken = true;
    const ready = createReadiness(
      [
        {
          name: "flaky",
          timeoutMs: 1_000,
          run: async () => {
            if (broken) throw new Error("broken");
          },
        },
      ],
      logger,
    );
    await ready();
    await ready();
    broken = false;
    await ready();
    await ready();
    expect(lines.map((line) => `${line.msg}: ${line.check}`)).toEqual([
      "not ready: flaky",
      "ready again: flaky",
    ]);
  });
});

describe("the storage check", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "glut-readiness-"));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("passes on a writable DATA_DIR and leaves nothing behind", async () => {
    await expect(dataDirWritable(dataDir).run()).resolves.toBeUndefined();
    expect(await readdir(dataDir)).toEqual([]);
  });

  it("passes on a DATA_DIR not made yet whose parent can be written, as start-up allows", async () => {
    // Two instances behind a balancer with their photos, database and mail elsewhere start with
    // no DATA_DIR yet (bench:scale-out); their /readyz must not say 503 until an email is kept.
    const notYetMade = path.join(dataDir, "instance-a", "data");
    await expect(dataDirWritable(notYetMade).run()).resolves.toBeUndefined();
    expect(await readdir(notYetMade)).toEqual([]);
  });

  it("fails when DATA_DIR cannot be written", async () => {
    // A file where the folder should be: no process, root included, can write inside it.
    const notAFolder = path.join(dataDir, "not-a-folder");
    await writeFile(notAFolder, "");
    await expect(dataDirWritable(notAFolder).run()).rejects.toThrow();
  });
});

describe("the job queue check", () => {
  const database = setupTestDatabase();

  it("passes while every queue has a worker, and fails once the queue has stopped", async () => {
    const job = { name: "readiness-test", handle: async () => {} };
    const jobs = await startJobQueue(database(), [job], silent);
    const check = jobQueueRunning(jobs, [job.name]);
    try {
      await expect(check.run()).resolves.toBeUndefined();
      await expect(jobQueueRunning(jobs, ["no-such-queue"]).run()).rejects.toThrow(
        'no worker is taking "no-such-queue" jobs',
      );
    } finally {
      await stopJobQueue(jobs);
    }
    await expect(check.run()).rejects.toThrow();
  });

  it("is one of the checks, with the database's, in the order the report names them", async () => {
    const jobs = await startJobQueue(database(), [], silent);
    try {
      const names = (dataDir?: string) =>
        readinessChecks({ database: database(), jobs, jobNames: [], dataDir }).map(
          (check) => check.name,
        );
      expect(names("/somewhere")).toEqual(["database", "storage", "job queue"]);
      expect(names(undefined)).toEqual(["database", "job queue"]);
    } finally {
      await stopJobQueue(jobs);
    }
  });
});
