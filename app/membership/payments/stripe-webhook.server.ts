import type Stripe from "stripe";
import { type FulfilmentDeps, firstTimeSeen, forgetEvent } from "../fulfilment.server";
import {
  applyStripeSubscription,
  findStripeUser,
  idOf,
  linkStripeIds,
  recordStripeInvoice,
  subscriptionIdOfInvoice,
  USER_ID_KEY,
} from "./stripe-sync.server";

export interface StripeWebhookDeps {
  stripe: Stripe;
  /** STRIPE_WEBHOOK_SECRET, the endpoint's signing secret (whsec_…). */
  webhookSecret: string;
  fulfilment: FulfilmentDeps;
}

export interface WebhookAnswer {
  status: number;
  body: string;
}

/** The events Glut acts on; subscribe the webhook endpoint to these. */
export const HANDLED_STRIPE_EVENTS = [
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_succeeded",
  "invoice.payment_failed",
] as const;

const handled = new Set<string>(HANDLED_STRIPE_EVENTS);

/**
 * Stripe's webhook: the signature is checked over the exact bytes received (400, nothing changed,
 * when it does not match), each event id is handled once (a duplicate or replay answers 200 and
 * changes nothing), and a failure forgets the event again and answers 500 so that Stripe's retry
 * is processed. Events can arrive in any order: subscription states are dated by the event and
 * fulfilment ignores older news; payments are keyed by the invoice id.
 */
export async function handleStripeWebhook(
  deps: StripeWebhookDeps,
  rawBody: string | Buffer,
  signatureHeader: string | null,
): Promise<WebhookAnswer> {
  const { db, logger } = deps.fulfilment;
  if (!signatureHeader) return { status: 400, body: "Missing Stripe-Signature header" };
  let event: Stripe.Event;
  try {
    event = deps.stripe.webhooks.constructEvent(rawBody, signatureHeader, deps.webhookSecret);
  } catch (error) {
    // Not the error itself: it carries the unverified payload, which anyone can post.
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    logger.warn({ reason }, "stripe webhook: signature rejected");
    return { status: 400, body: "Invalid signature" };
  }

  if (!handled.has(event.type)) return { status: 200, body: "ignored" };
  if (!(await firstTimeSeen(db, { id: event.id, provider: "stripe", type: event.type }))) {
    return { status: 200, body: "duplicate" };
  }
  try {
    const outcome = await handleEvent(deps.fulfilment, event);
    logger.info({ eventId: event.id, type: event.type, outcome }, "stripe webhook handled");
    return { status: 200, body: outcome };
  } catch (error) {
    logger.error({ err: error, eventId: event.id, type: event.type }, "stripe webhook failed");
    try {
      await forgetEvent(db, event.id);
    } catch (forgetError) {
      logger.error(
        { err: forgetError, eventId: event.id },
        "stripe webhook: could not forget event",
      );
    }
    return { status: 500, body: "Webhook handling failed" };
  }
}

async function handleEvent(fulfilment: FulfilmentDeps, event: Stripe.Event): Promise<string> {
  const { db, logger } = fulfilment;
  const occurredAt = new Date(event.created * 1000);

  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      if (session.mode !== "subscription") return "ignored: not a subscription checkout";
      const userId = await findStripeUser(db, {
        metadataUserId: session.client_reference_id ?? session.metadata?.[USER_ID_KEY],
      });
      const customerId = idOf(session.customer);
      if (!userId || !customerId) return "ignored: no such account";
      // The state itself comes with the subscription events (or the member's read-back).
      await linkStripeIds(db, userId, { customerId, subscriptionId: idOf(session.subscription) });
      return "linked";
    }

    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscription = event.data.object;
      const userId = await findStripeUser(db, {
        metadataUserId: subscription.metadata?.[USER_ID_KEY],
        customerId: idOf(subscription.customer),
        subscriptionId: subscription.id,
      });
      if (!userId) return "ignored: no such account";
      return applyStripeSubscription(fulfilment, userId, subscription, occurredAt);
    }

    case "invoice.paid":
    case "invoice.payment_succeeded": {
      const invoice = event.data.object;
      const subscriptionId = subscriptionIdOfInvoice(invoice);
      if (!subscriptionId) return "ignored: not a subscription invoice";
      const userId = await findStripeUser(db, {
        metadataUserId: invoice.parent?.subscription_details?.metadata?.[USER_ID_KEY],
        customerId: idOf(invoice.customer),
        subscriptionId,
      });
      if (!userId) return "ignored: no such account";
      return recordStripeInvoice(fulfilment, userId, invoice, occurredAt);
    }

    case "invoice.payment_failed": {
      const invoice = event.data.object;
      const userId = await findStripeUser(db, {
        metadataUserId: invoice.parent?.subscription_details?.metadata?.[USER_ID_KEY],
        customerId: idOf(invoice.customer),
        subscriptionId: subscriptionIdOfInvoice(invoice),
      });
      // Stripe retries the card; customer.subscription.updated brings past_due (access kept
      // while retrying) and, if every retry fails, the cancellation.
      logger.warn(
        { userId, invoiceId: invoice.id, attempt: invoice.attempt_count },
        "stripe: membership payment failed",
      );
      return "noted";
    }

    default:
      return "ignored";
  }
}
