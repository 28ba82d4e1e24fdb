import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import enEmail from "~/i18n/locales/en/email";
import { createTestServices } from "../../tests/factories/test-services.ts";
import { setupTestDatabase } from "../../tests/test-database.ts";
import { referralAttributions, referralCodes } from "../membership/membership.table.ts";
import {
  grantOrganisationAccess,
  withdrawOrganisationAccess,
} from "../membership/organisation-entitlement.server.ts";
import { referralSignup } from "../membership/referral-codes.server.ts";
import {
  marketingConsents,
  organizationVerifications,
  profiles,
  signupConsents,
} from "./accounts.table.ts";
import { accounts, users } from "./auth.table.ts";
import { organizationTypeLabels, registrationNumberDetails } from "./registration-number";
import { defaultUsername, EMAIL_TAKEN_MESSAGE, signUp } from "./signup.server.ts";
import { type SignupInput, signupMessages, signupSchema } from "./signup-schema.ts";

const database = setupTestDatabase();

let counter = 0;
function form(overrides: Record<string, string | undefined> = {}): SignupInput {
  counter++;
  const raw = {
    accountType: "personal",
    email: `grower${counter}@example.com`,
    username: `Grower ${counter}`,
    location: "Leeds",
    password: "courgette-glut",
    confirmPassword: "courgette-glut",
    termsAccepted: true,
    privacyAccepted: true,
    ageConfirmed: true,
    ...overrides,
  };
  return signupSchema.parse(
    Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined)),
  );
}

describe("defaultUsername", () => {
  it("keeps a given username and otherwise takes the part of the email before the @", () => {
    expect(defaultUsername("Jo", "jo@example.com")).toBe("Jo");
    expect(defaultUsername("  ", "allotment.annie@example.com")).toBe("allotment.annie");
    expect(defaultUsername(undefined, "bean@example.com")).toBe("bean");
  });
});

