import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { grantRole } from "~/admin/staff-roles.server";
import type { AccountExportSection } from "~/server/domain";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import { referralCodes } from "../membership/membership.table";
import { referralExportSection } from "../membership/membership-account-export.server";
import { grantOrganisationAccess } from "../membership/organisation-entitlement.server";
import { referralSignup } from "../membership/referral-codes.server";
import { EXPORT_ABOUT, exportAccountData } from "./account-export.server";
import { organizationVerifications } from "./accounts.table";
import { CLIENT_IP_HEADER } from "./auth.server";
import { accounts, sessions } from "./auth.table";
import { saveLanguage, setMarketingConsent } from "./profile.server";
import { signUp } from "./signup.server";
import { signupSchema } from "./signup-schema";

const getDatabase = setupTestDatabase();
const PASSWORD = "a long enough password";
let services: ReturnType<typeof createTestServices>;

beforeAll(() => {
  services = createTestServices(getDatabase());
});

async function signUpOrganisation(email: string) {
  const result = await signUp(
    services,
    signupSchema.parse({
      accountType: "organization",
      email,
      username: "Hyde Park Pantry",
      location: "Leeds",
      password: PASSWORD,
      confirmPassword: PASSWORD,
      termsAccepted: true,
      privacyAccepted: true,
      ageConfirmed: true,
      marketingConsent: false,
      organizationName: "Hyde Park Pantry",
      organizationType: "food-bank",
      registrationNumber: "1234567",
    }),
    referralSignup,
  );
  if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
  return result.userId;
}

