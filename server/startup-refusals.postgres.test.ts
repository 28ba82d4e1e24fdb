import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase, openDatabase } from "~/server/db/database.server";
import {
  type InstanceRegistration,
  registerInstance,
  uploadsPlace,
} from "~/server/instances/instance-registry.server";
import { readOnlyDisk } from "../tests/factories/faulty-disks";
import { noStack, productionSecret, runToExit } from "../tests/factories/start-up-run";

// The real start-up, run to its end for each misconfiguration (decision 0079): one plain line
// naming the problem, exit status 1, and nothing created. These need a PostgreSQL server, so the
// file is collected only when TEST_DATABASE_URL names one (vitest.config.ts), as in CI.

const postgresServer = process.env.TEST_DATABASE_URL ?? "";

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), "glut-startup-"));
});
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

describe("start-up refuses a misconfiguration of its PostgreSQL server before creating anything", () => {
  it("a DATA_DIR that cannot be made, with DATABASE_URL: the server names what it keeps there", async () => {
    const disk = readOnlyDisk();
    try {
      const dataDir = path.join(disk.folder, "glut");
      const { code, output } = await runToExit("server.ts", {
        DATA_DIR: dataDir,
        DATABASE_URL: postgresServer,
        BETTER_AUTH_SECRET: productionSecret,
      });
      expect(code).toBe(1);
      expect(output).toContain(
        `DATA_DIR (${dataDir}) cannot be written: it does not exist and cannot be created in ${disk.folder}`,
      );
      expect(output).toContain("Glut keeps uploaded photos and the email outbox there.");
      noStack(output);
      expect(readdirSync(disk.folder)).toEqual([]);
    } finally {
      disk.release();
    }
  }, 160_000);

  it("a DATABASE_URL naming a database that does not exist: one line naming it", async () => {
    const dataDir = path.join(scratch, "missing-database");
    const missing = `glut_missing_${process.pid}`;
    const url = new URL(postgresServer);
    url.pathname = `/${missing}`;
    const { code, output } = await runToExit("server.ts", {
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      BETTER_AUTH_SECRET: productionSecret,
    });
    expect(code).toBe(1);
    expect(output).toContain(
      `The database "${missing}" named by DATABASE_URL does not exist on the PostgreSQL server ${url.hostname}:${url.port || "5432"}. Create it (createdb ${missing}) or correct DATABASE_URL.`,
    );
    noStack(output);
    expect(existsSync(dataDir)).toBe(false);
  }, 160_000);
});

describe("a second instance without a bucket", () => {
  const name = `glut_instances_${process.pid}`;
  const url = new URL(postgresServer);
  url.pathname = `/${name}`;
  let first: InstanceRegistration;
  let closeFirst: () => Promise<void>;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: postgresServer });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    // The first instance: this test process, serving photos from its own disk.
    const database = await openDatabase({ kind: "postgres", connectionString: url.toString() });
    await migrateDatabase(database);
    first = await registerInstance(
      database.db,
      pino({ level: "silent" }),
      uploadsPlace({ dataDir: path.join(scratch, "first") }),
    );
    closeFirst = async () => {
      await first.close();
      await database.close();
    };
  }, 120_000);

  afterAll(async () => {
    await closeFirst?.();
    const admin = new pg.Client({ connectionString: postgresServer });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("is refused while the first is alive, told to configure the bucket", async () => {
    const dataDir = path.join(scratch, "second");
    const { code, output } = await runToExit("server.ts", {
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      BETTER_AUTH_SECRET: productionSecret,
    });
    expect(code).toBe(1);
    expect(output).toContain(
      `keeps uploaded photos in the local folder ${path.join(scratch, "first")} on ${os.hostname()}, but this one would keep them in the local folder ${dataDir} on ${os.hostname()}`,
    );
    expect(output).toContain("Set S3_BUCKET");
    noStack(output);
    expect(existsSync(path.join(dataDir, "uploads"))).toBe(false);
  }, 160_000);
});
