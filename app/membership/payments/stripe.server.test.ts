import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp } from "~/accounts/signup.server";
import { signupSchema } from "~/accounts/signup-schema";
import { referralRateOn } from "~/membership/referral-rates";
import { action as webhookAction } from "~/routes/api/stripe-webhook";
import { servicesContext } from "~/server/context.server";
import type { Db } from "~/server/db/database.server";
import type { AppServices } from "~/server/services.server";
import {
  FAKE_PRICE_ID,
  FAKE_WEBHOOK_SECRET,
  type FakeStripe,
  invoiceObject,
  type StripeJson,
  signedDelivery,
  startFakeStripe,
  stripeEvent,
  subscriptionObject,
} from "../../../tests/factories/fake-stripe";
import { createTestServices } from "../../../tests/factories/test-services";
import { setupTestDatabase } from "../../../tests/test-database";
import type { FulfilmentDeps } from "../fulfilment.server";
import {
  membershipPayments,
  paymentEvents,
  referralCodes,
  referralEarnings,
  subscribers,
} from "../membership.table";
import { membershipView } from "../membership-view.server";
import { grantOrganisationAccess } from "../organisation-entitlement.server";
import { referralSignup } from "../referral-codes.server";
import { createPaymentProvider, stripeWebhookDeps } from "./payment-providers.server";
import { createStripeProvider, withSessionId } from "./stripe-provider.server";
import { periodEndOf, subscriptionIdOfInvoice } from "./stripe-sync.server";
import { handleStripeWebhook, type StripeWebhookDeps } from "./stripe-webhook.server";

// The Stripe provider and webhook against a local fake of the Stripe endpoints they call (never
// the internet), on a real test database, with webhook signatures made by the Stripe SDK.

const database = setupTestDatabase();
const APP_URL = "http://localhost:3000";
let fake: FakeStripe;
let services: ReturnType<typeof createTestServices>;
let fulfilment: FulfilmentDeps;
let counter = 0;

beforeAll(async () => {
  fake = await startFakeStripe();
  services = createTestServices(database());
  fulfilment = {
    db: services.db,
    logger: services.logger,
    appUrl: APP_URL,
    sendEmail: services.sendEmail,
  };
});

afterAll(async () => {
  await fake?.close();
});

function provider() {
  return createStripeProvider({
    stripe: fake.client,
    priceId: FAKE_PRICE_ID,
    db: services.db,
    appUrl: APP_URL,
    fulfilment,
  });
}

function webhookDeps(overrides: Partial<FulfilmentDeps> = {}): StripeWebhookDeps {
  return {
    stripe: fake.client,
    webhookSecret: FAKE_WEBHOOK_SECRET,
    fulfilment: { ...fulfilment, ...overrides },
  };
}

async function deliver(event: StripeJson, deps: StripeWebhookDeps = webhookDeps()) {
  const { body, signature } = signedDelivery(event);
  return handleStripeWebhook(deps, body, signature);
}

async function member(extra: Record<string, unknown> = {}) {
  counter += 1;
  const email = `stripe-grower-${counter}@example.org`;
  const result = await signUp(
    services,
    signupSchema.parse({
      email,
      username: `stripegrower${counter}`,
      password: "courgette-glut",
      confirmPassword: "courgette-glut",
      termsAccepted: true,
      privacyAccepted: true,
      ageConfirmed: true,
      ...extra,
    }),
    referralSignup,
  );
  if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
  return { id: result.userId, email };
}

async function subscriberOf(userId: string) {
  const [row] = await services.db.select().from(subscribers).where(eq(subscribers.userId, userId));
  return row ?? null;
}

async function paymentsOf(userId: string) {
  return services.db.select().from(membershipPayments).where(eq(membershipPayments.userId, userId));
}

async function welcomeEmailsTo(email: string) {
  return (await services.mail.delivered()).filter(
    (mail) => mail.to === email && mail.subject.includes("Welcome"),
  );
}

