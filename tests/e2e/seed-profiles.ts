// Run before the e2e server starts, by tests/e2e/seed.ts (playwright.config.ts): for each run of
// member-profiles.spec.ts, two paid-up members and a handover between them already collected
// (tests/e2e/profile-members.ts says why).
import { writeFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import pino from "pino";
import { createAuth } from "~/accounts/auth.server";
import { users } from "~/accounts/auth.table";
import { signUp } from "~/accounts/signup.server";
import { signupSchema } from "~/accounts/signup-schema";
import { handovers } from "~/handover/handover.table";
import { listings } from "~/listings/listings.table";
import { subscribers } from "~/membership/membership.table";
import type { DatabaseHandle } from "~/server/db/database.server";
import { loadEnv } from "~/server/env.server";
import {
  PROFILE_RUNS,
  profileHandoversFile,
  profileMembers,
  type SeededProfileHandover,
} from "./profile-members";

export async function seedProfiles(database: DatabaseHandle, dataDir: string): Promise<void> {
  const { db } = database;
  const env = loadEnv({ ...process.env, NODE_ENV: "test" });
  const logger = pino({ level: "silent" });
  const sendEmail = async () => "not-sent";
  const auth = createAuth({ env, db, logger, sendEmail });

  const paidMember = async (account: { email: string; username: string; password: string }) => {
    let [row] = await db.select().from(users).where(eq(users.email, account.email));
    if (!row) {
      const result = await signUp(
        { env, db, logger, auth, sendEmail },
        signupSchema.parse({
          accountType: "personal",
          email: account.email,
          username: account.username,
          location: "Leeds",
          password: account.password,
          confirmPassword: account.password,
          termsAccepted: true,
          privacyAccepted: true,
          ageConfirmed: true,
        }),
      );
      if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
      [row] = await db.select().from(users).where(eq(users.email, account.email));
    }
    if (!row) throw new Error(`no account for ${account.email}`);
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, row.id));
    await db
      .insert(subscribers)
      .values({
        userId: row.id,
        subscribed: true,
        subscriptionTier: "Premium",
        subscriptionEnd: new Date(Date.now() + 365 * 86_400_000),
      })
      .onConflictDoNothing();
    return row.id;
  };

  const seeded: Record<string, SeededProfileHandover> = {};
  for (const run of PROFILE_RUNS) {
    const people = profileMembers(run);
    const giverId = await paidMember(people.giver);
    const receiverId = await paidMember(people.receiver);
    const title = `Rhubarb crowns for thanks (${run})`;
    const [listing] = await db
      .insert(listings)
      .values({
        userId: giverId,
        name: title,
        category: "Seedlings",
        type: "Free",
        location: "Leeds",
        status: "completed",
      })
      .returning({ id: listings.id });
    const collectedAt = new Date();
    const [handover] = await db
      .insert(handovers)
      .values({
        listingId: listing?.id,
        listingTitle: title,
        giverId,
        receiverId,
        status: "collected",
        reservedAt: new Date(collectedAt.getTime() - 86_400_000),
        collectedMarkedBy: giverId,
        collectedMarkedAt: collectedAt,
        collectedAt,
      })
      .returning({ id: handovers.id });
    if (!handover) throw new Error(`could not seed the ${run} handover`);
    seeded[run] = { handoverId: handover.id, giverId, receiverId };
  }
  writeFileSync(profileHandoversFile(dataDir), JSON.stringify(seeded));
}
