import { stripeWebhookDeps } from "~/membership/payments/payment-providers.server";
import { handleStripeWebhook } from "~/membership/payments/stripe-webhook.server";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/stripe-webhook";

const headers = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };

// Stripe's webhook endpoint (POST /api/stripe/webhook). The signature covers the exact bytes
// sent, so the body is read raw here: nothing upstream (Express has no body parser) touches it.
export async function action({ request, context }: Route.ActionArgs) {
  const deps = stripeWebhookDeps(getServices(context));
  if (!deps) return new Response("Not found", { status: 404, headers });
  if (request.method !== "POST") {
    return new Response("Method not allowed", {
      status: 405,
      headers: { ...headers, Allow: "POST" },
    });
  }
  const body = Buffer.from(await request.arrayBuffer());
  const answer = await handleStripeWebhook(deps, body, request.headers.get("stripe-signature"));
  return new Response(answer.body, { status: answer.status, headers });
}

export function loader() {
  return new Response("Not found", { status: 404, headers });
}
