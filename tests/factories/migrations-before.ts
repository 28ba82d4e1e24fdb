import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A copy of `drizzle/` whose journal stops just before the migration tagged `tag`, for a test
 * that fills a database as it was, then runs that migration (with the real folder) over the rows.
 */
export function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), "glut-migrations-"));
  cpSync("drizzle", folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index <= 0) throw new Error(`no migration tagged ${tag} after the first`);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}
