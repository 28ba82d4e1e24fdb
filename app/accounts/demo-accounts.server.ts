import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import { profiles } from "./accounts.table";
import { users } from "./auth.table";
import { isDemoEmail } from "./demo-email";

// Demo members' accounts, for the demo content module (app/demo): a user row and a profile
// marked `is_demo`, and nothing else. No password and no other sign-in method, so nobody can
// sign in as one; no consent records, because no person gave any.

export interface DemoAccountInput {
  /** Must be under the reserved demo domain (`demo-email.ts`): no email to it can reach anyone. */
  email: string;
  username: string;
  location: string;
  joinedAt: Date;
}

/**
 * Makes the demo account; null when the address is taken already (a real account made while demo
 * data was off), which is left alone.
 */
export async function createDemoAccount(db: Db, input: DemoAccountInput): Promise<string | null> {
  if (!isDemoEmail(input.email)) throw new Error(`${input.email} is not a demo address`);
  const id = randomUUID();
  const inserted = await db
    .insert(users)
    .values({
      id,
      name: input.username,
      email: input.email,
      emailVerified: false,
      createdAt: input.joinedAt,
      updatedAt: input.joinedAt,
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (inserted.length === 0) return null;
  await db.insert(profiles).values({
    id,
    username: input.username,
    forumUsername: input.username,
    location: input.location,
    isDemo: true,
    createdAt: input.joinedAt,
  });
  return id;
}

/** The ids of the demo accounts with these addresses that exist, by address. */
export async function findDemoAccountIds(
  db: Db,
  emails: readonly string[],
): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(and(inArray(users.email, [...emails]), eq(profiles.isDemo, true)));
  return new Map(rows.map((row) => [row.email, row.id]));
}
