import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrateDatabase, openDatabase } from "~/server/db/database.server";
import { ensureBuild } from "../scripts/ensure-build.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** With TEST_DATABASE_URL: a migrated database on that server that each test file's copies. */
    testDatabaseTemplate?: string;
  }
}

/**
 * Builds once, before any test file, for the suites that run the production build. With
 * TEST_DATABASE_URL, also migrates one template database on that server, which
 * tests/test-database.ts copies for each test file (CREATE DATABASE … TEMPLATE) instead of
 * migrating a new one per file; dropped when the run ends.
 */
export default async function setup(project: TestProject) {
  ensureBuild();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return;
  const name = `glut_test_template_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", connectionString: url.toString(), max: 1 });
  try {
    await migrateDatabase(handle);
  } finally {
    await handle.close();
  }
  project.provide("testDatabaseTemplate", name);
  return async () => {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name}`).catch(() =>
      adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    );
  };
}

async function adminQuery(serverUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
