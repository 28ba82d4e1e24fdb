import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestServices } from "../../tests/factories/test-services.ts";
import { setupTestDatabase } from "../../tests/test-database.ts";
import { saveLanguage } from "../accounts/profile.server.ts";
import { signUp } from "../accounts/signup.server.ts";
import { signupSchema } from "../accounts/signup-schema.ts";
import { findSubscriber, isEntitled } from "./entitlement.server.ts";
import {
  applySubscriptionChange,
  type FulfilmentDeps,
  firstTimeSeen,
  recordPayment,
  type SubscriptionChange,
} from "./fulfilment.server.ts";
import {
  membershipPayments,
  referralAttributions,
  referralCodes,
  referralEarnings,
} from "./membership.table.ts";
import {
  grantOrganisationAccess,
  withdrawOrganisationAccess,
} from "./organisation-entitlement.server.ts";
import { referralSignup } from "./referral-codes.server.ts";

const database = setupTestDatabase();
let counter = 0;

async function member(
  services: ReturnType<typeof createTestServices>,
  extra: Record<string, string> = {},
) {
  counter++;
  const result = await signUp(
    services,
    signupSchema.parse({
      email: `fulfil${counter}@example.com`,
      username: `Member ${counter}`,
      password: "courgette-glut",
      confirmPassword: "courgette-glut",
      termsAccepted: true,
      privacyAccepted: true,
      ageConfirmed: true,
      ...extra,
    }),
    referralSignup,
  );
  if (!result.ok) throw new Error("sign-up failed");
  return result.userId;
}

function deps(services: ReturnType<typeof createTestServices>): FulfilmentDeps {
  return {
    db: services.db,
    logger: services.logger,
    appUrl: services.env.APP_URL,
    sendEmail: services.sendEmail,
  };
}

const inAYear = () => new Date(Date.now() + 365 * 86_400_000);
const change = (
  userId: string,
  status: string,
  occurredAt: Date,
  more: Partial<SubscriptionChange> = {},
) => ({
  userId,
  provider: "local" as const,
  customerId: "cus_1",
  subscriptionId: "sub_1",
  status,
  currentPeriodEnd: inAYear(),
  cancelAtPeriodEnd: false,
  occurredAt,
  ...more,
});

describe("applySubscriptionChange", () => {
  it("activates once, sending exactly one welcome email for the change to active", async () => {
    const services = createTestServices(database());
    const userId = await member(services);
    const t1 = new Date("2026-03-01T10:00:00Z");
    expect(await applySubscriptionChange(deps(services), change(userId, "active", t1))).toEqual({
      applied: true,
      becameActive: true,
    });
    // The same news again (a duplicate delivery) changes nothing and sends nothing.
    expect(await applySubscriptionChange(deps(services), change(userId, "active", t1))).toEqual({
      applied: true,
      becameActive: false,
    });
    const welcomes = (await services.mail.delivered()).filter(
      (email) => email.subject === "Welcome to Glut membership",
    );
    expect(welcomes).toHaveLength(1);
    expect(welcomes[0]?.to).toBe(`fulfil${counter}@example.com`);
    expect(welcomes[0]?.text).toContain(`Member ${counter}`);
    const subscriber = await findSubscriber(services.db, userId);
    expect(subscriber).toMatchObject({
      subscribed: true,
      subscriptionTier: "Member",
      status: "active",
    });
    expect(isEntitled(subscriber)).toBe(true);
  });

  it("welcomes a member who uses Glut in Welsh in Welsh", async () => {
    const services = createTestServices(database());
    const userId = await member(services);
    await saveLanguage(services.db, userId, "cy");
    await applySubscriptionChange(deps(services), change(userId, "active", new Date()));
    // The newest email to them: the confirm-your-address email went at sign-up, in English.
    const welcome = (await services.mail.delivered()).findLast((email) =>
      email.to.includes(`fulfil${counter}@example.com`),
    );
    expect(welcome?.subject).toBe("Croeso i aelodaeth Glut");
    expect(welcome?.text).toContain(`Helo Member ${counter},`);
    expect(welcome?.text).toContain("Mae eich aelodaeth yn weithredol");
    expect(welcome?.text).not.toContain("Thank you for joining");
  });

  it("ignores news older than what it already has, so out-of-order events end in the right state", async () => {
    const services = createTestServices(database());
    const userId = await member(services);
    const created = new Date("2026-03-01T10:00:00Z");
    const cancelled = new Date("2026-03-01T10:05:00Z");
    await applySubscriptionChange(deps(services), change(userId, "canceled", cancelled));
    const late = await applySubscriptionChange(deps(services), change(userId, "active", created));
    expect(late.applied).toBe(false);
    const subscriber = await findSubscriber(services.db, userId);
    expect(subscriber).toMatchObject({ subscribed: false, status: "canceled" });
    expect(
      (await services.mail.delivered()).some(
        (email) => email.subject === "Welcome to Glut membership",
      ),
    ).toBe(false);
  });

  it("keeps access while a payment is retried, and not past the period end", async () => {
    const services = createTestServices(database());
    const userId = await member(services);
    await applySubscriptionChange(deps(services), change(userId, "past_due", new Date()));
    expect(isEntitled(await findSubscriber(services.db, userId))).toBe(true);
    await applySubscriptionChange(
      deps(services),
      change(userId, "active", new Date(Date.now() + 1000), {
        currentPeriodEnd: new Date(Date.now() - 1000),
      }),
    );
    expect(isEntitled(await findSubscriber(services.db, userId))).toBe(false);
  });
});

