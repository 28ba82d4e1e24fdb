import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

// A local stand-in for the few Stripe endpoints Glut calls, so that the real Stripe SDK can be
// exercised without the internet: an in-process HTTP server on 127.0.0.1, form-encoded requests
// in, JSON shaped like Stripe's out. Webhook events are built here and signed by the SDK's own
// test helper (`stripe.webhooks.generateTestHeaderString`).

export type StripeJson = Record<string, unknown>;

export interface RecordedRequest {
  method: string;
  path: string;
  /** Form fields exactly as the SDK encoded them: `line_items[0][price]`, `metadata[userId]`. */
  form: Record<string, string>;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
}

export const FAKE_STRIPE_KEY = "sk_test_glut_fake";
export const FAKE_WEBHOOK_SECRET = "whsec_glut_fake_secret";
export const FAKE_PRICE_ID = "price_glut_membership_yearly";
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface FakeStripe {
  /** A real Stripe client pointed at the fake. */
  client: Stripe;
  port: number;
  requests: RecordedRequest[];
  customers: Map<string, StripeJson>;
  checkoutSessions: Map<string, StripeJson>;
  subscriptions: Map<string, StripeJson>;
  invoices: Map<string, StripeJson>;
  /** What Stripe does when the member pays: subscription and paid invoice, session complete. */
  payCheckout(
    sessionId: string,
    options?: { at?: number; amountPence?: number },
  ): { subscription: StripeJson; invoice: StripeJson };
  requestsTo(method: string, path: string): RecordedRequest[];
  close(): Promise<void>;
}

let counter = 0;
function nextId(prefix: string): string {
  counter += 1;
  return `${prefix}_fake${Date.now().toString(36)}${counter}`;
}