async function startCheckout(who: { id: string; email: string }) {
  const { url } = await provider().createCheckout({
    userId: who.id,
    email: who.email,
    customerId: null,
    successUrl: `${APP_URL}/dashboard?checkout=success`,
    cancelUrl: `${APP_URL}/dashboard?checkout=cancelled`,
  });
  const sessionId = url.split("/").pop() ?? "";
  return { url, sessionId };
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const YEAR = 365 * 24 * 60 * 60;

describe("Stripe provider: checkout and portal", () => {
  it("creates a customer once, keeps it on the subscriber row and reuses it next time", async () => {
    const grower = await member();
    const before = fake.requestsTo("POST", "/v1/customers").length;

    const first = await startCheckout(grower);
    const second = await startCheckout(grower);

    const customerRequests = fake.requestsTo("POST", "/v1/customers").slice(before);
    expect(customerRequests).toHaveLength(1);
    expect(customerRequests[0]?.form).toMatchObject({
      email: grower.email,
      "metadata[userId]": grower.id,
    });
    expect(customerRequests[0]?.headers["idempotency-key"]).toMatch(/^glut-customer-/);

    const row = await subscriberOf(grower.id);
    expect(row?.provider).toBe("stripe");
    expect(row?.providerCustomerId).toMatch(/^cus_/);
    expect(row?.subscribed).toBe(false);

    const sessions = [first.sessionId, second.sessionId].map((id) => fake.checkoutSessions.get(id));
    expect(sessions.map((session) => session?.customer)).toEqual([
      row?.providerCustomerId,
      row?.providerCustomerId,
    ]);
    expect(first.url).toBe(`https://checkout.stripe.test/c/pay/${first.sessionId}`);
  });

  it("asks for a yearly subscription checkout for this member, with the right addresses", async () => {
    const grower = await member();
    await startCheckout(grower);
    const request = fake.requestsTo("POST", "/v1/checkout/sessions").at(-1);
    expect(request?.form).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": FAKE_PRICE_ID,
      "line_items[0][quantity]": "1",
      client_reference_id: grower.id,
      "metadata[userId]": grower.id,
      "subscription_data[metadata][userId]": grower.id,
      success_url: `${APP_URL}/dashboard?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${APP_URL}/dashboard?checkout=cancelled`,
      locale: "en-GB",
    });
    expect(request?.form.customer).toMatch(/^cus_/);
    // The price decides the currency and amount: none is sent.
    expect(Object.keys(request?.form ?? {}).some((key) => key.includes("currency"))).toBe(false);
  });

  it("reuses a customer id it is given instead of creating one", async () => {
    const grower = await member();
    const before = fake.requestsTo("POST", "/v1/customers").length;
    await provider().createCheckout({
      userId: grower.id,
      email: grower.email,
      customerId: "cus_given123",
      successUrl: `${APP_URL}/dashboard`,
      cancelUrl: `${APP_URL}/dashboard`,
    });
    expect(fake.requestsTo("POST", "/v1/customers")).toHaveLength(before);
    expect(fake.requestsTo("POST", "/v1/checkout/sessions").at(-1)?.form.customer).toBe(
      "cus_given123",
    );
  });

  it("opens the Billing Portal for the member's customer", async () => {
    const grower = await member();
    await startCheckout(grower);
    const customerId = (await subscriberOf(grower.id))?.providerCustomerId ?? "";
    const { url } = await provider().createPortal({
      userId: grower.id,
      customerId,
      returnUrl: `${APP_URL}/dashboard`,
    });
    expect(url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
    expect(fake.requestsTo("POST", "/v1/billing_portal/sessions").at(-1)?.form).toEqual({
      customer: customerId,
      return_url: `${APP_URL}/dashboard`,
    });
  });

  it("forgets the customer when the account is deleted, and tolerates one already gone", async () => {
    const grower = await member();
    await startCheckout(grower);
    const customerId = (await subscriberOf(grower.id))?.providerCustomerId ?? "";
    expect(fake.customers.has(customerId)).toBe(true);
    await provider().forgetCustomer(grower.id);
    expect(fake.customers.has(customerId)).toBe(false);
    expect(fake.requestsTo("DELETE", `/v1/customers/${customerId}`)).toHaveLength(1);
    await expect(provider().forgetCustomer(grower.id)).resolves.toBeUndefined();

    const neverPaid = await member();
    await provider().forgetCustomer(neverPaid.id);
    expect(fake.requestsTo("DELETE", `/v1/customers/${customerId}`)).toHaveLength(2);
  });

  it("adds the session id placeholder to any success address", () => {
    expect(withSessionId("https://glut.test/dashboard")).toBe(
      "https://glut.test/dashboard?session_id={CHECKOUT_SESSION_ID}",
    );
    expect(withSessionId("https://glut.test/d?x=1")).toBe(
      "https://glut.test/d?x=1&session_id={CHECKOUT_SESSION_ID}",
    );
    expect(withSessionId("https://glut.test/d?x=1#done")).toBe(
      "https://glut.test/d?x=1&session_id={CHECKOUT_SESSION_ID}#done",
    );
  });
});

