import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "~/accounts/accounts.table";
import { users } from "~/accounts/auth.table";
import { signUp } from "~/accounts/signup.server";
import { signupSchema } from "~/accounts/signup-schema";
import { createBareAccount } from "../../tests/factories/bare-accounts";
import { pick, scriptedRandom } from "../../tests/factories/scripted-random";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import { referralCodes } from "./membership.table";
import {
  createReferralCode,
  ensureReferralCode,
  ReferralCodeExhaustedError,
  referralSignup,
} from "./referral-codes.server";

const database = setupTestDatabase();

describe("createReferralCode", () => {
  it("draws a new code when the first is already taken", async () => {
    const { db } = database();
    const other = await createBareAccount(db, { organizationName: "Green Lanes Allotments" });
    await db.insert(referralCodes).values({ userId: other, code: "GREENLANES-2222" });

    const organisation = await createBareAccount(db, { organizationName: "Green Lanes Growers" });
    const code = await createReferralCode(
      db,
      organisation,
      "Green Lanes Growers",
      scriptedRandom(pick("2222"), pick("3333")),
    );
    expect(code.code).toBe("GREENLANES-3333");
    const [row] = await db
      .select()
      .from(referralCodes)
      .where(eq(referralCodes.userId, organisation));
    expect(row).toMatchObject({ id: code.id, code: "GREENLANES-3333" });
  });

  it("gives up after a few attempts without spoiling the transaction it runs in", async () => {
    const { db } = database();
    const other = await createBareAccount(db, { organizationName: "Hope Church" });
    await db.insert(referralCodes).values({ userId: other, code: "HOPECHURCH-9999" });
    const organisation = await createBareAccount(db, { organizationName: "Hope Church" });

    await db.transaction(async (tx) => {
      await expect(
        createReferralCode(tx, organisation, "Hope Church", scriptedRandom(pick("9999"))),
      ).rejects.toBeInstanceOf(ReferralCodeExhaustedError);
      // The collisions did not abort the transaction: it still answers.
      const [row] = await tx.select({ n: sql<number>`1` }).from(profiles).limit(1);
      expect(row?.n).toBe(1);
    });
  });

  it("keeps the code an account already has", async () => {
    const { db } = database();
    const organisation = await createBareAccount(db, { organizationName: "Seed Library" });
    const first = await createReferralCode(db, organisation, "Seed Library");
    const again = await createReferralCode(db, organisation, "Seed Library");
    expect(again).toEqual(first);
  });
});

describe("ensureReferralCode", () => {
  it("gives an organisation without a code one, once, and a personal account none", async () => {
    const { db } = database();
    const organisation = await createBareAccount(db, { organizationName: "Orchard Friends" });
    const made = await ensureReferralCode(db, organisation);
    expect(made?.code).toMatch(/^ORCHARD-[A-Z0-9]{4}$/);
    expect(await ensureReferralCode(db, organisation)).toEqual(made);
    const rows = await db
      .select()
      .from(referralCodes)
      .where(eq(referralCodes.userId, organisation));
    expect(rows).toHaveLength(1);

    const person = await createBareAccount(db);
    expect(await ensureReferralCode(db, person)).toBeNull();
    const none = await db.select().from(referralCodes).where(eq(referralCodes.userId, person));
    expect(none).toHaveLength(0);
  });

  it("answers concurrent first visits with one and the same code", async () => {
    const { db } = database();
    const organisation = await createBareAccount(db, { organizationName: "Twin Visits Trust" });
    const [a, b] = await Promise.all([
      ensureReferralCode(db, organisation),
      ensureReferralCode(db, organisation),
    ]);
    expect(a).toEqual(b);
  });
});

describe("an organisation signing up", () => {
  const organisationForm = (email: string, organizationName: string) =>
    signupSchema.parse({
      accountType: "organization",
      email,
      username: "Partner",
      location: "Bristol",
      organizationName,
      organizationType: "community-group",
      registrationNumber: "1234567",
      password: "courgette-glut",
      confirmPassword: "courgette-glut",
      termsAccepted: true,
      privacyAccepted: true,
      ageConfirmed: true,
    });

  it("gets its referral code with the account", async () => {
    const services = createTestServices(database());
    const result = await signUp(
      services,
      organisationForm("partner-signup@example.org", "Bristol Seed Swap"),
      referralSignup,
    );
    if (!result.ok) throw new Error("sign-up failed");
    const [code] = await services.db
      .select()
      .from(referralCodes)
      .where(eq(referralCodes.userId, result.userId));
    // Whole words only: "BRISTOLSEED" would be 11 characters.
    expect(code?.code).toMatch(/^BRISTOL-[A-Z0-9]{4}$/);
  });

  it("is one transaction: if the code cannot be stored, no account is left behind", async () => {
    const services = createTestServices(database());
    const { db } = services;
    await db.execute(
      sql`alter table referral_codes add constraint refuse_all check (false) not valid`,
    );
    try {
      await expect(
        signUp(
          services,
          organisationForm("partner-rollback@example.org", "Rollback CIC"),
          referralSignup,
        ),
      ).rejects.toThrow();
      const left = await db
        .select()
        .from(users)
        .where(eq(users.email, "partner-rollback@example.org"));
      expect(left).toHaveLength(0);
    } finally {
      await db.execute(sql`alter table referral_codes drop constraint refuse_all`);
    }
  });
});
