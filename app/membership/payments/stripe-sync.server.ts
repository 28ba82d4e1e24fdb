import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { accountExists } from "~/accounts/account-directory.server";
import type { Db } from "~/server/db/database.server";
import {
  applySubscriptionChange,
  type FulfilmentDeps,
  recordPayment,
  userForProviderIds,
} from "../fulfilment.server";
import { subscribers } from "../membership.table";

// What the Stripe provider (reading a checkout back) and the Stripe webhook (hearing events)
// share: how a Stripe subscription or invoice becomes a call to fulfilment. Both go through
// these functions, so a payment is recorded under the same id whichever arrives first.

/** The metadata key, on customers, checkout sessions and subscriptions, naming our account. */
export const USER_ID_KEY = "userId";

/** Statuses that give access (as fulfilment's own list): a subscription in one of them is live. */
const LIVE_STATUSES = new Set(["active", "trialing", "past_due"]);

/** The id of a field Stripe sends either as an id or, when expanded, as the object. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

/**
 * When the paid period ends. Since API version 2025-03-31.basil this lives on each subscription
 * item rather than the subscription; an event rendered for an older webhook API version still
 * has it at the top, so both are read.
 */
export function periodEndOf(subscription: Stripe.Subscription): Date | null {
  const itemEnds = (subscription.items?.data ?? [])
    .map((item) => item.current_period_end)
    .filter((end): end is number => typeof end === "number");
  const legacy = (subscription as { current_period_end?: unknown }).current_period_end;
  if (itemEnds.length === 0 && typeof legacy === "number") itemEnds.push(legacy);
  return itemEnds.length > 0 ? new Date(Math.max(...itemEnds) * 1000) : null;
}

/**
 * Whether the membership is set to stop: `cancel_at_period_end`, or a `cancel_at` date (newer
 * Billing Portal versions cancel "at period end" by setting `cancel_at`).
 */
export function cancelsOf(subscription: Stripe.Subscription): boolean {
  return subscription.cancel_at_period_end || subscription.cancel_at !== null;
}

/**
 * The subscription an invoice belongs to: under `parent.subscription_details` since
 * 2025-03-31.basil, at the top (`invoice.subscription`) in older API versions.
 */
export function subscriptionIdOfInvoice(invoice: Stripe.Invoice): string | null {
  const details = invoice.parent?.subscription_details;
  if (details) return idOf(details.subscription);
  const legacy = (invoice as { subscription?: string | { id: string } | null }).subscription;
  return idOf(legacy ?? null);
}

export async function userExists(db: Db, userId: string | null | undefined): Promise<boolean> {
  if (!userId) return false;
  return accountExists(db, userId);
}

/**
 * The account a Stripe object belongs to: the user id we put in its metadata (when that account
 * still exists), else the account whose subscriber row holds the customer or subscription.
 */
export async function findStripeUser(
  db: Db,
  hints: {
    metadataUserId?: string | null;
    customerId?: string | null;
    subscriptionId?: string | null;
  },
): Promise<string | null> {
  if (await userExists(db, hints.metadataUserId)) return hints.metadataUserId ?? null;
  return userForProviderIds(db, "stripe", {
    customerId: hints.customerId,
    subscriptionId: hints.subscriptionId,
  });
}

/** Remembers a member's Stripe customer (and subscription) without touching their state. */
export async function linkStripeIds(
  db: Db,
  userId: string,
  ids: { customerId: string; subscriptionId?: string | null },
): Promise<void> {
  const set = {
    provider: "stripe" as const,
    providerCustomerId: ids.customerId,
    ...(ids.subscriptionId ? { providerSubscriptionId: ids.subscriptionId } : {}),
    updatedAt: new Date(),
  };
  await db
    .insert(subscribers)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: subscribers.userId, set });
}

export type SyncOutcome =
  | "applied"
  | "stale"
  | "ignored: incomplete"
  | "ignored: another subscription";

/**
 * Hands a Stripe subscription's state to fulfilment, as of `occurredAt` (fulfilment ignores
 * anything older than what it has already applied). Two Stripe-specific rules first:
 *
 * - `incomplete` is never applied. It is only ever a subscription's first state (before the
 *   first payment), it grants nothing, and Stripe stamps `customer.subscription.created
 *   (incomplete)` and `customer.subscription.updated (active)` with the same second, so applying
 *   it could undo the activation when the two arrive in the wrong order.
 * - News that would take access away, about a subscription other than the member's current one
 *   (an old one ending late), is ignored: it must not end the membership they have now.
 */
export async function applyStripeSubscription(
  fulfilment: FulfilmentDeps,
  userId: string,
  subscription: Stripe.Subscription,
  occurredAt: Date,
): Promise<SyncOutcome> {
  if (subscription.status === "incomplete") return "ignored: incomplete";
  if (!LIVE_STATUSES.has(subscription.status)) {
    const [current] = await fulfilment.db
      .select({
        provider: subscribers.provider,
        subscriptionId: subscribers.providerSubscriptionId,
      })
      .from(subscribers)
      .where(eq(subscribers.userId, userId));
    if (
      current?.provider === "stripe" &&
      current.subscriptionId &&
      current.subscriptionId !== subscription.id
    ) {
      return "ignored: another subscription";
    }
  }
  const { applied } = await applySubscriptionChange(fulfilment, {
    userId,
    provider: "stripe",
    customerId: idOf(subscription.customer),
    subscriptionId: subscription.id,
    status: subscription.status,
    currentPeriodEnd: periodEndOf(subscription),
    cancelAtPeriodEnd: cancelsOf(subscription),
    occurredAt,
  });
  return applied ? "applied" : "stale";
}

/**
 * Records a paid invoice as a membership payment. The payment's id is the invoice id (`in_…`):
 * since 2025-03-31.basil an invoice no longer names its payment intent or charge, while the
 * invoice id is in every place a payment is heard of (invoice events and the checkout's
 * subscription), so the same payment is never recorded twice. Nothing is recorded for an
 * unpaid or zero-amount invoice (a full discount is not a payment and earns no referral).
 */
export async function recordStripeInvoice(
  fulfilment: FulfilmentDeps,
  userId: string,
  invoice: Stripe.Invoice,
  fallbackPaidAt: Date,
): Promise<"recorded" | "already recorded" | "ignored: not paid"> {
  if (invoice.status !== "paid" || invoice.amount_paid <= 0) return "ignored: not paid";
  const paidAtSeconds = invoice.status_transitions?.paid_at;
  const { recorded } = await recordPayment(fulfilment, {
    userId,
    provider: "stripe",
    providerPaymentId: invoice.id,
    amountPence: invoice.amount_paid,
    currency: invoice.currency,
    paidAt: typeof paidAtSeconds === "number" ? new Date(paidAtSeconds * 1000) : fallbackPaidAt,
  });
  return recorded ? "recorded" : "already recorded";
}
