import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import type { Db } from "~/server/db/database.server";
import type { FulfilmentDeps } from "../fulfilment.server";
import { subscribers } from "../membership.table";
import type { PaymentProvider } from "./payment-provider.server";
import {
  applyStripeSubscription,
  linkStripeIds,
  recordStripeInvoice,
  USER_ID_KEY,
} from "./stripe-sync.server";

export interface StripeProviderDeps {
  stripe: Stripe;
  /** The £1 yearly recurring price (STRIPE_PRICE_ID); its currency is the checkout's. */
  priceId: string;
  db: Db;
  appUrl: string;
  fulfilment: FulfilmentDeps;
}

/** Stripe replaces this in the success address with the session's id. */
export const SESSION_ID_PLACEHOLDER = "{CHECKOUT_SESSION_ID}";

/** The success address with `session_id={CHECKOUT_SESSION_ID}` added (braces left as they are). */
export function withSessionId(successUrl: string): string {
  const [base = successUrl, fragment] = successUrl.split("#", 2);
  const separator = base.includes("?") ? (/[?&]$/.test(base) ? "" : "&") : "?";
  const url = `${base}${separator}session_id=${SESSION_ID_PLACEHOLDER}`;
  return fragment === undefined ? url : `${url}#${fragment}`;
}

const STRIPE_CUSTOMER_ID = /^cus_[A-Za-z0-9]+$/;
const CHECKOUT_SESSION_ID = /^cs_[A-Za-z0-9_]+$/;

/**
 * Stripe in production: Checkout in subscription mode for the yearly membership, the Billing
 * Portal for managing and cancelling it, and a read-back of the checkout when the member returns
 * (the webhook in stripe-webhook.server.ts hears the same news, and both go through
 * stripe-sync.server.ts into fulfilment).
 */
export function createStripeProvider(deps: StripeProviderDeps): PaymentProvider {
  const { stripe, db, fulfilment } = deps;
  const logger = fulfilment.logger;

  /**
   * One Stripe customer per member: the one given, else the one kept on the subscriber row,
   * else a new one, remembered on the row at once so the next checkout reuses it. The
   * idempotency key makes two checkouts started at the same moment share one customer.
   */
  async function customerFor(userId: string, email: string, given: string | null) {
    if (given && STRIPE_CUSTOMER_ID.test(given)) return given;
    const [row] = await db
      .select({ provider: subscribers.provider, customerId: subscribers.providerCustomerId })
      .from(subscribers)
      .where(eq(subscribers.userId, userId));
    if (row?.provider === "stripe" && row.customerId) return row.customerId;
    const key = createHash("sha256").update(`${userId}\n${email}`).digest("hex").slice(0, 40);
    const customer = await stripe.customers.create(
      { email, metadata: { [USER_ID_KEY]: userId } },
      { idempotencyKey: `glut-customer-${key}` },
    );
    await linkStripeIds(db, userId, { customerId: customer.id });
    return customer.id;
  }

  return {
    name: "stripe",

    /**
     * Deleting the Stripe customer cancels their subscriptions at once (no further renewal) and
     * removes their card and address from Stripe; Stripe keeps the invoices it must by law.
     */
    async forgetCustomer(userId) {
      const [row] = await db
        .select({ provider: subscribers.provider, customerId: subscribers.providerCustomerId })
        .from(subscribers)
        .where(eq(subscribers.userId, userId));
      if (row?.provider !== "stripe" || !row.customerId) return;
      try {
        await stripe.customers.del(row.customerId);
      } catch (error) {
        // Already deleted at Stripe (by staff, or an earlier attempt): nothing left to stop.
        if ((error as { code?: string }).code === "resource_missing") return;
        throw error;
      }
    },

    async createCheckout({ userId, email, customerId, successUrl, cancelUrl }) {
      const customer = await customerFor(userId, email, customerId);
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        customer,
        line_items: [{ price: deps.priceId, quantity: 1 }],
        client_reference_id: userId,
        metadata: { [USER_ID_KEY]: userId },
        subscription_data: { metadata: { [USER_ID_KEY]: userId } },
        success_url: withSessionId(successUrl),
        cancel_url: cancelUrl,
        locale: "en-GB",
      });
      if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no address`);
      return { url: session.url };
    },

    async createPortal({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: session.url };
    },

    async confirmCheckout(sessionId, userId) {
      if (!CHECKOUT_SESSION_ID.test(sessionId)) {
        logger.warn({ userId }, "stripe: not a checkout session id");
        return;
      }
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(sessionId, {
          expand: ["subscription.latest_invoice"],
        });
      } catch (error) {
        // A made-up or foreign session id: nothing to apply. Outages still reach the caller.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          logger.warn({ userId, sessionId, err: error }, "stripe: checkout session not found");
          return;
        }
        throw error;
      }

      const subscription =
        session.subscription && typeof session.subscription === "object"
          ? session.subscription
          : null;
      // One member must never be able to apply another's checkout by pasting its address.
      const owners = [
        session.client_reference_id,
        session.metadata?.[USER_ID_KEY],
        subscription?.metadata?.[USER_ID_KEY],
      ].filter((owner): owner is string => Boolean(owner));
      if (owners.length === 0 || owners.some((owner) => owner !== userId)) {
        logger.warn({ userId, sessionId }, "stripe: checkout session belongs to another account");
        return;
      }
      if (session.mode !== "subscription" || session.status !== "complete" || !subscription) {
        return;
      }

      // Dated by the subscription's own creation (Stripe's clock, as webhook events are), so
      // this read-back never overrides anything a webhook has already told us since.
      await applyStripeSubscription(
        fulfilment,
        userId,
        subscription,
        new Date(subscription.created * 1000),
      );
      const invoice =
        subscription.latest_invoice && typeof subscription.latest_invoice === "object"
          ? subscription.latest_invoice
          : null;
      if (invoice) await recordStripeInvoice(fulfilment, userId, invoice, new Date());
    },
  };
}
