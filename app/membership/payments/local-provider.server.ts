import { and, eq } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import { applySubscriptionChange, type FulfilmentDeps, recordPayment } from "../fulfilment.server";
import { localCheckouts } from "../membership.table";
import type { PaymentProvider } from "./payment-provider.server";

export const LOCAL_CHECKOUT_PATH = "/membership/test-checkout";
export const LOCAL_MANAGE_PATH = "/membership/test-manage";

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export interface LocalProviderDeps {
  db: Db;
  appUrl: string;
  pricePence: number;
  fulfilment: FulfilmentDeps;
}

/**
 * The provider for the embedded default and the tests: checkout is a page on this site, clearly
 * marked as a test payment in which no money moves. Paying and cancelling go through the same
 * fulfilment code as Stripe's webhooks.
 */
export function createLocalProvider(deps: LocalProviderDeps): PaymentProvider {
  return {
    name: "local",
    async createCheckout({ userId }) {
      const [checkout] = await deps.db
        .insert(localCheckouts)
        .values({ userId, amountPence: deps.pricePence })
        .returning({ id: localCheckouts.id });
      if (!checkout) throw new Error("Could not start a test checkout");
      return { url: `${deps.appUrl}${LOCAL_CHECKOUT_PATH}/${checkout.id}` };
    },
    async createPortal() {
      return { url: `${deps.appUrl}${LOCAL_MANAGE_PATH}` };
    },
    // Paying on the test page applies the membership at once, so there is nothing to read back.
    async confirmCheckout() {},
    // No money moves and no one else holds anything: the account's rows go with the account.
    async forgetCustomer() {},
  };
}

export type LocalCheckout = typeof localCheckouts.$inferSelect;

/** Whose checkout this is, open or not; null when there is no such checkout (or the id is bad). */
export async function findCheckoutOwner(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: localCheckouts.userId })
    .from(localCheckouts)
    .where(eq(localCheckouts.id, id))
    .catch(() => []);
  return row?.userId ?? null;
}

/** A member's own open checkout; another member's, or a finished one, is not found. */
export async function findOpenCheckout(
  db: Db,
  id: string,
  userId: string,
): Promise<LocalCheckout | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db
    .select()
    .from(localCheckouts)
    .where(
      and(
        eq(localCheckouts.id, id),
        eq(localCheckouts.userId, userId),
        eq(localCheckouts.status, "open"),
      ),
    );
  return row ?? null;
}

/**
 * "Pay" on the test page: the checkout is closed in a single statement (so a double click pays
 * once), then the payment and the year of membership go through fulfilment.
 */
export async function payLocalCheckout(
  deps: Pick<LocalProviderDeps, "db" | "fulfilment">,
  checkoutId: string,
  userId: string,
  now = new Date(),
): Promise<boolean> {
  const [closed] = await deps.db
    .update(localCheckouts)
    .set({ status: "paid", completedAt: now })
    .where(
      and(
        eq(localCheckouts.id, checkoutId),
        eq(localCheckouts.userId, userId),
        eq(localCheckouts.status, "open"),
      ),
    )
    .returning();
  if (!closed) return false;
  await recordPayment(deps.fulfilment, {
    userId,
    provider: "local",
    providerPaymentId: `local_payment_${closed.id}`,
    amountPence: closed.amountPence,
    currency: "gbp",
    paidAt: now,
  });
  await applySubscriptionChange(deps.fulfilment, {
    userId,
    provider: "local",
    customerId: `local_customer_${userId}`,
    subscriptionId: `local_subscription_${userId}`,
    status: "active",
    currentPeriodEnd: new Date(now.getTime() + YEAR_MS),
    cancelAtPeriodEnd: false,
    occurredAt: now,
  });
  return true;
}

export async function cancelLocalCheckout(
  db: Db,
  checkoutId: string,
  userId: string,
): Promise<boolean> {
  const closed = await db
    .update(localCheckouts)
    .set({ status: "cancelled", completedAt: new Date() })
    .where(
      and(
        eq(localCheckouts.id, checkoutId),
        eq(localCheckouts.userId, userId),
        eq(localCheckouts.status, "open"),
      ),
    )
    .returning({ id: localCheckouts.id });
  return closed.length > 0;
}

/**
 * The test manage page: cancelling keeps the membership until its end date (as Stripe's portal
 * does by default), and it can be resumed until then.
 */
export async function setLocalCancelAtPeriodEnd(
  fulfilment: FulfilmentDeps,
  subscriber: { userId: string; subscriptionEnd: Date | null; status: string | null },
  cancel: boolean,
  now = new Date(),
): Promise<void> {
  await applySubscriptionChange(fulfilment, {
    userId: subscriber.userId,
    provider: "local",
    customerId: `local_customer_${subscriber.userId}`,
    subscriptionId: `local_subscription_${subscriber.userId}`,
    status: subscriber.status ?? "active",
    currentPeriodEnd: subscriber.subscriptionEnd,
    cancelAtPeriodEnd: cancel,
    occurredAt: now,
  });
}