describe("Stripe provider: reading the checkout back", () => {
  it("applies an active membership and records the payment once, however often it is read", async () => {
    const grower = await member();
    const { sessionId } = await startCheckout(grower);

    await provider().confirmCheckout(sessionId, grower.id);
    expect((await subscriberOf(grower.id))?.subscribed).toBe(false); // not paid yet

    const { subscription, invoice } = fake.payCheckout(sessionId);
    await provider().confirmCheckout(sessionId, grower.id);
    await provider().confirmCheckout(sessionId, grower.id);

    const row = await subscriberOf(grower.id);
    expect(row).toMatchObject({
      subscribed: true,
      status: "active",
      provider: "stripe",
      providerSubscriptionId: subscription.id,
      subscriptionTier: "Member",
      cancelAtPeriodEnd: false,
    });
    expect(row?.subscriptionEnd?.getTime()).toBe(((subscription.created as number) + YEAR) * 1000);
    const payments = await paymentsOf(grower.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      provider: "stripe",
      providerPaymentId: invoice.id,
      amountPence: 100,
      currency: "gbp",
    });
    expect(await welcomeEmailsTo(grower.email)).toHaveLength(1);
    const read = fake.requestsTo("GET", `/v1/checkout/sessions/${sessionId}`).at(-1);
    expect(read?.query.get("expand[0]")).toBe("subscription.latest_invoice");

    // The webhook about the same invoice, arriving afterwards, is the same payment.
    const answer = await deliver(stripeEvent("invoice.paid", invoice));
    expect(answer).toEqual({ status: 200, body: "already recorded" });
    expect(await paymentsOf(grower.id)).toHaveLength(1);
  });

  it("refuses another member's checkout session and changes nothing", async () => {
    const owner = await member();
    const intruder = await member();
    const { sessionId } = await startCheckout(owner);
    fake.payCheckout(sessionId);

    await provider().confirmCheckout(sessionId, intruder.id);

    expect((await subscriberOf(intruder.id))?.subscribed ?? false).toBe(false);
    expect(await paymentsOf(intruder.id)).toHaveLength(0);
    expect((await subscriberOf(owner.id))?.subscribed).toBe(false);
    expect(await paymentsOf(owner.id)).toHaveLength(0);
    expect(await welcomeEmailsTo(intruder.email)).toHaveLength(0);
  });

  it("ignores a session id that Stripe does not know or that is not one", async () => {
    const grower = await member();
    await expect(provider().confirmCheckout("cs_test_unknown", grower.id)).resolves.toBeUndefined();
    await expect(provider().confirmCheckout("../customers", grower.id)).resolves.toBeUndefined();
    expect(await subscriberOf(grower.id)).toBeNull();
  });

  it("does not undo a newer state a webhook has already applied", async () => {
    const grower = await member();
    const { sessionId } = await startCheckout(grower);
    const { subscription } = fake.payCheckout(sessionId);
    const cancelled = { ...subscription, status: "canceled" };
    const later = (subscription.created as number) + 60;
    expect(
      (await deliver(stripeEvent("customer.subscription.deleted", cancelled, later))).body,
    ).toBe("applied");

    await provider().confirmCheckout(sessionId, grower.id); // the fake still says active

    expect(await subscriberOf(grower.id)).toMatchObject({ subscribed: false, status: "canceled" });
  });
});

