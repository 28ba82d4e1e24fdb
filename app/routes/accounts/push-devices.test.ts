import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { i18nMiddleware } from "~/i18n/i18n.server";
import { pushSubscriptions } from "~/push/push.table";
import { pushMessages } from "~/push/push-messages";
import { readShowMessageText } from "~/push/push-subscriptions.server";
import type { AppServices } from "~/server/services.server";
import { browserKeys } from "../../../tests/factories/push-service";
import {
  createRouteServices,
  isDataResult,
  routeArgs,
  settle,
} from "../../../tests/factories/route-args";
import { createTestMember } from "../../../tests/factories/test-members";
import { createTestServices } from "../../../tests/factories/test-services";
import { setupTestDatabase } from "../../../tests/test-database";
import { action, loader } from "./push-devices";

const getDatabase = setupTestDatabase();

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

function post(fields: Record<string, string>) {
  return new Request("http://localhost/account/push", {
    method: "POST",
    headers: { "user-agent": IPHONE },
    body: new URLSearchParams(fields),
  });
}

function subscription() {
  const keys = browserKeys();
  return {
    intent: "subscribe",
    endpoint: `https://web.push.apple.com/${crypto.randomUUID()}`,
    p256dh: keys.p256dh,
    auth: keys.auth,
  };
}

async function setUp() {
  const { services } = createRouteServices(getDatabase());
  const test = createTestServices(getDatabase());
  return {
    services: { ...services, env: test.env } as AppServices,
    owner: await createTestMember(test, { signedIn: true }),
    other: await createTestMember(test, { signedIn: true }),
  };
}

async function devicesOf(services: AppServices, userId: string) {
  return services.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

describe("/account/push", () => {
  it("turns push on for this browser, lists it with its label, and removes it", async () => {
    const { services, owner } = await setUp();
    const turnedOn = (await action(
      routeArgs(services, owner, post(subscription())) as never,
    )) as Response;
    expect(turnedOn.status).toBe(302);
    const [device] = await devicesOf(services, owner.id);
    expect(device?.deviceLabel).toBe("Safari on iPhone");

    const page = (await loader(
      routeArgs(services, owner, new Request("http://localhost/account/push")) as never,
    )) as Awaited<ReturnType<typeof loader>>;
    expect(page.vapidPublicKey).toMatch(/^[\w-]{87}$/);
    expect(page.devices.map((listed) => listed.label)).toEqual(["Safari on iPhone"]);
    expect(page.showMessageText).toBe(false);

    const removed = (await action(
      routeArgs(services, owner, post({ intent: "remove", deviceId: device?.id ?? "" })) as never,
    )) as Response;
    expect(removed.status).toBe(302);
    expect(await devicesOf(services, owner.id)).toEqual([]);
  });

  it("refuses a forged removal of another member's device with 403 and changes nothing", async () => {
    const { services, owner, other } = await setUp();
    await action(routeArgs(services, owner, post(subscription())) as never);
    const [device] = await devicesOf(services, owner.id);

    const forged = await settle(() =>
      action(
        routeArgs(services, other, post({ intent: "remove", deviceId: device?.id ?? "" })) as never,
      ),
    );
    expect(isDataResult(forged) && forged.init?.status).toBe(403);
    expect(isDataResult(forged) && (forged.data as { error: string }).error).toBe(
      pushMessages.notYours,
    );
    expect(await devicesOf(services, owner.id)).toHaveLength(1);
  });

  it("answers someone not signed in with 401 for every change, and sends them to sign in to see the page", async () => {
    const { services, owner } = await setUp();
    await action(routeArgs(services, owner, post(subscription())) as never);
    const [device] = await devicesOf(services, owner.id);
    for (const fields of [
      subscription() as Record<string, string>,
      { intent: "remove", deviceId: device?.id ?? "" },
      { intent: "settings", showMessageText: "on" },
    ]) {
      const refused = await settle(() => action(routeArgs(services, null, post(fields)) as never));
      expect(isDataResult(refused) && refused.init?.status).toBe(401);
    }
    expect(await devicesOf(services, owner.id)).toHaveLength(1);

    const page = (await settle(() =>
      loader(routeArgs(services, null, new Request("http://localhost/account/push")) as never),
    )) as Response;
    expect(page.headers.get("Location")).toBe("/login?redirectTo=%2Faccount%2Fpush");
  });

  it("keeps the message-text choice, off unless the member turns it on", async () => {
    const { services, owner } = await setUp();
    await action(
      routeArgs(services, owner, post({ intent: "settings", showMessageText: "on" })) as never,
    );
    expect(await readShowMessageText(services.db, owner.id)).toBe(true);
    await action(routeArgs(services, owner, post({ intent: "settings" })) as never);
    expect(await readShowMessageText(services.db, owner.id)).toBe(false);
  });

  it("refuses a subscription that is not a push service's https address, in plain words", async () => {
    const { services, owner } = await setUp();
    for (const fields of [
      { ...subscription(), endpoint: "http://127.0.0.1/push" } as Record<string, string>,
      { ...subscription(), p256dh: "short" },
      { intent: "remove", deviceId: "not-an-id" },
      { intent: "nonsense" },
    ]) {
      const refused = await settle(() => action(routeArgs(services, owner, post(fields)) as never));
      expect(isDataResult(refused) && refused.init?.status).toBe(400);
    }
    expect(await devicesOf(services, owner.id)).toEqual([]);
  });

  it("answers a form with no known intent in the page's words, not Zod's English (decision 0119)", async () => {
    const { services, owner } = await setUp();
    for (const [lng, words] of [
      ["en", pushMessages.unknownIntent],
      ["cy", "Aeth rhywbeth o’i le gyda’r ffurflen honno. Rhowch gynnig arall arni."],
    ] as const) {
      for (const fields of [
        {} as Record<string, string>,
        { intent: "nonsense" },
        { intent: "settings", showMessageText: "yes" },
      ]) {
        const request = new Request(`http://localhost/account/push?lng=${lng}`, {
          method: "POST",
          body: new URLSearchParams(fields),
        });
        const args = routeArgs(services, owner, request);
        let refused: unknown;
        await i18nMiddleware(args as never, async () => {
          refused = await settle(() => action(args as never));
          return new Response(null);
        });
        expect(isDataResult(refused) && refused.data).toEqual({ error: words });
      }
    }
  });

  it("moves a browser's subscription to whoever turned push on in it last", async () => {
    const { services, owner, other } = await setUp();
    const shared = subscription();
    await action(routeArgs(services, owner, post(shared)) as never);
    await action(routeArgs(services, other, post(shared)) as never);
    expect(await devicesOf(services, owner.id)).toEqual([]);
    expect(await devicesOf(services, other.id)).toHaveLength(1);
  });
});
