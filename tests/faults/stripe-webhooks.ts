// Stripe's webhooks as a bad day delivers them: every event twice and at once, out of order,
// and an old delivery replayed with a stale signature. Wanted: one correct membership state,
// one payment, one welcome email, replays refused.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import Stripe from "stripe";
import { signUpAndSignIn } from "../../bench/bench-member.ts";
import type { RunningServer } from "../../bench/production-server.ts";
import {
  FAKE_PRICE_ID,
  FAKE_STRIPE_KEY,
  FAKE_WEBHOOK_SECRET,
  invoiceObject,
  stripeEvent,
  subscriptionObject,
} from "../factories/fake-stripe.ts";
import type { FaultReport } from "./fault-report.ts";

type StartGlut = (env: Record<string, string>) => Promise<RunningServer>;

export const STRIPE_ENV = {
  STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
  STRIPE_PRICE_ID: FAKE_PRICE_ID,
  STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
};

async function deliver(server: RunningServer, event: object, signedAt?: number) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: FAKE_WEBHOOK_SECRET,
    ...(signedAt ? { timestamp: signedAt } : {}),
  });
  const response = await fetch(`${server.baseUrl}/api/stripe/webhook`, {
    method: "POST",
    body: payload,
    headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
  });
  return { status: response.status, body: await response.text() };
}

async function emailsTo(outbox: string, address: string, subjectWord: string): Promise<number> {
  const files = await readdir(outbox).catch(() => [] as string[]);
  let found = 0;
  for (const file of files.filter((name) => name.endsWith(".eml"))) {
    const text = await readFile(path.join(outbox, file), "utf8");
    if (
      text.includes(`To: ${address}`) &&
      new RegExp(`^Subject:.*${subjectWord}`, "m").test(text)
    ) {
      found++;
    }
  }
  return found;
}

export async function stripeWebhookStorm(options: {
  startGlut: StartGlut;
  databaseUrl: string;
  outbox: string;
  report: FaultReport;
}): Promise<void> {
  const server = await options.startGlut(STRIPE_ENV);
  const database = new pg.Client({ connectionString: options.databaseUrl });
  await database.connect();
  try {
    const person = await signUpAndSignIn(server.baseUrl, { clientAddress: "10.4.0.1" });
    const user = await database.query<{ id: string }>("select id from users where email = $1", [
      person.email,
    ]);
    const userId = user.rows[0]?.id;
    if (!userId) throw new Error("the new account was not found");

    const now = Math.floor(Date.now() / 1000);
    const customer = `cus_fault_${now}`;
    const subscriptionId = `sub_fault_${now}`;
    const created = stripeEvent(
      "customer.subscription.created",
      subscriptionObject({
        id: subscriptionId,
        customer,
        status: "incomplete",
        userId,
        created: now - 3,
      }),
      now - 3,
    );
    const activated = stripeEvent(
      "customer.subscription.updated",
      subscriptionObject({
        id: subscriptionId,
        customer,
        status: "active",
        userId,
        created: now - 3,
      }),
      now - 2,
    );
    const paid = stripeEvent(
      "invoice.paid",
      invoiceObject({ customer, subscription: subscriptionId, userId }),
      now - 1,
    );

    // Newest first, and every event twice at the same moment.
    const answers = [];
    for (const event of [paid, activated, created]) {
      answers.push(...(await Promise.all([deliver(server, event), deliver(server, event)])));
    }
    const failed = answers.filter((answer) => answer.status !== 200);
    // A captured delivery replayed ten minutes later: Stripe's tolerance is five.
    const replay = await deliver(server, activated, now - 600);
    // A cancellation replayed with a stale signature must not end the membership.
    const forgedEnd = await deliver(
      server,
      stripeEvent(
        "customer.subscription.deleted",
        subscriptionObject({
          id: subscriptionId,
          customer,
          status: "canceled",
          userId,
          created: now,
        }),
        now,
      ),
      now - 3600,
    );

    // The welcome email goes through the queue: wait for it, then a while for a second copy.
    for (
      let waited = 0;
      waited < 30 && (await emailsTo(options.outbox, person.email, "Welcome")) === 0;
      waited++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const state = await database.query<{ status: string; subscribed: boolean }>(
      "select status, subscribed from subscribers where user_id = $1",
      [userId],
    );
    const payments = await database.query<{ n: number }>(
      "select count(*)::int as n from membership_payments where user_id = $1",
      [userId],
    );
    const welcomes = await emailsTo(options.outbox, person.email, "Welcome");
    const member = state.rows[0];
    const paymentCount = payments.rows[0]?.n ?? 0;
    options.report.add(
      "Stripe webhooks duplicated, reordered and replayed",
      [
        ["deliveries", `${answers.length} (3 events, each twice at once, newest first)`],
        [
          "answered other than 200",
          failed.length === 0 ? "none" : failed.map((a) => `${a.status} ${a.body}`).join("; "),
        ],
        ["replay signed 10 minutes earlier", `${replay.status} ${replay.body}`],
        ["cancellation signed an hour earlier", `${forgedEnd.status} ${forgedEnd.body}`],
        [
          "membership afterwards",
          member ? `${member.status}, subscribed: ${member.subscribed}` : "none",
        ],
        ["payments recorded", String(paymentCount)],
        ["welcome emails", String(welcomes)],
      ],
      [
        [failed.length === 0, "every genuine delivery was answered 200"],
        [replay.status === 400 && forgedEnd.status === 400, "stale signatures were refused"],
        [member?.status === "active" && member.subscribed, "one correct state: active"],
        [paymentCount === 1, "one payment"],
        [welcomes === 1, "one welcome email"],
      ],
    );
  } finally {
    await database.end();
    await server.stop();
  }
}