describe("recordPayment", () => {
  it("records a payment once, however often it is reported", async () => {
    const services = createTestServices(database());
    const userId = await member(services);
    const payment = {
      userId,
      provider: "local" as const,
      providerPaymentId: `pay_${userId}`,
      amountPence: 100,
      currency: "gbp",
      paidAt: new Date(),
    };
    expect((await recordPayment(services, payment)).recorded).toBe(true);
    expect((await recordPayment(services, payment)).recorded).toBe(false);
    const rows = await services.db
      .select()
      .from(membershipPayments)
      .where(eq(membershipPayments.userId, userId));
    expect(rows).toHaveLength(1);
  });

  it("pays a partner the rate of the UK day of the referred member's first payment, once", async () => {
    const services = createTestServices(database());
    const organisation = await member(services, {
      accountType: "organization",
      organizationName: "Ashton Food Bank",
      organizationType: "food-bank",
      location: "Manchester",
      registrationNumber: "1122334",
    });
    const [code] = await services.db
      .select()
      .from(referralCodes)
      .where(eq(referralCodes.userId, organisation))
      .then(async (rows) =>
        rows.length > 0
          ? rows
          : services.db
              .insert(referralCodes)
              .values({ code: "ASHTON-TEST", userId: organisation })
              .returning(),
      );
    if (!code) throw new Error("no code");
    await grantOrganisationAccess(services.db, organisation, new Date("2025-06-01T00:00:00Z"));

    // 23:30 on 31 December 2025 in the UK (GMT): the launch rate.
    const lateNewYearsEve = await member(services, { referralCode: code.code });
    const first = await recordPayment(services, {
      userId: lateNewYearsEve,
      provider: "local",
      providerPaymentId: "pay_nye",
      amountPence: 100,
      currency: "gbp",
      paidAt: new Date("2025-12-31T23:30:00Z"),
    });
    expect(first.earnedPence).toBe(50);
    // Their renewal a year later earns nothing more.
    const renewal = await recordPayment(services, {
      userId: lateNewYearsEve,
      provider: "local",
      providerPaymentId: "pay_nye_renewal",
      amountPence: 100,
      currency: "gbp",
      paidAt: new Date("2026-12-31T23:30:00Z"),
    });
    expect(renewal.earnedPence).toBeNull();

    // 00:30 on 1 January 2026: the standard rate.
    const newYearsDay = await member(services, { referralCode: code.code });
    const second = await recordPayment(services, {
      userId: newYearsDay,
      provider: "local",
      providerPaymentId: "pay_nyd",
      amountPence: 100,
      currency: "gbp",
      paidAt: new Date("2026-01-01T00:30:00Z"),
    });
    expect(second.earnedPence).toBe(25);

    const earnings = await services.db
      .select()
      .from(referralEarnings)
      .where(eq(referralEarnings.organizationUserId, organisation));
    expect(earnings.map((row) => row.amountPence).sort()).toEqual([25, 50]);
    expect(earnings.every((row) => row.organizationName === "Ashton Food Bank")).toBe(true);
  });

  it("earns nothing for an organisation that is not verified when the member pays", async () => {
    const services = createTestServices(database());
    const { db } = services;
    const organisation = await member(services, {
      accountType: "organization",
      organizationName: "Withdrawn Food Bank",
      organizationType: "food-bank",
      location: "Hull",
      registrationNumber: "2233445",
    });
    const [code] = await db
      .select()
      .from(referralCodes)
      .where(eq(referralCodes.userId, organisation));
    if (!code) throw new Error("no code");
    // Joined while the organisation was verified; the verification is withdrawn before the
    // member's first payment.
    await grantOrganisationAccess(db, organisation, new Date());
    const joinedWhileVerified = await member(services, { referralCode: code.code });
    await withdrawOrganisationAccess(db, organisation, new Date());
    // An attribution written before the rule, while the organisation was only pending.
    const joinedBeforeTheRule = await member(services);
    await db.insert(referralAttributions).values({ userId: joinedBeforeTheRule, codeId: code.id });

    for (const userId of [joinedWhileVerified, joinedBeforeTheRule]) {
      const result = await recordPayment(services, {
        userId,
        provider: "local",
        providerPaymentId: `pay_unverified_${userId}`,
        amountPence: 100,
        currency: "gbp",
        paidAt: new Date(),
      });
      expect(result).toEqual({ recorded: true, earnedPence: null });
    }
    expect(
      await db
        .select()
        .from(referralEarnings)
        .where(eq(referralEarnings.organizationUserId, organisation)),
    ).toEqual([]);
  });

  it("earns nothing for a member who joined without a code", async () => {
    const services = createTestServices(database());
    const userId = await member(services);
    const result = await recordPayment(services, {
      userId,
      provider: "local",
      providerPaymentId: `pay_plain_${userId}`,
      amountPence: 100,
      currency: "gbp",
      paidAt: new Date(),
    });
    expect(result).toEqual({ recorded: true, earnedPence: null });
  });
});

describe("firstTimeSeen", () => {
  it("recognises an event id the second time", async () => {
    const { db } = createTestServices(database());
    expect(await firstTimeSeen(db, { id: "evt_1", provider: "stripe", type: "invoice.paid" })).toBe(
      true,
    );
    expect(await firstTimeSeen(db, { id: "evt_1", provider: "stripe", type: "invoice.paid" })).toBe(
      false,
    );
  });
});
