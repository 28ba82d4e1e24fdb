import { randomUUID } from "node:crypto";
import { profiles } from "~/accounts/accounts.table";
import { users } from "~/accounts/auth.table";
import { referralAttributions } from "~/membership/membership.table";
import type { Db } from "~/server/db/database.server";

let counter = 0;

/**
 * A user and profile row and nothing else (no password, consents or referral code): for tests
 * that need accounts to point at, quickly.
 */
export async function createBareAccount(
  db: Db,
  options: { organizationName?: string; referredByCodeId?: string } = {},
): Promise<string> {
  counter++;
  const id = randomUUID();
  await db
    .insert(users)
    .values({ id, name: `user${counter}`, email: `user${counter}@example.org` });
  await db.insert(profiles).values({
    id,
    username: `user${counter}`,
    isOrganization: options.organizationName !== undefined,
    organizationName: options.organizationName ?? null,
  });
  if (options.referredByCodeId) {
    await db.insert(referralAttributions).values({ userId: id, codeId: options.referredByCodeId });
  }
  return id;
}