describe("Stripe webhook", () => {
  it("rejects a wrong or missing signature with 400 and changes nothing", async () => {
    const grower = await member();
    const event = stripeEvent(
      "customer.subscription.created",
      subscriptionObject({ customer: "cus_sig", status: "active", userId: grower.id }),
    );
    const { body, signature } = signedDelivery(event, "whsec_someone_else");

    expect(await handleStripeWebhook(webhookDeps(), body, signature)).toMatchObject({
      status: 400,
    });
    expect(await handleStripeWebhook(webhookDeps(), body, null)).toMatchObject({ status: 400 });
    const genuine = signedDelivery(event);
    const tampered = genuine.body.replace('"active"', '"trialing"');
    expect(await handleStripeWebhook(webhookDeps(), tampered, genuine.signature)).toMatchObject({
      status: 400,
    });

    expect(await subscriberOf(grower.id)).toBeNull();
    const seen = await services.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, String(event.id)));
    expect(seen).toHaveLength(0);
  });

  it("handles a duplicated event once: one state, one payment, one welcome email", async () => {
    const grower = await member();
    const subscription = subscriptionObject({
      customer: "cus_dup",
      status: "active",
      userId: grower.id,
    });
    const created = stripeEvent("customer.subscription.created", subscription);
    const invoice = invoiceObject({
      customer: "cus_dup",
      subscription: String(subscription.id),
      userId: grower.id,
    });
    const paid = stripeEvent("invoice.paid", invoice);

    expect(await deliver(created)).toEqual({ status: 200, body: "applied" });
    expect(await deliver(paid)).toEqual({ status: 200, body: "recorded" });
    expect(await deliver(created)).toEqual({ status: 200, body: "duplicate" });
    expect(await deliver(paid)).toEqual({ status: 200, body: "duplicate" });
    // Stripe also sends invoice.payment_succeeded for the same invoice: a different event,
    // the same payment.
    expect(await deliver(stripeEvent("invoice.payment_succeeded", invoice))).toEqual({
      status: 200,
      body: "already recorded",
    });

    expect(await subscriberOf(grower.id)).toMatchObject({ subscribed: true, status: "active" });
    expect(await paymentsOf(grower.id)).toHaveLength(1);
    expect(await welcomeEmailsTo(grower.email)).toHaveLength(1);
    const [events] = await services.db
      .select({ n: count() })
      .from(paymentEvents)
      .where(eq(paymentEvents.id, String(created.id)));
    expect(events?.n).toBe(1);
  });

  it("ends cancelled when the cancellation arrives before the older creation", async () => {
    const grower = await member();
    const t1 = seconds(new Date()) - 120;
    const t2 = t1 + 60;
    const active = subscriptionObject({
      customer: "cus_order",
      status: "active",
      userId: grower.id,
      created: t1,
    });
    const cancelled = { ...active, status: "canceled", canceled_at: t2 };

    expect((await deliver(stripeEvent("customer.subscription.updated", cancelled, t2))).body).toBe(
      "applied",
    );
    expect((await deliver(stripeEvent("customer.subscription.created", active, t1))).body).toBe(
      "stale",
    );

    expect(await subscriberOf(grower.id)).toMatchObject({
      subscribed: false,
      status: "canceled",
      stateAt: new Date(t2 * 1000),
    });
    expect(await welcomeEmailsTo(grower.email)).toHaveLength(0);
  });

  it("keeps the activation when 'created (incomplete)' arrives after 'updated (active)' of the same second", async () => {
    const grower = await member();
    const at = seconds(new Date());
    const incomplete = subscriptionObject({
      customer: "cus_same",
      status: "incomplete",
      userId: grower.id,
      created: at,
    });
    const active = { ...incomplete, status: "active" };
    await deliver(stripeEvent("customer.subscription.updated", active, at));
    expect((await deliver(stripeEvent("customer.subscription.created", incomplete, at))).body).toBe(
      "ignored: incomplete",
    );
    expect(await subscriberOf(grower.id)).toMatchObject({ subscribed: true, status: "active" });
  });

  it("ends the membership when the subscription is deleted", async () => {
    const grower = await member();
    const t1 = seconds(new Date()) - 60;
    const subscription = subscriptionObject({
      customer: "cus_deleted",
      status: "active",
      userId: grower.id,
      created: t1,
    });
    await deliver(stripeEvent("customer.subscription.created", subscription, t1));
    expect((await subscriberOf(grower.id))?.subscribed).toBe(true);

    await deliver(
      stripeEvent(
        "customer.subscription.deleted",
        { ...subscription, status: "canceled" },
        t1 + 30,
      ),
    );
    expect(await subscriberOf(grower.id)).toMatchObject({ subscribed: false, status: "canceled" });
  });

  it("keeps a member's new subscription when their old one's cancellation arrives late", async () => {
    const grower = await member();
    const now = seconds(new Date());
    const old = subscriptionObject({ customer: "cus_two", status: "active", userId: grower.id });
    const current = subscriptionObject({
      customer: "cus_two",
      status: "active",
      userId: grower.id,
    });
    await deliver(stripeEvent("customer.subscription.created", old, now - 100));
    await deliver(stripeEvent("customer.subscription.created", current, now - 50));
    expect(
      (
        await deliver(
          stripeEvent("customer.subscription.deleted", { ...old, status: "canceled" }, now),
        )
      ).body,
    ).toBe("ignored: another subscription");
    expect(await subscriberOf(grower.id)).toMatchObject({
      subscribed: true,
      providerSubscriptionId: current.id,
    });
  });

  it("links the checkout's customer and subscription to the member who paid", async () => {
    const grower = await member();
    const session = {
      id: "cs_test_link",
      object: "checkout.session",
      mode: "subscription",
      status: "complete",
      payment_status: "paid",
      client_reference_id: grower.id,
      metadata: { userId: grower.id },
      customer: "cus_linked",
      subscription: "sub_linked",
    };
    expect((await deliver(stripeEvent("checkout.session.completed", session))).body).toBe("linked");
    expect(await subscriberOf(grower.id)).toMatchObject({
      provider: "stripe",
      providerCustomerId: "cus_linked",
      providerSubscriptionId: "sub_linked",
      subscribed: false,
    });

    // An invoice that names neither the member nor metadata is found through those ids.
    const invoice = invoiceObject({ customer: "cus_linked", subscription: "sub_linked" });
    expect((await deliver(stripeEvent("invoice.paid", invoice))).body).toBe("recorded");
    expect(await paymentsOf(grower.id)).toHaveLength(1);
  });

  it("records one referral earning for a referred member's paid invoice", async () => {
    const organisation = await member({
      accountType: "organization",
      organizationName: "Leeds Community Larder",
      organizationType: "other",
      location: "Leeds",
    });
    // Sign-up may already have given the organisation its code; otherwise give it one here.
    const [existing] = await services.db
      .select({ code: referralCodes.code })
      .from(referralCodes)
      .where(eq(referralCodes.userId, organisation.id));
    const code = existing?.code ?? `GROW${counter}${randomUUID().slice(0, 4).toUpperCase()}`;
    if (!existing)
      await services.db.insert(referralCodes).values({ code, userId: organisation.id });
    // Only a verified organisation's code counts (decision 0072).
    await grantOrganisationAccess(services.db, organisation.id, new Date());
    const grower = await member({ referralCode: code });

    const subscriptionId = `sub_ref_${counter}`;
    const invoice = invoiceObject({
      customer: "cus_ref",
      subscription: subscriptionId,
      userId: grower.id,
    });
    expect((await deliver(stripeEvent("invoice.paid", invoice))).body).toBe("recorded");
    expect((await deliver(stripeEvent("invoice.payment_succeeded", invoice))).body).toBe(
      "already recorded",
    );

    const earnings = await services.db
      .select()
      .from(referralEarnings)
      .where(eq(referralEarnings.referredUserId, grower.id));
    expect(earnings).toHaveLength(1);
    expect(earnings[0]).toMatchObject({
      organizationUserId: organisation.id,
      organizationName: "Leeds Community Larder",
    });
    // The rate in force on the day the invoice was paid (launch offer or standard), never zero.
    const earning = earnings[0];
    if (!earning) throw new Error("no earning recorded");
    expect(earning.amountPence).toBe(referralRateOn(earning.earnedAt).pence);
    expect(earning.amountPence).toBeGreaterThan(0);
  });

  it("records nothing for a failed payment or an event it does not handle", async () => {
    const grower = await member();
    const failed = invoiceObject({
      customer: "cus_failed",
      subscription: "sub_failed",
      userId: grower.id,
      status: "open",
      paidAt: null,
    });
    expect(await deliver(stripeEvent("invoice.payment_failed", failed))).toEqual({
      status: 200,
      body: "noted",
    });
    const other = stripeEvent("customer.created", { id: "cus_other", object: "customer" });
    expect(await deliver(other)).toEqual({ status: 200, body: "ignored" });
    expect(await paymentsOf(grower.id)).toHaveLength(0);
    expect(await subscriberOf(grower.id)).toBeNull();
  });

  it("forgets an event whose handling failed, so that Stripe's retry is processed", async () => {
    const grower = await member();
    const event = stripeEvent(
      "customer.subscription.created",
      subscriptionObject({ customer: "cus_retry", status: "active", userId: grower.id }),
    );

    const broken = webhookDeps({ db: failingTransactionsOnce(services.db) });
    expect(await deliver(event, broken)).toEqual({ status: 500, body: "Webhook handling failed" });
    expect(await subscriberOf(grower.id)).toBeNull();
    const seen = await services.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, String(event.id)));
    expect(seen).toHaveLength(0);

    expect(await deliver(event)).toEqual({ status: 200, body: "applied" });
    expect((await subscriberOf(grower.id))?.subscribed).toBe(true);
  });
});

