import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { adminAccountDeletion } from "~/admin/admin-account-deletion.server";
import { grantRole } from "~/admin/staff-roles.server";
import type { Db } from "~/server/db/database.server";
import type { AccountDeletionStep } from "~/server/domain";
import type { FileStorage } from "~/server/storage/file-storage";
import { LocalFileStorage } from "~/server/storage/local-storage.server";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import { referralAttributions, referralCodes } from "../membership/membership.table";
import { referralExportSection } from "../membership/membership-account-export.server";
import { referralSignup } from "../membership/referral-codes.server";
import {
  accountHasPassword,
  deleteAccount,
  verifyAccountPassword,
} from "./account-deletion.server";
import { exportAccountData } from "./account-export.server";
import { organizationVerifications, profiles, userRoles } from "./accounts.table";
import { accounts, sessions, users, verifications } from "./auth.table";
import { setMarketingConsent } from "./profile.server";
import { signUp } from "./signup.server";
import { signupSchema } from "./signup-schema";

const getDatabase = setupTestDatabase();
const PASSWORD = "correct horse battery";

let services: ReturnType<typeof createTestServices> & { storage: FileStorage };
let counter = 0;

beforeAll(() => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "glut-deletion-"));
  services = { ...createTestServices(getDatabase()), storage: new LocalFileStorage(dataDir) };
});

/** A whole account, made the way the site makes one, with something in every table it owns. */
async function createFullAccount(label: string) {
  counter += 1;
  const email = `${label}-${counter}@example.org`;
  const input = signupSchema.parse({
    accountType: "organization",
    email,
    username: `${label}${counter}`,
    location: "Leeds",
    password: PASSWORD,
    confirmPassword: PASSWORD,
    termsAccepted: true,
    privacyAccepted: true,
    ageConfirmed: true,
    marketingConsent: true,
    organizationName: `${label} food bank`,
    organizationType: "food-bank",
    registrationNumber: "1234567",
  });
  const result = await signUp(services, input, referralSignup);
  if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
  const userId = result.userId;
  const { db, auth } = services;

  await auth.api.signInEmail({ body: { email, password: PASSWORD } });
  await auth.api.signInEmail({ body: { email, password: PASSWORD, rememberMe: true } });
  await grantRole(db, email, "moderator");
  await setMarketingConsent(db, userId, false);
  // Every organisation gets its referral code when it signs up.
  const [code] = await db.select().from(referralCodes).where(eq(referralCodes.userId, userId));
  // better-auth's own tokens for this person: a password reset (value = user id) and an OTP
  // keyed by the email address.
  await auth.api.requestPasswordReset({ body: { email, redirectTo: "/reset-password" } });
  await db.insert(verifications).values({
    id: `otp-${userId}`,
    identifier: `sign-in-otp-${email}`,
    value: "123456",
    expiresAt: new Date(Date.now() + 600_000),
  });

  const files = [`test-uploads/${userId}/photo-1.webp`, `test-uploads/${userId}/photo-2.webp`];
  for (const key of files) await services.storage.put(key, Buffer.from(key), "image/webp");
  return { userId, email, files, referralCodeId: code?.id ?? "" };
}

/** A step like the ones listings or messages will register: it owns the test files. */
function fileStep(files: string[]): AccountDeletionStep {
  return {
    name: "test files",
    async inTransaction() {
      return files;
    },
  };
}

