// docs/deploy.md's backup and restore, done: pg_dump of a live site's database, pg_restore into a
// new one, the app started on it. Wanted: it starts without applying anything, and a member's
// listing and session are there as they were.
import pg from "pg";
import type { RunningServer } from "../../bench/production-server.ts";
import type { FaultReport } from "./fault-report.ts";
import { confirmEveryEmail, createdListingId, listingForm, SiteClient } from "./site-client.ts";

async function appliedMigrations(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      "select count(*)::int as n from drizzle.__drizzle_migrations",
    );
    return result.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

export async function backupAndRestore(options: {
  startGlut(env?: Record<string, string>): Promise<RunningServer>;
  databaseUrl: string;
  restore(): { url: string; dumpBytes: number };
  report: FaultReport;
}): Promise<void> {
  let server = await options.startGlut();
  const person = await SiteClient.member(server.baseUrl, "10.6.0.1");
  await confirmEveryEmail(options.databaseUrl);
  const id = createdListingId(
    await person.post("/create-listing", listingForm("Restored rhubarb")),
  );
  await server.stop();
  if (!id) throw new Error("the listing to back up could not be created");

  const started = performance.now();
  const { url, dumpBytes } = options.restore();
  const restoreSeconds = (performance.now() - started) / 1000;
  const before = await appliedMigrations(url);
  server = await options.startGlut({ DATABASE_URL: url });
  try {
    const after = await appliedMigrations(url);
    person.baseUrlChanged(server.baseUrl);
    const page = await person.send(`/listings/${id}`);
    const shown = page.status === 200 && page.text.includes("Restored rhubarb");
    // Signed in still: the session row came back with the rest.
    const dashboard = await person.send("/dashboard");
    options.report.add(
      "Backed up and restored",
      [
        [
          "pg_dump (custom format), then pg_restore into a new database",
          `${(dumpBytes / 1024).toFixed(0)} KB, ${restoreSeconds.toFixed(1)} s`,
        ],
        ["migrations applied when the app started on it", String(after - before)],
        ["the member's listing", shown ? "shown" : `NOT shown (${page.status})`],
        [
          "the member's session",
          dashboard.status === 200
            ? "still signed in"
            : `answered ${dashboard.status} ${dashboard.location}`,
        ],
      ],
      [
        [after === before, "the app started on the restored database without applying anything"],
        [shown, "the listing is there"],
        [dashboard.status === 200, "the member is still signed in"],
      ],
    );
  } finally {
    await server.stop();
  }
}
