import type { Db } from "~/server/db/database.server";
import type { FileStorage } from "~/server/storage/file-storage";

/** What a demo seeder may use besides the database. */
export interface DemoSeedContext {
  /** Where photos go. Whatever a seeder stores is removed again if its transaction fails. */
  storage: FileStorage;
  /** The moment the demo is seeded: dates in demo content are relative to it. */
  now: Date;
}

/**
 * A one-off seeder of demo content. Each domain names its own in its descriptor; every row it
 * writes must be marked as demo (an `is_demo` column) so it can be told apart and removed.
 */
export interface DemoSeeder {
  name: string;
  run(db: Db, context: DemoSeedContext): Promise<void>;
}

/** Loads reference data that is true to the real world; runs on every start, so idempotent. */
export type ReferenceSeeder = (db: Db) => Promise<void>;