describe("the dashboard after Stripe's cancellation events", () => {
  const dashboardUrl = new URL(`${APP_URL}/dashboard`);
  const viewOf = (who: { id: string }, now?: Date) =>
    membershipView(
      { ...services, payments: provider() },
      { id: who.id, profile: { isOrganization: false } as never },
      dashboardUrl,
      now,
    );
  const longDate = (epochSeconds: number) =>
    new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" }).format(
      new Date(epochSeconds * 1000),
    );

  it("a cancellation at the period end: 'Active · Ends …' with Manage subscription, then 'Not active' with Renew once Stripe ends it", async () => {
    const grower = await member();
    const t0 = seconds(new Date()) - 120;
    const periodEnd = t0 + 30 * 24 * 60 * 60;
    const subscription = subscriptionObject({
      customer: `cus_period_end_${counter}`,
      status: "active",
      userId: grower.id,
      created: t0,
      periodEnd,
    });
    await deliver(stripeEvent("customer.subscription.created", subscription, t0));
    expect(await viewOf(grower)).toMatchObject({
      state: "active",
      active: true,
      status: "Active",
      dateLabel: "Renews",
      date: longDate(periodEnd),
      offer: null,
      canManage: true,
    });

    // The member cancels in the Billing Portal: Stripe keeps the subscription active until the
    // period end and says so with cancel_at_period_end (and cancel_at).
    const cancelling = subscriptionObject({
      id: subscription.id as string,
      customer: subscription.customer as string,
      status: "active",
      userId: grower.id,
      created: t0,
      periodEnd,
      cancelAtPeriodEnd: true,
    });
    expect(
      (await deliver(stripeEvent("customer.subscription.updated", cancelling, t0 + 60))).body,
    ).toBe("applied");
    const ending = await viewOf(grower);
    expect(ending).toMatchObject({
      state: "ending",
      active: true,
      status: "Active",
      dateLabel: "Ends",
      date: longDate(periodEnd),
      offer: null,
      canManage: true,
    });
    expect(ending.noteKey).toBe("cancelledResumable");

    // At the period end Stripe deletes the subscription.
    expect(
      (
        await deliver(
          stripeEvent(
            "customer.subscription.deleted",
            { ...cancelling, status: "canceled" },
            periodEnd,
          ),
        )
      ).body,
    ).toBe("applied");
    const afterEnd = new Date((periodEnd + 60) * 1000);
    expect(await viewOf(grower, afterEnd)).toMatchObject({
      state: "ended",
      active: false,
      status: "Not active",
      dateLabel: "Ended",
      date: longDate(periodEnd),
      offer: "renew",
      canManage: false,
    });
  });

  it("an immediate cancellation: 'Not active' with Renew, no future end date and no Manage subscription", async () => {
    const grower = await member();
    const t0 = seconds(new Date()) - 120;
    const periodEnd = t0 + YEAR;
    const subscription = subscriptionObject({
      customer: `cus_immediate_${counter}`,
      status: "active",
      userId: grower.id,
      created: t0,
      periodEnd,
    });
    await deliver(stripeEvent("customer.subscription.created", subscription, t0));
    // Cancelled now, not at the period end: Stripe sends the deletion at once, and the
    // subscription still names the period end it will never reach.
    const cancelledAt = t0 + 60;
    expect(
      (
        await deliver(
          stripeEvent(
            "customer.subscription.deleted",
            { ...subscription, status: "canceled", canceled_at: cancelledAt },
            cancelledAt,
          ),
        )
      ).body,
    ).toBe("applied");

    const view = await viewOf(grower);
    expect(view).toMatchObject({
      state: "ended",
      active: false,
      status: "Not active",
      dateLabel: "Ended",
      date: longDate(cancelledAt),
      offer: "renew",
      canManage: false,
    });
    expect(view.date).not.toBe(longDate(periodEnd));
    // The gates agree with the card.
    const row = await subscriberOf(grower.id);
    expect(row?.subscribed).toBe(false);
  });
});

