// Run before the e2e server starts, by tests/e2e/seed.ts (playwright.config.ts), on the
// server's data folder, as seed-staff.ts is: a paid-up grower with listings that expired
// yesterday (tests/e2e/expiry-owner.ts).
import { writeFileSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import { stillAvailablePath, stillAvailableToken } from "~/listings/listing-expiry-link.server";
import { listings } from "~/listings/listings.table";
import { addDays, ukToday } from "~/planting/uk-calendar";
import type { DatabaseHandle } from "~/server/db/database.server";
import { loadEnv } from "~/server/env.server";
import {
  E2E_EXPIRED_LISTINGS,
  E2E_EXPIRING_LISTINGS,
  E2E_EXPIRY_OWNER,
  stillAvailableLinksFile,
} from "./expiry-owner";
import { seedPaidMember } from "./seed-member";

/** The expiry owner and their listings, on the database tests/e2e/seed.ts opened in dataDir. */
export async function seedExpiry(database: DatabaseHandle, dataDir: string): Promise<void> {
  const { db } = database;
  const env = loadEnv({ ...process.env, NODE_ENV: "test" });
  const ownerId = await seedPaidMember(database, E2E_EXPIRY_OWNER);
  const today = ukToday(new Date());
  const seed = async (name: string, availableUntil: string) => {
    await db.delete(listings).where(and(eq(listings.userId, ownerId), eq(listings.name, name)));
    const [row] = await db
      .insert(listings)
      .values({
        userId: ownerId,
        name,
        category: "Fruits",
        type: "Free",
        location: "Leeds",
        description: "From the old tree by the shed.",
        availableUntil,
      })
      .returning({ id: listings.id });
    if (!row) throw new Error(`could not seed ${name}`);
    return row.id;
  };
  for (const name of Object.values(E2E_EXPIRED_LISTINGS)) await seed(name, addDays(today, -1));
  // The links the reminder email would carry: the server's own secret, read from the same
  // data folder as the server will read it.
  const links: Record<string, string> = {};
  const tomorrow = addDays(today, 1);
  for (const name of Object.values(E2E_EXPIRING_LISTINGS)) {
    const id = await seed(name, tomorrow);
    links[name] = stillAvailablePath(id, stillAvailableToken(env.BETTER_AUTH_SECRET, id, tomorrow));
  }
  writeFileSync(stillAvailableLinksFile(dataDir), JSON.stringify(links));
}
