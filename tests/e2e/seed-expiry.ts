// Run before the e2e server starts, by tests/e2e/seed.ts (playwright.config.ts), on the
// server's data folder, as seed-staff.ts is: a paid-up grower with listings that expired
// yesterday (tests/e2e/expiry-owner.ts).
import { writeFileSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import pino from "pino";
import { createAuth } from "~/accounts/auth.server";
import { users } from "~/accounts/auth.table";
import { signUp } from "~/accounts/signup.server";
import { signupSchema } from "~/accounts/signup-schema";
import { stillAvailablePath, stillAvailableToken } from "~/listings/listing-expiry-link.server";
import { listings } from "~/listings/listings.table";
import { subscribers } from "~/membership/membership.table";
import { addDays, ukToday } from "~/planting/uk-calendar";
import type { DatabaseHandle } from "~/server/db/database.server";
import { loadEnv } from "~/server/env.server";
import {
  E2E_EXPIRED_LISTINGS,
  E2E_EXPIRING_LISTINGS,
  E2E_EXPIRY_OWNER,
  stillAvailableLinksFile,
} from "./expiry-owner";

/** The expiry owner and their listings, on the database tests/e2e/seed.ts opened in dataDir. */
export async function seedExpiry(database: DatabaseHandle, dataDir: string): Promise<void> {
  const { db } = database;
  const env = loadEnv({ ...process.env, NODE_ENV: "test" });
  const logger = pino({ level: "silent" });
  const sendEmail = async () => "not-sent";
  const auth = createAuth({ env, db, logger, sendEmail });
  const owner = E2E_EXPIRY_OWNER;
  let [account] = await db.select().from(users).where(eq(users.email, owner.email));
  if (!account) {
    const result = await signUp(
      { env, db, logger, auth, sendEmail },
      signupSchema.parse({
        accountType: "personal",
        email: owner.email,
        username: owner.username,
        location: "Leeds",
        password: owner.password,
        confirmPassword: owner.password,
        termsAccepted: true,
        privacyAccepted: true,
        ageConfirmed: true,
      }),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
    [account] = await db.select().from(users).where(eq(users.email, owner.email));
  }
  if (!account) throw new Error("no expiry owner");
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, account.id));
  await db
    .insert(subscribers)
    .values({
      userId: account.id,
      subscribed: true,
      subscriptionTier: "Premium",
      subscriptionEnd: new Date(Date.now() + 365 * 86_400_000),
    })
    .onConflictDoNothing();
  const today = ukToday(new Date());
  const seed = async (name: string, availableUntil: string) => {
    await db.delete(listings).where(and(eq(listings.userId, account.id), eq(listings.name, name)));
    const [row] = await db
      .insert(listings)
      .values({
        userId: account.id,
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