describe("Stripe objects across API versions", () => {
  it("reads the period end from the items, or from the subscription in older versions", () => {
    const current = subscriptionObject({
      customer: "cus_v",
      status: "active",
      periodEnd: 2_000_000_000,
    });
    expect(periodEndOf(current as unknown as Stripe.Subscription)).toEqual(
      new Date(2_000_000_000_000),
    );
    const legacy = {
      ...current,
      items: { object: "list", data: [] },
      current_period_end: 1_900_000_000,
    };
    expect(periodEndOf(legacy as unknown as Stripe.Subscription)).toEqual(
      new Date(1_900_000_000_000),
    );
  });

  it("finds an invoice's subscription under parent, or at the top in older versions", () => {
    const current = invoiceObject({ customer: "cus_v", subscription: "sub_new" });
    expect(subscriptionIdOfInvoice(current as unknown as Stripe.Invoice)).toBe("sub_new");
    const legacy = { ...current, parent: null, subscription: "sub_old" };
    expect(subscriptionIdOfInvoice(legacy as unknown as Stripe.Invoice)).toBe("sub_old");
  });
});

describe("provider selection and the webhook route", () => {
  const stripeEnv = {
    APP_URL,
    MEMBERSHIP_PRICE_PENCE: 100,
    STRIPE_SECRET_KEY: "sk_test_route",
    STRIPE_PRICE_ID: FAKE_PRICE_ID,
    STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
  };

  it("uses Stripe when all three Stripe settings are there, else the local provider", () => {
    const base = { db: services.db, logger: services.logger, sendEmail: services.sendEmail };
    expect(createPaymentProvider({ ...base, env: stripeEnv }).name).toBe("stripe");
    const local = {
      ...stripeEnv,
      STRIPE_SECRET_KEY: undefined,
      STRIPE_PRICE_ID: undefined,
      STRIPE_WEBHOOK_SECRET: undefined,
    };
    expect(createPaymentProvider({ ...base, env: local }).name).toBe("local");
    expect(stripeWebhookDeps({ ...base, env: local })).toBeNull();
  });

  function contextWith(env: typeof stripeEnv | typeof services.env) {
    const context = new RouterContextProvider();
    context.set(servicesContext, {
      ...services,
      env: { ...services.env, ...env },
    } as unknown as AppServices);
    return context;
  }

  function post(body: string, signature?: string) {
    return new Request(`${APP_URL}/api/stripe/webhook`, {
      method: "POST",
      headers: signature
        ? { "Stripe-Signature": signature, "Content-Type": "application/json" }
        : {},
      body,
    });
  }

  it("is not found when Stripe is not configured", async () => {
    const response = await webhookAction({
      request: post("{}"),
      context: contextWith(services.env),
      params: {},
    } as never);
    expect(response.status).toBe(404);
  });

  it("verifies the exact bytes posted and applies the event", async () => {
    const grower = await member();
    const event = stripeEvent(
      "customer.subscription.created",
      subscriptionObject({ customer: "cus_route", status: "active", userId: grower.id }),
    );
    // Non-ASCII text in the payload: the signature is over the UTF-8 bytes.
    (event.data as { object: StripeJson }).object.description = "Glut membership — £1 a year";
    const { body, signature } = signedDelivery(event);

    const rejected = await webhookAction({
      request: post(body, signature.replace(/v1=[0-9a-f]/, "v1=x")),
      context: contextWith(stripeEnv),
      params: {},
    } as never);
    expect(rejected.status).toBe(400);

    const accepted = await webhookAction({
      request: post(body, signature),
      context: contextWith(stripeEnv),
      params: {},
    } as never);
    expect(accepted.status).toBe(200);
    expect(await accepted.text()).toBe("applied");
    expect((await subscriberOf(grower.id))?.subscribed).toBe(true);
  });
});

/** The database, except that its first transaction fails (as when the connection drops). */
function failingTransactionsOnce(db: Db): Db {
  let failed = false;
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === "transaction" && !failed) {
        return async () => {
          failed = true;
          throw new Error("connection lost");
        };
      }
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
