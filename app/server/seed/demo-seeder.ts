import type { Db } from "~/server/db/database.server";
import type { FileStorage } from "~/server/storage/storage.server";

/** What a demo seeder may use besides the database. */
export interface DemoSeedContext {
  /** Where photos go. Whatever a seeder stores is removed again if its transaction fails. */
  storage: FileStorage;
  /** The moment the demo is seeded: dates in demo content are relative to it. */
  now: Date;
}

/**
 * A one-off seeder of demo content. Each capability adds its own to `demoSeeders`; every row
 * it writes must be marked as demo (an `is_demo` column) so it can be told apart and removed.
 */
export interface DemoSeeder {
  name: string;
  run(db: Db, context: DemoSeedContext): Promise<void>;
}
