import type { Logger } from "pino";
import Stripe from "stripe";
import type { Db } from "~/server/db/database.server";
import type { EmailRequest } from "~/server/email/send-email.server";
import type { Env } from "~/server/env.server";
import type { InfraServices } from "~/server/services.server";
import type { FulfilmentDeps } from "../fulfilment.server";
import { createLocalProvider } from "./local-provider.server";
import type { PaymentProvider } from "./payment-provider.server";
import { createStripeProvider } from "./stripe-provider.server";
import type { StripeWebhookDeps } from "./stripe-webhook.server";

type PaymentEnv = Pick<
  Env,
  | "APP_URL"
  | "MEMBERSHIP_PRICE_PENCE"
  | "STRIPE_SECRET_KEY"
  | "STRIPE_PRICE_ID"
  | "STRIPE_WEBHOOK_SECRET"
>;

export interface PaymentProviderDeps {
  env: PaymentEnv;
  db: Db;
  logger: Logger;
  sendEmail(request: EmailRequest): Promise<string>;
  /** A Stripe client to use instead of one made from STRIPE_SECRET_KEY (tests). */
  stripe?: Stripe;
}

export interface StripeSettings {
  secretKey: string;
  priceId: string;
  webhookSecret: string;
}

/** Stripe's three settings when all are set (the env schema refuses one or two); else null. */
export function stripeSettings(env: PaymentEnv): StripeSettings | null {
  const { STRIPE_SECRET_KEY, STRIPE_PRICE_ID, STRIPE_WEBHOOK_SECRET } = env;
  if (!STRIPE_SECRET_KEY || !STRIPE_PRICE_ID || !STRIPE_WEBHOOK_SECRET) return null;
  return {
    secretKey: STRIPE_SECRET_KEY,
    priceId: STRIPE_PRICE_ID,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
  };
}

const clients = new Map<string, Stripe>();

/**
 * One Stripe client per key for the process (it holds only configuration and a connection
 * pool). It speaks the API version the SDK is pinned to (see docs/decisions/0012-stripe.md).
 */
export function stripeClient(secretKey: string): Stripe {
  let client = clients.get(secretKey);
  if (!client) {
    client = new Stripe(secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: "Glut" },
    });
    clients.set(secretKey, client);
  }
  return client;
}

/** What fulfilment needs, from the app's services: one recipe for every caller. */
export function fulfilmentDeps(deps: Omit<PaymentProviderDeps, "stripe">): FulfilmentDeps {
  return { db: deps.db, logger: deps.logger, appUrl: deps.env.APP_URL, sendEmail: deps.sendEmail };
}

/** Stripe when STRIPE_SECRET_KEY, STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET are set; else local. */
export function createPaymentProvider(deps: PaymentProviderDeps): PaymentProvider {
  const settings = stripeSettings(deps.env);
  const fulfilment = fulfilmentDeps(deps);
  if (settings) {
    return createStripeProvider({
      stripe: deps.stripe ?? stripeClient(settings.secretKey),
      priceId: settings.priceId,
      db: deps.db,
      appUrl: deps.env.APP_URL,
      fulfilment,
    });
  }
  return createLocalProvider({
    db: deps.db,
    appUrl: deps.env.APP_URL,
    pricePence: deps.env.MEMBERSHIP_PRICE_PENCE,
    fulfilment,
  });
}

/** What the webhook route needs, or null when Stripe is not configured (the route is a 404). */
export function stripeWebhookDeps(deps: PaymentProviderDeps): StripeWebhookDeps | null {
  const settings = stripeSettings(deps.env);
  if (!settings) return null;
  return {
    stripe: deps.stripe ?? stripeClient(settings.secretKey),
    webhookSecret: settings.webhookSecret,
    fulfilment: fulfilmentDeps(deps),
  };
}

/** Membership's services for the rest of the app: the payment provider and the fulfilment path. */
export function createMembershipServices(infra: InfraServices): MembershipServices {
  const deps = { env: infra.env, db: infra.db, logger: infra.logger, sendEmail: infra.sendEmail };
  return { fulfilment: fulfilmentDeps(deps), payments: createPaymentProvider(deps) };
}

export interface MembershipServices {
  /** What payment handlers need to change a membership: the one fulfilment path. */
  fulfilment: FulfilmentDeps;
  payments: PaymentProvider;
}

declare module "~/server/services.server" {
  interface AppServices extends MembershipServices {}
}