describe("exportAccountData", () => {
  it("holds the account's own data, and only that", async () => {
    const { db, auth } = services;
    const userId = await signUpOrganisation("pantry@example.org");
    await signUpOrganisation("someone-else@example.org");
    await setMarketingConsent(db, userId, true);
    await grantRole(db, "pantry@example.org", "admin");
    await saveLanguage(db, userId, "cy");
    // The code it got at sign-up, renamed so the test can name it.
    await db.update(referralCodes).set({ code: "PANTRY1" }).where(eq(referralCodes.userId, userId));
    // A Google link with tokens, to prove they stay out.
    await db.insert(accounts).values({
      id: "google-link",
      accountId: "google-subject-1",
      providerId: "google",
      userId,
      accessToken: "ya29.google-access-token-secret",
      refreshToken: "1//google-refresh-token-secret",
      idToken: "eyJ.google-id-token-secret",
    });
    const signIn = await auth.api.signInEmail({
      body: { email: "pantry@example.org", password: PASSWORD },
      headers: new Headers({ "user-agent": "Test browser/1.0", [CLIENT_IP_HEADER]: "203.0.113.9" }),
    });

    const now = new Date("2026-03-01T12:00:00Z");
    const exported = await exportAccountData(db, userId, [referralExportSection], now);
    if (!exported) throw new Error("no export");

    expect(exported.about).toBe(EXPORT_ABOUT);
    expect(exported.exportedAt).toBe("2026-03-01T12:00:00.000Z");
    expect(exported.account).toMatchObject({
      id: userId,
      email: "pantry@example.org",
      emailVerified: false,
    });
    expect(exported.profile).toMatchObject({
      username: "Hyde Park Pantry",
      location: "Leeds",
      language: "cy",
      isOrganisation: true,
      organisationName: "Hyde Park Pantry",
      organisationType: "food-bank",
      joinedWithReferralCode: null,
    });
    expect(exported.signupConsents).toMatchObject({
      termsAccepted: true,
      privacyAccepted: true,
      ageConfirmed: true,
      marketingConsent: false,
    });
    expect(exported.marketingConsents.map((row) => row.consent)).toEqual([false, true]);
    expect(exported.organisationVerifications).toEqual([
      expect.objectContaining({
        organisationName: "Hyde Park Pantry",
        registrationNumber: "1234567",
        status: "pending",
        details: "Charity number format valid - pending manual verification",
        source: "signup",
        reviewedAt: null,
      }),
    ]);
    expect(exported.referralCode).toMatchObject({ code: "PANTRY1" });
    expect(exported.roles).toEqual([{ role: "admin", grantedAt: expect.any(String) }]);
    expect(exported.sessions).toEqual([
      {
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
        ipAddress: "203.0.113.9",
        userAgent: "Test browser/1.0",
      },
    ]);
    expect(exported.signInMethods.map((row) => row.provider).sort()).toEqual([
      "credential",
      "google",
    ]);

    // Plain JSON: it survives a round trip unchanged.
    const json = JSON.stringify(exported);
    expect(JSON.parse(json)).toEqual(exported);

    // No secret, anywhere in the file.
    const [credential] = await db
      .select({ password: accounts.password })
      .from(accounts)
      .where(eq(accounts.providerId, "credential"));
    const [session] = await db.select({ token: sessions.token }).from(sessions);
    const secrets = [
      credential?.password,
      session?.token,
      signIn.token,
      "google-access-token-secret",
      "google-refresh-token-secret",
      "google-id-token-secret",
      PASSWORD,
    ];
    for (const secret of secrets) {
      expect(secret).toBeTruthy();
      expect(json).not.toContain(secret);
    }
    expect(json).not.toMatch(/"(password|token|accessToken|refreshToken|idToken)"/i);
    expect(json).not.toContain("someone-else@example.org");
  });

  it("names the partner code a member joined with", async () => {
    const { db } = services;
    const partnerId = await signUpOrganisation("partner@example.org");
    const [code] = await db
      .update(referralCodes)
      .set({ code: "GROWLEEDS" })
      .where(eq(referralCodes.userId, partnerId))
      .returning();
    // Only a verified organisation's code is credited (decision 0072).
    await grantOrganisationAccess(db, partnerId, new Date());
    const result = await signUp(
      services,
      signupSchema.parse({
        email: "member@example.org",
        username: "member",
        password: PASSWORD,
        confirmPassword: PASSWORD,
        termsAccepted: true,
        privacyAccepted: true,
        ageConfirmed: true,
        referralCode: code?.code,
      }),
      referralSignup,
    );
    if (!result.ok) throw new Error("sign-up failed");
    const exported = await exportAccountData(db, result.userId, [referralExportSection]);
    expect(exported?.profile?.joinedWithReferralCode).toBe("GROWLEEDS");
    expect(exported?.organisationVerifications).toEqual([]);
    expect(exported?.referralCode).toBeNull();
  });

  it("adds the sections other domains give", async () => {
    const { db } = services;
    const userId = await signUpOrganisation("sections@example.org");
    const listings: AccountExportSection = {
      name: "listings",
      async collect(_db, id) {
        return [{ title: "Courgettes", owner: id }];
      },
    };
    const exported = await exportAccountData(db, userId, [listings]);
    expect(exported?.listings).toEqual([{ title: "Courgettes", owner: userId }]);
    await expect(
      exportAccountData(db, userId, [{ name: "sessions", collect: async () => null }]),
    ).rejects.toThrow(/both called "sessions"/);
    await expect(exportAccountData(db, userId, [listings, listings])).rejects.toThrow(
      /both called "listings"/,
    );
  });

  it("leaves out reviewers and gives null for an unknown account", async () => {
    const { db } = services;
    const userId = await signUpOrganisation("reviewed@example.org");
    await db
      .update(organizationVerifications)
      .set({ reviewedBy: userId, verificationStatus: "approved", reviewedAt: new Date() })
      .where(eq(organizationVerifications.userId, userId));
    const exported = await exportAccountData(db, userId, []);
    expect(exported?.organisationVerifications[0]).not.toHaveProperty("reviewedBy");
    expect(exported?.organisationVerifications[0]?.status).toBe("approved");
    expect(await exportAccountData(db, "no-such-user", [])).toBeNull();
  });
});