/** Reads `metadata[key]=value` form fields back into an object. */
function metadataFrom(form: Record<string, string>, prefix: string): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = new RegExp(`^${prefix.replace(/[[\]]/g, "\\$&")}\\[([^\\]]+)\\]$`).exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** A subscription as Stripe sends it in the pinned API version (period end on the items). */
export function subscriptionObject(fields: {
  id?: string;
  customer: string;
  status: string;
  userId?: string;
  created?: number;
  periodEnd?: number;
  cancelAtPeriodEnd?: boolean;
  latestInvoice?: string | StripeJson | null;
  priceId?: string;
}): StripeJson {
  const id = fields.id ?? nextId("sub");
  const created = fields.created ?? nowSeconds();
  const periodEnd = fields.periodEnd ?? created + YEAR_SECONDS;
  return {
    id,
    object: "subscription",
    cancel_at: fields.cancelAtPeriodEnd ? periodEnd : null,
    cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
    canceled_at: fields.status === "canceled" ? created : null,
    created,
    currency: "gbp",
    customer: fields.customer,
    items: {
      object: "list",
      data: [
        {
          id: nextId("si"),
          object: "subscription_item",
          created,
          current_period_start: periodEnd - YEAR_SECONDS,
          current_period_end: periodEnd,
          metadata: {},
          price: {
            id: fields.priceId ?? FAKE_PRICE_ID,
            object: "price",
            currency: "gbp",
            unit_amount: 100,
          },
          quantity: 1,
          subscription: id,
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: fields.latestInvoice ?? null,
    livemode: false,
    metadata: fields.userId ? { userId: fields.userId } : {},
    start_date: created,
    status: fields.status,
  };
}

/** An invoice as Stripe sends it in the pinned API version (subscription under `parent`). */
export function invoiceObject(fields: {
  id?: string;
  customer: string;
  subscription: string;
  userId?: string;
  status?: string;
  amountPaid?: number;
  paidAt?: number | null;
  attemptCount?: number;
}): StripeJson {
  const status = fields.status ?? "paid";
  const paidAt = fields.paidAt === undefined ? nowSeconds() : fields.paidAt;
  return {
    id: fields.id ?? nextId("in"),
    object: "invoice",
    amount_due: 100,
    amount_paid: fields.amountPaid ?? (status === "paid" ? 100 : 0),
    amount_remaining: status === "paid" ? 0 : 100,
    attempt_count: fields.attemptCount ?? 1,
    billing_reason: "subscription_create",
    created: paidAt ?? nowSeconds(),
    currency: "gbp",
    customer: fields.customer,
    livemode: false,
    metadata: {},
    parent: {
      type: "subscription_details",
      quote_details: null,
      subscription_details: {
        metadata: fields.userId ? { userId: fields.userId } : {},
        subscription: fields.subscription,
      },
    },
    status,
    status_transitions: {
      finalized_at: paidAt,
      marked_uncollectible_at: null,
      paid_at: status === "paid" ? paidAt : null,
      voided_at: null,
    },
    total: 100,
  };
}

/** A webhook event around an object, as Stripe would post it. */
export function stripeEvent(
  type: string,
  object: StripeJson,
  created: number = nowSeconds(),
  id: string = nextId("evt"),
): StripeJson {
  return {
    id,
    object: "event",
    api_version: Stripe.API_VERSION,
    created,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** The raw body and Stripe-Signature header for an event, signed by the SDK's test helper. */
export function signedDelivery(
  event: StripeJson,
  secret: string = FAKE_WEBHOOK_SECRET,
): { body: string; signature: string } {
  const body = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
  return { body, signature };
}

function stripeError(res: ServerResponse, status: number, message: string, param?: string) {
  res.writeHead(status, { "Content-Type": "application/json", "Request-Id": nextId("req") });
  res.end(
    JSON.stringify({
      error: { type: "invalid_request_error", code: "resource_missing", message, param },
    }),
  );
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const customers = new Map<string, StripeJson>();
  const checkoutSessions = new Map<string, StripeJson>();
  const subscriptions = new Map<string, StripeJson>();
  const invoices = new Map<string, StripeJson>();

  function expanded(session: StripeJson, expand: string[]): StripeJson {
    const copy: StripeJson = { ...session };
    const wantsSubscription = expand.some((path) => path.startsWith("subscription"));
    if (wantsSubscription && typeof session.subscription === "string") {
      const subscription = subscriptions.get(session.subscription);
      if (subscription) {
        const sub: StripeJson = { ...subscription };
        if (
          expand.includes("subscription.latest_invoice") &&
          typeof sub.latest_invoice === "string"
        ) {
          sub.latest_invoice = invoices.get(sub.latest_invoice) ?? sub.latest_invoice;
        }
        copy.subscription = sub;
      }
    }
    if (expand.includes("invoice") && typeof session.invoice === "string") {
      copy.invoice = invoices.get(session.invoice) ?? session.invoice;
    }
    return copy;
  }

  function route(request: RecordedRequest, res: ServerResponse) {
    const send = (body: StripeJson) => {
      res.writeHead(200, { "Content-Type": "application/json", "Request-Id": nextId("req") });
      res.end(JSON.stringify(body));
    };
    const { method, path, form } = request;

    if (method === "POST" && path === "/v1/customers") {
      const customer = {
        id: nextId("cus"),
        object: "customer",
        created: nowSeconds(),
        email: form.email ?? null,
        livemode: false,
        metadata: metadataFrom(form, "metadata"),
      };
      customers.set(customer.id, customer);
      return send(customer);
    }

    const customerMatch = /^\/v1\/customers\/([^/]+)$/.exec(path);
    if (method === "DELETE" && customerMatch?.[1]) {
      const id = decodeURIComponent(customerMatch[1]);
      if (!customers.delete(id)) return stripeError(res, 404, `No such customer: '${id}'`, "id");
      // As Stripe does: deleting the customer cancels their subscriptions at once.
      for (const subscription of subscriptions.values()) {
        if (subscription.customer === id) subscription.status = "canceled";
      }
      return send({ id, object: "customer", deleted: true });
    }

    if (method === "POST" && path === "/v1/checkout/sessions") {
      const id = nextId("cs_test");
      const session: StripeJson = {
        id,
        object: "checkout.session",
        cancel_url: form.cancel_url ?? null,
        client_reference_id: form.client_reference_id ?? null,
        created: nowSeconds(),
        currency: "gbp",
        customer: form.customer ?? null,
        invoice: null,
        livemode: false,
        locale: form.locale ?? null,
        metadata: metadataFrom(form, "metadata"),
        mode: form.mode,
        payment_status: "unpaid",
        status: "open",
        subscription: null,
        success_url: form.success_url ?? null,
        url: `https://checkout.stripe.test/c/pay/${id}`,
        // Kept to build the subscription when paid (Stripe copies it onto the subscription).
        _subscription_metadata: metadataFrom(form, "subscription_data[metadata]"),
      };
      checkoutSessions.set(id, session);
      return send(session);
    }

    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === "GET" && sessionMatch?.[1]) {
      const session = checkoutSessions.get(decodeURIComponent(sessionMatch[1]));
      if (!session)
        return stripeError(res, 404, `No such checkout.session: '${sessionMatch[1]}'`, "session");
      const expand = [...request.query.entries()]
        .filter(([key]) => key === "expand" || key.startsWith("expand["))
        .map(([, value]) => value);
      const { _subscription_metadata: _hidden, ...visible } = expanded(session, expand);
      return send(visible);
    }

    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      if (!form.customer || !customers.has(form.customer)) {
        return stripeError(res, 400, `No such customer: '${form.customer}'`, "customer");
      }
      const id = nextId("bps");
      return send({
        id,
        object: "billing_portal.session",
        created: nowSeconds(),
        customer: form.customer,
        livemode: false,
        locale: form.locale ?? null,
        return_url: form.return_url ?? null,
        url: `https://billing.stripe.test/p/session/${id}`,
      });
    }

    return stripeError(res, 404, `Unrecognized request URL (${method}: ${path})`);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
      const request: RecordedRequest = {
        method: req.method ?? "GET",
        path: url.pathname,
        form,
        query: url.searchParams,
        headers: req.headers,
      };
      requests.push(request);
      route(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const client = new Stripe(FAKE_STRIPE_KEY, {
    host: "127.0.0.1",
    port,
    protocol: "http",
    maxNetworkRetries: 0,
    telemetry: false,
  });

  return {
    client,
    port,
    requests,
    customers,
    checkoutSessions,
    subscriptions,
    invoices,
    payCheckout(sessionId, options = {}) {
      const session = checkoutSessions.get(sessionId);
      if (!session) throw new Error(`No fake checkout session ${sessionId}`);
      const at = options.at ?? nowSeconds();
      const customer = String(session.customer);
      const metadata = session._subscription_metadata as Record<string, string>;
      const subscriptionId = nextId("sub");
      const invoice = invoiceObject({
        customer,
        subscription: subscriptionId,
        userId: metadata.userId,
        amountPaid: options.amountPence ?? 100,
        paidAt: at,
      });
      const subscription = subscriptionObject({
        id: subscriptionId,
        customer,
        status: "active",
        userId: metadata.userId,
        created: at,
        latestInvoice: String(invoice.id),
      });
      invoices.set(String(invoice.id), invoice);
      subscriptions.set(subscriptionId, subscription);
      Object.assign(session, {
        status: "complete",
        payment_status: "paid",
        subscription: subscriptionId,
        invoice: invoice.id,
      });
      return { subscription, invoice };
    },
    requestsTo(method, path) {
      return requests.filter((request) => request.method === method && request.path === path);
    },
    close() {
      // The SDK keeps connections alive; close them so the server can stop.
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
