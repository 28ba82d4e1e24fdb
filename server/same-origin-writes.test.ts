import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FOREIGN_REQUEST_MESSAGE, sameOriginWrites, writeOrigin } from "./same-origin-writes.ts";

// The rule runs in front of the app in server/http-app.ts; here in front of a page that counts
// the requests that reach it, so a refused write is seen to change nothing.

const APP_URL = "https://glut.example";
let server: Server;
let base: string;
let reached = 0;

beforeAll(async () => {
  const app = express();
  app.use(sameOriginWrites(APP_URL));
  app.all("/{*splat}", (_req, res) => {
    reached++;
    res.status(200).send("reached the app");
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function post(path: string, headers: Record<string, string>) {
  const before = reached;
  const response = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: "listingId=1",
  });
  return { status: response.status, text: await response.text(), reachedApp: reached > before };
}

describe("writes from our own pages only", () => {
  it("lets through a post a browser marks same-origin, or whose Origin is ours", async () => {
    for (const headers of [
      { "Sec-Fetch-Site": "same-origin" },
      { Origin: APP_URL },
      // Addressed as the request itself was (a local run where APP_URL names another host).
      { Origin: base },
      { "Sec-Fetch-Site": "same-origin", Origin: APP_URL },
    ] as Record<string, string>[]) {
      const result = await post("/my-listings", headers);
      expect(result, JSON.stringify(headers)).toMatchObject({ status: 200, reachedApp: true });
    }
  });

  it("refuses with 403, before the app, a post from another site, a sibling site, or nowhere", async () => {
    for (const headers of [
      { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
      // A sibling subdomain is the same site but not the same origin.
      { "Sec-Fetch-Site": "same-site", Origin: "https://shop.glut.example" },
      // Fetch Metadata wins over a forged-looking Origin.
      { "Sec-Fetch-Site": "cross-site", Origin: APP_URL },
      { Origin: "https://evil.example" },
      { Origin: "null" },
      // A cookie and neither header: the case (curl, or a client that strips both).
      { Cookie: "glut_session=stolen" },
    ] as Record<string, string>[]) {
      const result = await post("/my-listings", headers);
      expect(result, JSON.stringify(headers)).toEqual({
        status: 403,
        text: FOREIGN_REQUEST_MESSAGE,
        reachedApp: false,
      });
    }
  });

  it("leaves reads alone, and lets Stripe's signed webhook through", async () => {
    const before = reached;
    expect((await fetch(`${base}/listings`)).status).toBe(200);
    expect(reached).toBe(before + 1);
    const webhook = await post("/api/stripe/webhook", {});
    expect(webhook).toMatchObject({ status: 200, reachedApp: true });
  });

  it("reads Fetch Metadata first and Origin second", () => {
    const own = ["https://glut.example"];
    expect(writeOrigin({ secFetchSite: "none" }, own)).toBe("same-origin");
    expect(writeOrigin({ secFetchSite: "Same-Origin" }, own)).toBe("same-origin");
    expect(writeOrigin({ origin: "HTTPS://GLUT.EXAMPLE" }, own)).toBe("same-origin");
    expect(writeOrigin({}, own)).toBe("unknown");
  });
});

describe("a mail provider's one-click unsubscribe (RFC 8058, decision 0068)", () => {
  let signedServer: Server;
  let signedBase: string;
  let asked: string[] = [];

  beforeAll(async () => {
    const app = express();
    // The app says which links are signed; here, one token stands for a good signature.
    app.use(
      sameOriginWrites(APP_URL, {
        isSignedUnsubscribe: async (pathAndQuery) => {
          asked.push(pathAndQuery);
          return pathAndQuery === "/forum/unsubscribe?token=good";
        },
      }),
    );
    app.all("/{*splat}", (req, res) => {
      res.status(200).send(`reached the app; Origin: ${req.get("origin") ?? "none"}`);
    });
    signedServer = app.listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => signedServer.once("listening", resolve));
    signedBase = `http://127.0.0.1:${(signedServer.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => signedServer.close(() => resolve())));

  async function oneClick(path: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${signedBase}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: "List-Unsubscribe=One-Click",
    });
    return { status: response.status, text: await response.text() };
  }

  it("lets a form POST with no Origin, or a foreign one, through to a signed link", async () => {
    asked = [];
    expect(await oneClick("/forum/unsubscribe?token=good")).toEqual({
      status: 200,
      text: "reached the app; Origin: none",
    });
    // The provider's Origin is not passed on, or React Router's own check would refuse it.
    expect(
      await oneClick("/forum/unsubscribe?token=good", { Origin: "https://mail.example" }),
    ).toEqual({ status: 200, text: "reached the app; Origin: none" });
    expect(asked).toEqual(["/forum/unsubscribe?token=good", "/forum/unsubscribe?token=good"]);
  });

  it("refuses an unsigned link, any other address, and bodies that are not forms", async () => {
    for (const path of ["/forum/unsubscribe?token=forged", "/forum/unsubscribe", "/my-listings"]) {
      expect(await oneClick(path), path).toEqual({ status: 403, text: FOREIGN_REQUEST_MESSAGE });
    }
    const json = await fetch(`${signedBase}/forum/unsubscribe?token=good`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(json.status).toBe(403);
    const deleted = await fetch(`${signedBase}/forum/unsubscribe?token=good`, {
      method: "DELETE",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(deleted.status).toBe(403);
  });
});
