import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "~/accounts/current-user.server";
import { localCheckouts, subscribers } from "~/membership/membership.table";
import { createMembershipServices } from "~/membership/payments/payment-providers.server";
import type { AppServices } from "~/server/services.server";
import { routeArgs, settle } from "../../../tests/factories/route-args";
import { createTestMember } from "../../../tests/factories/test-members";
import { createTestServices } from "../../../tests/factories/test-services";
import { setupTestDatabase } from "../../../tests/test-database";
import { action as checkout } from "./checkout";
import { action as portal } from "./portal";
import { action as manage } from "./test-manage";

// /membership/checkout, /membership/portal and the local provider's manage page tried by the
// wrong people (issue 16's audit): a visitor, a member who already has what they ask for, a
// member with nothing to manage, and another account naming someone else in the form. Each is
// refused or sent away, and no row changes but the sender's own.

const getDatabase = setupTestDatabase();
let services: AppServices;

beforeAll(() => {
  const test = createTestServices(getDatabase());
  services = { ...test, ...createMembershipServices(test as never) } as unknown as AppServices;
});

type Action = typeof checkout | typeof portal | typeof manage;

function post(run: Action, path: string, user: CurrentUser | null, fields = {}) {
  const request = new Request(`http://localhost:3000${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return settle(() => run(routeArgs(services, user, request) as never));
}

/** A member paid up through the local provider, with its own customer record. */
async function localMember() {
  const payer = await createTestMember(services as never, { member: false });
  await services.db.insert(subscribers).values({
    userId: payer.id,
    subscribed: true,
    provider: "local",
    providerCustomerId: `local-${payer.id}`,
    subscriptionEnd: new Date(Date.now() + 86_400_000),
  });
  return payer;
}

const statusOf = (answer: unknown) =>
  answer instanceof Response
    ? answer.status
    : ((answer as { init?: ResponseInit | null }).init?.status ?? 200);
const locationOf = (answer: unknown) =>
  answer instanceof Response ? answer.headers.get("Location") : null;

const subscriberOf = async (id: string) =>
  (await services.db.select().from(subscribers).where(eq(subscribers.userId, id)))[0] ?? null;
const checkoutsOf = (id: string) =>
  services.db.select().from(localCheckouts).where(eq(localCheckouts.userId, id));

describe("/membership/checkout", () => {
  it("sends a visitor to sign in and starts nothing", async () => {
    const before = (await services.db.select().from(localCheckouts)).length;
    const answer = await post(checkout, "/membership/checkout", null);
    expect(statusOf(answer)).toBe(302);
    expect(locationOf(answer)).toMatch(/^\/login\?redirectTo=/);
    expect(await services.db.select().from(localCheckouts)).toHaveLength(before);
  });

  it("sends a member who already has a membership back to the dashboard, starting nothing", async () => {
    const member = await createTestMember(services as never);
    const answer = await post(checkout, "/membership/checkout", member, { userId: "someone" });
    expect(locationOf(answer)).toBe("/dashboard");
    expect(await checkoutsOf(member.id)).toEqual([]);
  });

  it("starts a checkout for the sender only, whoever the form names", async () => {
    const victim = await createTestMember(services as never, { member: false });
    const sender = await createTestMember(services as never, { member: false });
    const answer = await post(checkout, "/membership/checkout", sender, { userId: victim.id });
    expect(locationOf(answer)).toMatch(/\/membership\/test-checkout\/[0-9a-f-]{36}$/);
    expect(await checkoutsOf(sender.id)).toHaveLength(1);
    expect(await checkoutsOf(victim.id)).toEqual([]);
  });
});

describe("/membership/portal", () => {
  it("sends a visitor to sign in", async () => {
    const answer = await post(portal, "/membership/portal", null);
    expect(locationOf(answer)).toMatch(/^\/login\?redirectTo=/);
  });

  it("opens nothing for a member with no customer record of their own, whatever the form names", async () => {
    const payer = await localMember();
    const stranger = await createTestMember(services as never, { member: false });
    const answer = await post(portal, "/membership/portal", stranger, { userId: payer.id });
    // Back to the dashboard with the portal's failure message, not to the payer's portal.
    expect(locationOf(answer)).toBe("/dashboard");
    expect(await subscriberOf(stranger.id)).toBeNull();
  });

  it("opens the provider's page for a paid-up member, and nothing once the membership has ended", async () => {
    const payer = await localMember();
    expect(locationOf(await post(portal, "/membership/portal", payer))).toMatch(
      /\/membership\/test-manage$/,
    );

    // Cancelled at once: the customer record is still there, the period end still ahead.
    const ended = await createTestMember(services as never, { member: false });
    await services.db.insert(subscribers).values({
      userId: ended.id,
      subscribed: false,
      status: "canceled",
      provider: "local",
      providerCustomerId: `local-${ended.id}`,
      subscriptionEnd: new Date(Date.now() + 300 * 86_400_000),
      stateAt: new Date(),
    });
    expect(locationOf(await post(portal, "/membership/portal", ended))).toBe("/dashboard");
    const before = await subscriberOf(ended.id);
    const resumed = await post(manage, "/membership/test-manage", ended, { intent: "resume" });
    expect(statusOf(resumed)).toBe(403);
    expect(await subscriberOf(ended.id)).toEqual(before);
  });
});

describe("the local provider's manage page", () => {
  it("refuses a member with no local membership (403) and changes no one's", async () => {
    const payer = await localMember();
    const before = await subscriberOf(payer.id);
    const stranger = await createTestMember(services as never, { member: false });
    const answer = await post(manage, "/membership/test-manage", stranger, {
      intent: "cancel",
      userId: payer.id,
    });
    expect(statusOf(answer)).toBe(403);
    expect(await subscriberOf(payer.id)).toEqual(before);
    expect(await subscriberOf(stranger.id)).toBeNull();
  });

  it("sends a visitor to sign in, changing nothing", async () => {
    const answer = await post(manage, "/membership/test-manage", null, { intent: "cancel" });
    expect(locationOf(answer)).toMatch(/^\/login\?redirectTo=/);
  });
});