describe("signUp", () => {
  it("creates the user, password, profile and consents together, and sends a verification email", async () => {
    const services = createTestServices(database());
    const input = { ...form(), marketingConsent: true };
    const result = await signUp(services, input);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { db } = services;

    const [user] = await db.select().from(users).where(eq(users.id, result.userId));
    expect(user).toMatchObject({ email: input.email, emailVerified: false });
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, result.userId));
    expect(profile).toMatchObject({
      username: input.username,
      forumUsername: input.username,
      location: "Leeds",
      isOrganization: false,
    });
    expect(
      await db
        .select()
        .from(referralAttributions)
        .where(eq(referralAttributions.userId, result.userId)),
    ).toEqual([]);
    const [consent] = await db
      .select()
      .from(signupConsents)
      .where(eq(signupConsents.userId, result.userId));
    expect(consent).toMatchObject({
      termsAccepted: true,
      privacyAccepted: true,
      ageConfirmed: true,
      marketingConsent: true,
    });
    const marketing = await db
      .select()
      .from(marketingConsents)
      .where(eq(marketingConsents.userId, result.userId));
    expect(marketing.map((row) => row.consent)).toEqual([true]);

    const [credential] = await db.select().from(accounts).where(eq(accounts.userId, result.userId));
    expect(credential?.providerId).toBe("credential");
    expect(credential?.password).not.toContain("courgette");

    // The stored hash is one better-auth itself accepts: signing in works.
    const signedIn = await services.auth.api.signInEmail({
      body: { email: input.email, password: "courgette-glut" },
    });
    expect(signedIn.user.id).toBe(result.userId);

    const emails = await services.mail.delivered();
    expect(emails.map((email) => [email.to, email.subject])).toEqual([
      [input.email, "Confirm your email address for Glut"],
    ]);
    // The link better-auth made, as the member will click it.
    expect(emails[0]?.text).toMatch(
      /http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[\w.-]+/,
    );
  });

  it("refuses an email address that is already registered, writing nothing more", async () => {
    const services = createTestServices(database());
    const input = form();
    expect((await signUp(services, input)).ok).toBe(true);
    const again = await signUp(services, { ...input, username: "Someone else" });
    expect(again).toEqual({ ok: false, fieldErrors: { email: [EMAIL_TAKEN_MESSAGE] } });
    const rows = await services.db.select().from(users).where(eq(users.email, input.email));
    expect(rows).toHaveLength(1);
    const names = await services.db
      .select()
      .from(profiles)
      .where(eq(profiles.username, "Someone else"));
    expect(names).toHaveLength(0);
  });

  it("checks a referral code exists and records who referred the member", async () => {
    const services = createTestServices(database());
    const unknown = await signUp(services, form({ referralCode: "NO-SUCH-CODE" }), referralSignup);
    expect(unknown).toEqual({
      ok: false,
      fieldErrors: { referralCode: [signupMessages.referralCode] },
    });

    const organisation = await signUp(
      services,
      form({
        accountType: "organization",
        organizationName: "Leeds North Food Bank",
        organizationType: "food-bank",
        registrationNumber: "1234567",
      }),
      referralSignup,
    );
    if (!organisation.ok) throw new Error("organisation sign-up failed");
    // The organisation got its code when its account was created.
    const [code] = await services.db
      .select()
      .from(referralCodes)
      .where(eq(referralCodes.userId, organisation.userId));
    expect(code?.code).toMatch(/^LEEDSNORTH-[A-Z0-9]{4}$/);
    // A code counts once an admin has verified the organisation.
    await grantOrganisationAccess(services.db, organisation.userId, new Date());

    // Codes are upper-cased by the form schema, so a lower-case entry still matches.
    const referred = await signUp(
      services,
      form({ referralCode: code?.code.toLowerCase() }),
      referralSignup,
    );
    if (!referred.ok) throw new Error("referred sign-up failed");
    const attributions = await services.db
      .select({ codeId: referralAttributions.codeId })
      .from(referralAttributions)
      .where(eq(referralAttributions.userId, referred.userId));
    expect(attributions).toEqual([{ codeId: code?.id }]);
  });

  it("treats the code of an organisation that is not verified as no code: the sign-up succeeds and nobody is credited", async () => {
    const services = createTestServices(database());
    const { db } = services;
    const attributionOf = async (userId: string) =>
      db
        .select({ codeId: referralAttributions.codeId })
        .from(referralAttributions)
        .where(eq(referralAttributions.userId, userId));

    // Pending (a well-formed number), failed (a malformed one) and rejected by an admin.
    const codes: string[] = [];
    for (const registrationNumber of ["1234567", "12AB!", "7654321"]) {
      const organisation = await signUp(
        services,
        form({
          accountType: "organization",
          organizationName: `Unverified Larder ${registrationNumber}`,
          organizationType: "food-bank",
          registrationNumber,
        }),
        referralSignup,
      );
      if (!organisation.ok) throw new Error("organisation sign-up failed");
      const [code] = await db
        .select()
        .from(referralCodes)
        .where(eq(referralCodes.userId, organisation.userId));
      if (!code) throw new Error("no code");
      codes.push(code.code);
      if (registrationNumber === "7654321") {
        await grantOrganisationAccess(db, organisation.userId, new Date());
        await withdrawOrganisationAccess(db, organisation.userId, new Date());
      }
    }

    for (const code of codes) {
      const referred = await signUp(services, form({ referralCode: code }), referralSignup);
      expect(referred.ok).toBe(true);
      if (!referred.ok) continue;
      expect(await attributionOf(referred.userId)).toEqual([]);
    }
  });

  it("knows no referral code without the referral programme, and gives no organisation one", async () => {
    const services = createTestServices(database());
    const organisation = await signUp(
      services,
      form({
        accountType: "organization",
        organizationName: "Programme-less Pantry",
        organizationType: "food-bank",
        registrationNumber: "1234567",
      }),
    );
    if (!organisation.ok) throw new Error("organisation sign-up failed");
    const codes = await services.db
      .select()
      .from(referralCodes)
      .where(eq(referralCodes.userId, organisation.userId));
    expect(codes).toEqual([]);
    await services.db
      .insert(referralCodes)
      .values({ userId: organisation.userId, code: "PANTRY-2345" });
    expect(await signUp(services, form({ referralCode: "PANTRY-2345" }))).toEqual({
      ok: false,
      fieldErrors: { referralCode: [signupMessages.referralCode] },
    });
  });

  it("records an organisation's application as pending when the number's format is valid", async () => {
    const services = createTestServices(database());
    const result = await signUp(
      services,
      form({
        accountType: "organization",
        organizationName: "St Mary's Primary",
        organizationType: "school",
        registrationNumber: "123 456",
      }),
    );
    if (!result.ok) throw new Error("sign-up failed");
    const [row] = await services.db
      .select()
      .from(organizationVerifications)
      .where(eq(organizationVerifications.userId, result.userId));
    expect(row).toMatchObject({
      organizationName: "St Mary's Primary",
      organizationType: "school",
      registrationNumber: "123456",
      verificationStatus: "pending",
      verificationDetails: "School URN format valid - pending manual verification",
      verificationSource: "signup",
      reviewedAt: null,
    });
    const [profile] = await services.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, result.userId));
    expect(profile).toMatchObject({ isOrganization: true, organizationName: "St Mary's Primary" });
    expect((await services.mail.delivered()).map((email) => email.subject)).toEqual([
      "Confirm your email address for Glut",
      "We have received St Mary's Primary's verification request",
    ]);
  });

  it("records a badly formed number as failed, with the specification's text", async () => {
    const services = createTestServices(database());
    const result = await signUp(
      services,
      form({
        accountType: "organization",
        organizationName: "Hope Church",
        organizationType: "religious",
        registrationNumber: "12AB!",
      }),
    );
    if (!result.ok) throw new Error("sign-up failed");
    const [row] = await services.db
      .select()
      .from(organizationVerifications)
      .where(eq(organizationVerifications.userId, result.userId));
    expect(row).toMatchObject({
      verificationStatus: "failed",
      verificationDetails: "Unrecognized registration number format",
    });
    // Not "we have received your request": nothing waits for review. The email says what the
    // dashboard says.
    const sent = await services.mail.delivered();
    expect(sent.map((email) => email.subject)).toEqual([
      "Confirm your email address for Glut",
      "Hope Church's verification could not go ahead",
    ]);
    const notice = sent[1]?.text ?? "";
    expect(notice).toContain("could not go ahead: Unrecognized registration number format");
    expect(notice).toContain("send a new application from your dashboard");
    expect(notice).not.toContain("We have received");
  });

  it("writes the organisation's receipt in the language it joined in", async () => {
    const services = createTestServices(database());
    const result = await signUp(services, {
      ...form({
        accountType: "organization",
        organizationName: "Capel Bethel",
        organizationType: "religious",
        registrationNumber: "12AB!",
      }),
      language: "cy",
    });
    if (!result.ok) throw new Error("sign-up failed");
    const sent = await services.mail.delivered();
    const receipt = sent.find((email) => email.subject.includes("Capel Bethel"));
    expect(receipt?.subject).toBe("Nid oedd modd bwrw ymlaen â chais dilysu Capel Bethel");
    expect(receipt?.text).toContain("Fformat rhif cofrestru heb ei adnabod");
    expect(receipt?.text).toContain("Math: Sefydliad crefyddol");
  });

  it("names the organisation types and the number checks in English as the dashboard does", () => {
    expect(enEmail.verificationReceived.types).toEqual(organizationTypeLabels);
    expect(enEmail.verificationReceived.details).toEqual(registrationNumberDetails);
  });

  it("still creates the account when the application cannot be recorded", async () => {
    const services = createTestServices(database());
    const { db } = services;
    // Make every application insert fail, as a broken table would.
    await db.execute(
      sql`alter table organization_verifications add constraint refuse_all check (false) not valid`,
    );
    try {
      const result = await signUp(
        services,
        form({
          accountType: "organization",
          organizationName: "Broken Table CIC",
          organizationType: "other",
        }),
      );
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const [user] = await db.select().from(users).where(eq(users.id, result.userId));
      expect(user).toBeDefined();
      const rows = await db
        .select()
        .from(organizationVerifications)
        .where(eq(organizationVerifications.userId, result.userId));
      expect(rows).toHaveLength(0);
    } finally {
      await db.execute(sql`alter table organization_verifications drop constraint refuse_all`);
    }
  });
});