/** Every text-like column of every table, searched for the given strings. */
async function rowsMentioning(db: Db, needles: string[]) {
  const columns = (await db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public'
      and data_type in ('text', 'character varying', 'uuid', 'json', 'jsonb')
  `)) as unknown as { rows: { table_name: string; column_name: string }[] };
  const found: string[] = [];
  for (const { table_name, column_name } of columns.rows) {
    for (const needle of needles) {
      const result = (await db.execute(sql`
        select count(*)::int as n from ${sql.identifier(table_name)}
        where strpos(lower(${sql.identifier(column_name)}::text), ${needle.toLowerCase()}) > 0
      `)) as unknown as { rows: { n: number }[] };
      if ((result.rows[0]?.n ?? 0) > 0)
        found.push(`${table_name}.${column_name} mentions ${needle}`);
    }
  }
  return found;
}

async function countRows(db: Db, userId: string) {
  const count = async (query: Promise<unknown[]>) => (await query).length;
  return {
    users: await count(db.select().from(users).where(eq(users.id, userId))),
    sessions: await count(db.select().from(sessions).where(eq(sessions.userId, userId))),
    accounts: await count(db.select().from(accounts).where(eq(accounts.userId, userId))),
    profiles: await count(db.select().from(profiles).where(eq(profiles.id, userId))),
    roles: await count(db.select().from(userRoles).where(eq(userRoles.userId, userId))),
    verifications: await count(
      db
        .select()
        .from(organizationVerifications)
        .where(eq(organizationVerifications.userId, userId)),
    ),
    referralCodes: await count(
      db.select().from(referralCodes).where(eq(referralCodes.userId, userId)),
    ),
  };
}

describe("deleteAccount", () => {
  it("removes everything the account owns, its files after the commit, and nothing else", async () => {
    const { db } = services;
    const doomed = await createFullAccount("doomed");
    const other = await createFullAccount("other");
    // The other member joined with the doomed organisation's referral code, and the doomed
    // account (a moderator) reviewed the other's application.
    await db
      .insert(referralAttributions)
      .values({ userId: other.userId, codeId: doomed.referralCodeId });
    await db
      .update(organizationVerifications)
      .set({ reviewedBy: doomed.userId, reviewedAt: new Date() })
      .where(eq(organizationVerifications.userId, other.userId));
    // A token for an address that merely ends with the doomed one's must stay.
    await db.insert(verifications).values({
      id: "lookalike",
      identifier: `sign-in-otp-x${doomed.email}`,
      value: "654321",
      expiresAt: new Date(Date.now() + 600_000),
    });

    const tokens = await db.select().from(verifications);
    expect(tokens.filter((row) => row.value === doomed.userId)).toHaveLength(1);
    expect(tokens.filter((row) => row.identifier === `sign-in-otp-${doomed.email}`)).toHaveLength(
      1,
    );
    const before = await countRows(db, doomed.userId);
    expect(Object.values(before).every((n) => n > 0)).toBe(true);
    expect(await rowsMentioning(db, [doomed.userId])).not.toEqual([]);
    const otherBefore = await exportAccountData(db, other.userId, [referralExportSection]);
    for (const key of doomed.files) expect(await services.storage.exists(key)).toBe(true);

    // The admin area's step takes the account's id out of the staff audit log (its role grant).
    const result = await deleteAccount(services, doomed.userId, [
      fileStep(doomed.files),
      adminAccountDeletion,
    ]);

    expect(result).toEqual({ deleted: true, removedFiles: doomed.files });
    expect(await countRows(db, doomed.userId)).toEqual({
      users: 0,
      sessions: 0,
      accounts: 0,
      profiles: 0,
      roles: 0,
      verifications: 0,
      referralCodes: 0,
    });
    // The look-alike address's token stayed; with it out of the way, no column of any table
    // mentions the deleted account.
    expect(
      await db.delete(verifications).where(eq(verifications.id, "lookalike")).returning(),
    ).toHaveLength(1);
    expect(await rowsMentioning(db, [doomed.userId, doomed.email])).toEqual([]);
    for (const key of doomed.files) expect(await services.storage.exists(key)).toBe(false);

    // The other account is whole; only the links to the deleted one are gone.
    for (const key of other.files) expect(await services.storage.exists(key)).toBe(true);
    const otherAfter = await exportAccountData(db, other.userId, [referralExportSection]);
    expect(otherAfter?.profile?.joinedWithReferralCode).toBeNull();
    expect({
      ...otherAfter,
      exportedAt: null,
      profile: { ...otherAfter?.profile, joinedWithReferralCode: null },
    }).toEqual({
      ...otherBefore,
      exportedAt: null,
      profile: { ...otherBefore?.profile, joinedWithReferralCode: null },
    });
    const [application] = await db
      .select()
      .from(organizationVerifications)
      .where(eq(organizationVerifications.userId, other.userId));
    expect(application?.reviewedBy).toBeNull();
    expect(await rowsMentioning(db, [other.userId])).not.toEqual([]);
  });

  it("rolls everything back when a step fails inside the transaction", async () => {
    const { db } = services;
    const account = await createFullAccount("rollback");
    const before = await exportAccountData(db, account.userId, []);
    const countsBefore = await countRows(db, account.userId);
    const verificationsBefore = await db.select().from(verifications);

    const steps: AccountDeletionStep[] = [
      fileStep(account.files),
      {
        name: "deletes then fails",
        async inTransaction(tx, userId) {
          await tx.delete(userRoles).where(eq(userRoles.userId, userId));
          throw new Error("the forum is down");
        },
      },
    ];
    await expect(deleteAccount(services, account.userId, steps)).rejects.toThrow(
      "the forum is down",
    );

    expect(await countRows(db, account.userId)).toEqual(countsBefore);
    expect({ ...(await exportAccountData(db, account.userId, [])), exportedAt: null }).toEqual({
      ...before,
      exportedAt: null,
    });
    expect(await db.select().from(verifications)).toEqual(verificationsBefore);
    for (const key of account.files) expect(await services.storage.exists(key)).toBe(true);
    expect(await verifyAccountPassword(services, account.userId, PASSWORD)).toBe(true);
  });

  it("deletes nothing when a step refuses before the transaction", async () => {
    const account = await createFullAccount("refused");
    const counts = await countRows(services.db, account.userId);
    const inTransaction = vi.fn(async () => {});
    await expect(
      deleteAccount(services, account.userId, [
        {
          name: "subscription",
          async beforeDelete() {
            throw new Error("the payment provider did not answer");
          },
        },
        { name: "listings", inTransaction },
      ]),
    ).rejects.toThrow("the payment provider did not answer");
    expect(inTransaction).not.toHaveBeenCalled();
    expect(await countRows(services.db, account.userId)).toEqual(counts);
  });

  it("runs steps in order and gives them the account", async () => {
    const account = await createFullAccount("ordered");
    const calls: string[] = [];
    await deleteAccount(services, account.userId, [
      {
        name: "first",
        async beforeDelete(ctx) {
          calls.push(`before ${ctx.userId} ${ctx.email}`);
        },
        async inTransaction(_tx, userId) {
          calls.push(`in ${userId}`);
        },
      },
      {
        name: "second",
        async inTransaction(tx, userId) {
          // Still there inside the transaction, before the users row goes.
          const rows = await tx.select().from(users).where(eq(users.id, userId));
          calls.push(`second sees ${rows.length}`);
          return [];
        },
      },
    ]);
    expect(calls).toEqual([
      `before ${account.userId} ${account.email}`,
      `in ${account.userId}`,
      "second sees 1",
    ]);
  });

  it("logs, and does not throw, when files cannot be removed after the commit", async () => {
    const account = await createFullAccount("stuck");
    const error = vi.fn();
    const logger = { error, info: vi.fn(), warn: vi.fn() } as unknown as Logger;
    const storage: FileStorage = {
      ...services.storage,
      deleteMany: async () => {
        throw new Error("bucket unreachable");
      },
    };
    const result = await deleteAccount({ ...services, logger, storage }, account.userId, [
      fileStep(account.files),
    ]);
    expect(result.deleted).toBe(true);
    expect((await countRows(services.db, account.userId)).users).toBe(0);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ keys: account.files }),
      "account deleted, but some of its files could not be removed",
    );
  });

  it("reports an account that is already gone", async () => {
    const account = await createFullAccount("twice");
    expect((await deleteAccount(services, account.userId, [])).deleted).toBe(true);
    expect(await deleteAccount(services, account.userId, [])).toEqual({
      deleted: false,
      removedFiles: [],
    });
  });
});

describe("account passwords", () => {
  it("checks the password with better-auth's verifier", async () => {
    const account = await createFullAccount("password");
    expect(await accountHasPassword(services.db, account.userId)).toBe(true);
    expect(await verifyAccountPassword(services, account.userId, PASSWORD)).toBe(true);
    expect(await verifyAccountPassword(services, account.userId, `${PASSWORD}!`)).toBe(false);
  });

  it("knows an account without a password (Google only) has none", async () => {
    const account = await createFullAccount("google");
    await services.db
      .update(accounts)
      .set({ providerId: "google", password: null })
      .where(eq(accounts.userId, account.userId));
    expect(await accountHasPassword(services.db, account.userId)).toBe(false);
    expect(await verifyAccountPassword(services, account.userId, PASSWORD)).toBe(false);
  });
});
