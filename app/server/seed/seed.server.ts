import { seedCities } from "~/places/seed-cities.server";
import type { Db } from "~/server/db/database.server";
import { seedRuns } from "~/server/db/seed-runs.table";

/**
 * A one-off seeder of demo content. Each capability adds its own to `demoSeeders`; every row
 * it writes must be marked as demo (an `is_demo` column) so it can be told apart and removed.
 */
export interface DemoSeeder {
  name: string;
  run(db: Db): Promise<void>;
}

/** Reference data is true to the real world and refreshed on every start. */
const referenceSeeders: ReadonlyArray<(db: Db) => Promise<void>> = [seedCities];

export const demoSeeders: DemoSeeder[] = [];

export async function seedReferenceData(db: Db): Promise<void> {
  for (const seed of referenceSeeders) await seed(db);
}

/** Runs each demo seeder once per database, recording it in the same transaction. */
export async function seedDemoContent(
  db: Db,
  seeders: readonly DemoSeeder[] = demoSeeders,
): Promise<string[]> {
  const ran: string[] = [];
  for (const seeder of seeders) {
    const done = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(seedRuns)
        .values({ name: seeder.name })
        .onConflictDoNothing()
        .returning({ name: seedRuns.name });
      if (inserted.length === 0) return false;
      await seeder.run(tx as unknown as Db);
      return true;
    });
    if (done) ran.push(seeder.name);
  }
  return ran;
}
