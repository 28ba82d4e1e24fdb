import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { CurrentUser } from "~/accounts/current-user.server";
import { i18nMiddleware } from "~/i18n/i18n.server";
import type { Db } from "~/server/db/database.server";
import type { AppServices } from "~/server/services.server";
import { routeContext, settle } from "../../tests/factories/route-args";
import { createTestMember } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import {
  canUseMemberFeatures,
  MembershipRequiredError,
  requireMember,
  requireMemberForAction,
} from "./member-gate.server";
import { subscribers } from "./membership.table";

const getDatabase = setupTestDatabase();
let services: ReturnType<typeof createTestServices>;
let db: Db;

beforeAll(() => {
  db = getDatabase().db;
  services = createTestServices(getDatabase());
});

const url = new URL("http://localhost:3000/listings?search=beans");
const reason = {
  personal: "listings:gate.personal",
  organisation: "listings:gate.organisation",
} as const;

/** One request's context: the real services, and `user` signed in. */
function request(user: CurrentUser | null) {
  return routeContext(services as unknown as AppServices, user);
}

/** How many queries `work` sent to the database (the gate's only queries are subscriber reads). */
/** Statements sent to the database during `work` (its reads are prepared once, then executed). */
async function queriesDuring(work: () => Promise<unknown>): Promise<number> {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = vi.spyOn(client, "query");
  try {
    await work();
    return query.mock.calls.length;
  } finally {
    query.mockRestore();
  }
}

async function toastOf(response: Response) {
  const cookie = response.headers.get("Set-Cookie") ?? "";
  const next = new Request("http://localhost:3000/dashboard", { headers: { Cookie: cookie } });
  return (await services.toasts.read(next, new RouterContextProvider())).toast;
}

describe("the member gate", () => {
  it("reads the membership once per request, however many gates the request passes", async () => {
    const member = await createTestMember(services);
    const context = request(member);
    const once = await queriesDuring(async () => {
      // A layout and its page asking at the same moment, then the action's own gate.
      await Promise.all([
        requireMember(context, url, reason),
        requireMember(context, url, "safety:report.gate"),
      ]);
      await requireMemberForAction(context, "Members only.");
    });
    expect(once).toBe(1);
    // The next request reads afresh: a membership that ended since then no longer counts.
    await db.delete(subscribers).where(eq(subscribers.userId, member.id));
    expect(
      await queriesDuring(() => settle(() => requireMember(request(member), url, reason))),
    ).toBe(1);
    await expect(requireMemberForAction(request(member), "Members only.")).rejects.toThrow(
      MembershipRequiredError,
    );
  });

  it("answers a service that asks again in the same request without reading again", async () => {
    const member = await createTestMember(services);
    // The request's own CurrentUser object, as the session middleware makes one per request.
    const thisRequest = { ...member };
    const reads = await queriesDuring(async () => {
      await requireMemberForAction(request(thisRequest), "Members only.");
      expect(await canUseMemberFeatures(db, thisRequest)).toBe(true);
    });
    expect(reads).toBe(1);
    // Another request's object (or a forged call with no gate before it) is read afresh.
    await db.delete(subscribers).where(eq(subscribers.userId, member.id));
    expect(await queriesDuring(() => canUseMemberFeatures(db, { ...member }))).toBe(1);
    expect(await canUseMemberFeatures(db, { ...member })).toBe(false);
  });

  it("lets an active member through, as the member they are", async () => {
    const member = await createTestMember(services);
    const admitted = await requireMember(request(member), url, reason);
    expect(admitted.id).toBe(member.id);
    expect((await requireMemberForAction(request(member), "x")).id).toBe(member.id);
  });

  it("sends a visitor to sign in, keeping the page they wanted", async () => {
    const refused = await settle(() => requireMember(request(null), url, reason));
    expect((refused as Response).headers.get("Location")).toBe(
      "/login?redirectTo=%2Flistings%3Fsearch%3Dbeans",
    );
    const action = await settle(() => requireMemberForAction(request(null), "Members only."));
    expect(action).toBeInstanceOf(MembershipRequiredError);
  });

  it("sends a non-member to the dashboard with the page's reason, and refuses their forms with 403", async () => {
    const lapsed = await createTestMember(services, { member: false });
    await db.insert(subscribers).values({
      userId: lapsed.id,
      subscribed: true,
      subscriptionEnd: new Date(Date.now() - 1000),
    });
    const refused = (await settle(() => requireMember(request(lapsed), url, reason))) as Response;
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toBe("/dashboard");
    expect(await toastOf(refused)).toMatchObject({
      type: "error",
      title: "Subscription Required",
      description: "Browsing listings needs an active membership.",
    });
    const one = (await settle(() =>
      requireMember(request(lapsed), url, "safety:report.gate"),
    )) as Response;
    expect((await toastOf(one))?.description).toBe(
      "Reporting is for members. Become a member to report a problem.",
    );

    const error = await settle(() => requireMemberForAction(request(lapsed), "Members only."));
    expect(error).toBeInstanceOf(MembershipRequiredError);
    expect(error).toMatchObject({ status: 403, message: "Members only." });
  });

  it("lets an approved, verified organisation through, and no other organisation", async () => {
    const organisation = await createTestMember(services, { member: false });
    organisation.profile.isOrganization = true;
    await db.insert(subscribers).values({
      userId: organisation.id,
      isOrganization: true,
      verificationStatus: "pending",
    });
    const pending = (await settle(() =>
      requireMember(request(organisation), url, reason),
    )) as Response;
    expect(pending.headers.get("Location")).toBe("/dashboard");
    expect((await toastOf(pending))?.description).toBe(
      "Browsing listings needs an active membership or a verified organisation.",
    );

    await db
      .update(subscribers)
      .set({ verificationStatus: "approved", organizationVerifiedAt: new Date() })
      .where(eq(subscribers.userId, organisation.id));
    expect((await requireMember(request(organisation), url, reason)).id).toBe(organisation.id);
    expect((await requireMemberForAction(request(organisation), "x")).id).toBe(organisation.id);
  });

  it("words its refusal in the request's language, through the site's own i18n middleware", async () => {
    const lapsed = await createTestMember(services, { member: false });
    const context = request(lapsed);
    const welshRequest = new Request("http://localhost:3000/listings?lng=cy");
    let refused: unknown;
    await i18nMiddleware(
      { request: welshRequest, context, params: {}, url: new URL(welshRequest.url), pattern: "/" },
      async () => {
        refused = await settle(() => requireMember(context, url, reason));
        return new Response(null);
      },
    );
    expect(await toastOf(refused as Response)).toMatchObject({
      title: "Mae angen aelodaeth",
      description: "Mae angen aelodaeth weithredol i bori hysbysebion.",
    });
  });
});
