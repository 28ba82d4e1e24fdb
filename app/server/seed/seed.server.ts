import type { Db } from "~/server/db/database.server";
import { seedRuns } from "~/server/db/seed-runs.table";
import type { FileStorage } from "~/server/storage/file-storage";
import { isValidStorageKey } from "~/server/storage/storage-key";
import type { DemoSeeder, ReferenceSeeder } from "./demo-seeder";

export async function seedReferenceData(
  db: Db,
  seeders: readonly ReferenceSeeder[],
): Promise<void> {
  for (const seed of seeders) await seed(db);
}

/**
 * Storage that remembers what was put into it, so a seeder's files can be removed when its
 * transaction rolls back.
 */
function recordingStorage(storage: FileStorage): { storage: FileStorage; written: string[] } {
  const written: string[] = [];
  return {
    written,
    storage: {
      put(key, body, contentType) {
        // Recorded before the write, so a put that fails half way is still cleaned up; a key
        // the storage refuses writes nothing, and would stop the clean-up of the others.
        if (isValidStorageKey(key)) written.push(key);
        return storage.put(key, body, contentType);
      },
      get: (key) => storage.get(key),
      delete: (key) => storage.delete(key),
      deleteMany: (keys) => storage.deleteMany(keys),
      exists: (key) => storage.exists(key),
      publicUrl: (key) => storage.publicUrl(key),
    },
  };
}

/**
 * Runs each demo seeder once per database, in order (a seeder may use what an earlier one wrote:
 * listings need their members), recording it in the same transaction. A seeder that throws
 * leaves nothing behind, rows or files, and runs again on the next start.
 */
export async function seedDemoContent(
  db: Db,
  options: { storage: FileStorage; seeders: readonly DemoSeeder[]; now?: Date },
): Promise<string[]> {
  const { seeders, now = new Date() } = options;
  const ran: string[] = [];
  for (const seeder of seeders) {
    const files = recordingStorage(options.storage);
    let done: boolean;
    try {
      done = await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(seedRuns)
          .values({ name: seeder.name })
          .onConflictDoNothing()
          .returning({ name: seedRuns.name });
        if (inserted.length === 0) return false;
        await seeder.run(tx as unknown as Db, { storage: files.storage, now });
        return true;
      });
    } catch (error) {
      // Best effort: the seeder's own error is the one worth reporting.
      if (files.written.length > 0) {
        await options.storage.deleteMany([...new Set(files.written)]).catch(() => {});
      }
      throw error;
    }
    if (done) ran.push(seeder.name);
  }
  return ran;
}
