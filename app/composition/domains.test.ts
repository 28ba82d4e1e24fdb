import { getTableName, isTable, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import cyEmail from "~/i18n/locales/cy/email";
import enEmail from "~/i18n/locales/en/email";
import * as seedRunsTables from "~/server/db/seed-runs.table";
import * as outgoingEmailTables from "~/server/email/outgoing-emails.table";
import * as appInstanceTables from "~/server/instances/app-instances.table";
import * as rateLimitTables from "~/server/rate-limit/rate-limits.table";
import * as pendingUploadTables from "~/server/storage/pending-uploads.table";
import { setupTestDatabase } from "../../tests/test-database";
import { appParts } from "./app-parts.server";

const emailWords = { en: enEmail, cy: cyEmail };

import { domains } from "./domains";

const getDatabase = setupTestDatabase();

/** The infrastructure's own tables: no domain owns them. */
const infrastructureTables = [
  seedRunsTables,
  rateLimitTables,
  pendingUploadTables,
  outgoingEmailTables,
  appInstanceTables,
];

function tableNames(modules: ReadonlyArray<Readonly<Record<string, unknown>>>): string[] {
  return modules.flatMap((module) =>
    Object.values(module).flatMap((value) => (isTable(value) ? [getTableName(value)] : [])),
  );
}

describe("the composition", () => {
  it("names each domain once", () => {
    const names = domains.map((domain) => domain.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("gives every table in the database exactly one owner", async () => {
    const owned = [
      ...domains.flatMap((domain) => tableNames(domain.tables ?? [])),
      ...tableNames(infrastructureTables),
    ];
    expect(new Set(owned).size).toBe(owned.length);
    const result = (await getDatabase().db.execute(
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as unknown as { rows: { table_name: string }[] };
    const inDatabase = result.rows.map((row) => row.table_name);
    expect([...owned].sort()).toEqual([...inDatabase].sort());
  });

  it("gathers account steps, seeders and jobs in the order the domains are listed", () => {
    const deletion = appParts.accountSteps.deletion.map((step) => step.name);
    const exports = appParts.accountSteps.export.map((section) => section.name);
    expect(new Set(deletion).size).toBe(deletion.length);
    expect(new Set(exports).size).toBe(exports.length);
    expect(deletion).toEqual(
      domains.flatMap((domain) => (domain.accountDeletion ? [domain.accountDeletion.name] : [])),
    );
    // Listings are seeded after the members who list them.
    const seeders = appParts.demoSeeders.map((seeder) => seeder.name);
    expect(seeders.indexOf("demo-members")).toBeLessThan(seeders.indexOf("demo-listings"));
    const jobs = appParts.jobs(() => {
      throw new Error("a job read the services while it was being declared");
    });
    const jobNames = jobs.map((job) => job.name);
    expect(new Set(jobNames).size).toBe(jobNames.length);
    expect(jobNames.length).toBeGreaterThan(0);
  });

  it("hands the admin area one moderation target per reportable kind", () => {
    const kinds = domains.flatMap((domain) => domain.moderationTargets ?? []).map((t) => t.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect([...appParts.moderationTargets.keys()].sort()).toEqual(
      [
        "forum_post",
        "forum_reply",
        "handover_thanks",
        "listing",
        "member",
        "message",
        "wanted_post",
      ].sort(),
    );
  });
  it("names every moderation target in both languages, as its label in English", () => {
    const named = [...appParts.moderationTargets.values()].map((target) => ({
      kind: target.kind,
      label: target.label,
      en: emailWords.en.moderation.kinds[
        target.kind as keyof typeof emailWords.en.moderation.kinds
      ],
      cy: emailWords.cy.moderation.kinds[
        target.kind as keyof typeof emailWords.cy.moderation.kinds
      ],
    }));
    expect(named.length).toBeGreaterThan(5);
    for (const target of named) {
      expect(target.en, target.kind).toBe(target.label);
      expect(target.cy, target.kind).toMatch(/\S/);
    }
  });
});
