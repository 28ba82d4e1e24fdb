import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteAccount } from "~/accounts/account-deletion.server";
import { users } from "~/accounts/auth.table";
import { accountSteps } from "~/composition/app-parts.server";
import type { Db } from "~/server/db/database.server";
import { LocalFileStorage } from "~/server/storage/local-storage.server";
import {
  FAKE_PRICE_ID,
  FAKE_STRIPE_KEY,
  FAKE_WEBHOOK_SECRET,
  type FakeStripe,
  startFakeStripe,
} from "../../tests/factories/fake-stripe";
import { createTestMember } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import { createPaymentProvider } from "./payments/payment-providers.server";

// Deleting an account with the app's own Stripe provider; only Stripe's side of the network is
// stood in for, by the local fake of its endpoints.

const getDatabase = setupTestDatabase();
let db: Db;
let services: ReturnType<typeof createTestServices>;
let fake: FakeStripe;
let storage: LocalFileStorage;

beforeAll(async () => {
  db = getDatabase().db;
  services = createTestServices(getDatabase());
  fake = await startFakeStripe();
  storage = new LocalFileStorage(mkdtempSync(path.join(os.tmpdir(), "glut-membership-")));
});

afterAll(async () => {
  await fake?.close();
});

const logger = pino({ level: "silent" });

/** The provider the app builds when Stripe is configured, talking to `stripe`. */
function stripePayments(stripe: Stripe) {
  return createPaymentProvider({
    env: {
      APP_URL: services.env.APP_URL,
      MEMBERSHIP_PRICE_PENCE: 100,
      STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
      STRIPE_PRICE_ID: FAKE_PRICE_ID,
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
    },
    db,
    logger,
    sendEmail: services.sendEmail,
    stripe,
  });
}

/** A member who has started a checkout, so Stripe holds a customer for them. */
async function stripeCustomer() {
  const member = await createTestMember(services);
  await stripePayments(fake.client).createCheckout({
    userId: member.id,
    email: member.email,
    customerId: null,
    successUrl: `${services.env.APP_URL}/dashboard`,
    cancelUrl: `${services.env.APP_URL}/dashboard`,
  });
  const customerId = [...fake.customers.keys()].find(
    (id) => (fake.customers.get(id)?.metadata as Record<string, string>)?.userId === member.id,
  );
  if (!customerId) throw new Error("no Stripe customer");
  return { member, customerId };
}

/** A port nothing listens on: Stripe out of reach. */
async function unreachableStripe(): Promise<Stripe> {
  const { createServer } = await import("node:net");
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return new Stripe(FAKE_STRIPE_KEY, {
    host: "127.0.0.1",
    port,
    protocol: "http",
    maxNetworkRetries: 0,
    telemetry: false,
  });
}

async function exists(userId: string) {
  return (await db.select({ id: users.id }).from(users).where(eq(users.id, userId))).length === 1;
}

describe("deleting a member's account", () => {
  it("first has the payment provider forget the customer, so no renewal is charged", async () => {
    const { member, customerId } = await stripeCustomer();
    const payments = stripePayments(fake.client);
    await deleteAccount({ db, storage, logger, payments }, member.id, accountSteps.deletion);
    expect(fake.requestsTo("DELETE", `/v1/customers/${customerId}`)).toHaveLength(1);
    expect(fake.customers.has(customerId)).toBe(false);
    expect(await exists(member.id)).toBe(false);
  });

  it("stops, deleting nothing, when the provider cannot stop the renewals", async () => {
    const { member, customerId } = await stripeCustomer();
    const payments = stripePayments(await unreachableStripe());
    await expect(
      deleteAccount({ db, storage, logger, payments }, member.id, accountSteps.deletion),
    ).rejects.toThrow();
    expect(await exists(member.id)).toBe(true);
    expect(fake.customers.has(customerId)).toBe(true);
  });
});
