import { mkdtempSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "~/accounts/auth.table";
import { loadCurrentUser } from "~/accounts/current-user.server";
import { signUp } from "~/accounts/signup.server";
import { signupSchema } from "~/accounts/signup-schema";
import { createListing } from "~/listings/listing-writes.server";
import { listings } from "~/listings/listings.table";
import { subscribers } from "~/membership/membership.table";
import { contactMessages, conversations } from "~/messaging/messaging.table";
import type { SharedPage } from "~/server/shared-renderings/page-template";
import {
  createRenderingStore,
  type RenderingStore,
} from "~/server/shared-renderings/rendering-store.server";
import { LocalFileStorage } from "~/server/storage/local-storage.server";
import { createHttpApp } from "../../server/http-app.ts";
import { listingInput } from "../../tests/factories/test-listings";
import { admitTestMember } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import { acceptsGzip } from "./share-between-members.server";

// /listings as members see it, through the real production build and the Express app: each
// member is sent the one shared rendering filled in with their own name, address and location,
// byte for byte what rendering it for them alone gives; who may not see it is refused first.

const database = setupTestDatabase();
const serverBuildFile = path.resolve(import.meta.dirname, "../../build/server/index.js");
const servers: Server[] = [];
let build: ServerBuild;
let services: ReturnType<typeof createTestServices> & {
  storage: LocalFileStorage;
  sharedPages: RenderingStore<SharedPage>;
};
let shared: string;
let alone: string;

async function listen(sharedPages: RenderingStore<SharedPage>): Promise<string> {
  const app = createHttpApp({
    mode: "production",
    logger: services.logger,
    services: { ...services, sharedPages },
    build: async () => build,
    healthy: async () => true,
    trustProxy: "loopback",
    appUrl: "http://localhost:3000",
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let counter = 0;
/** An account made through sign-up and signed in: its Cookie header and id. */
async function signedIn(options: {
  username: string;
  location: string;
  member?: boolean;
}): Promise<{ cookie: string; id: string; email: string }> {
  counter += 1;
  const email = `sharer-${counter}-${Date.now()}@example.org`;
  const created = await signUp(
    services,
    signupSchema.parse({
      accountType: "personal",
      email,
      username: options.username,
      location: options.location,
      password: "courgette-glut",
      confirmPassword: "courgette-glut",
      termsAccepted: true,
      privacyAccepted: true,
      ageConfirmed: true,
    }),
  );
  if (!created.ok) throw new Error(JSON.stringify(created.fieldErrors));
  await services.db.update(users).set({ emailVerified: true }).where(eq(users.id, created.userId));
  if (options.member !== false) {
    await services.db.insert(subscribers).values({
      userId: created.userId,
      subscribed: true,
      subscriptionTier: "Premium",
      subscriptionEnd: new Date(Date.now() + 365 * 86_400_000),
    });
  }
  const response = await services.auth.api.signInEmail({
    body: { email, password: "courgette-glut" },
    asResponse: true,
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .filter((pair) => pair.startsWith("glut."))
    .join("; ");
  return { cookie, id: created.userId, email };
}

/** Rendering alone, written out whole (as for a crawler) as a shared page is, to compare. */
const WHOLE = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" };

async function get(base: string, target: string, headers: Record<string, string>) {
  const response = await fetch(`${base}${target}`, { headers, redirect: "manual" });
  return { response, text: await response.text() };
}

/** The page with its script nonce (which differs between any two responses) taken out. */
function withoutNonce(html: string): string {
  const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
  return nonce ? html.split(nonce).join("NONCE") : html;
}

beforeAll(async () => {
  build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  const base = createTestServices(database());
  services = {
    ...base,
    storage: new LocalFileStorage(mkdtempSync(path.join(os.tmpdir(), "glut-sharing-"))),
    sharedPages: createRenderingStore<SharedPage>({ ttlSeconds: 60 }),
  };
  shared = await listen(services.sharedPages);
  alone = await listen(createRenderingStore<SharedPage>({ ttlSeconds: 0 }));
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

describe("/listings shared between members", () => {
  it("sends each member the shared page with their own name, address and location, as rendering it for them alone would", async () => {
    const ann = await signedIn({ username: 'Ann O\'Brien <&> "Greens"', location: "St Helen's" });
    const bob = await signedIn({
      username: "Bob\u2028Beans </script>",
      location: "Leeds & Bradford",
    });
    services.sharedPages.clear();

    // Asked for once, a page is rendered for its member as any page is.
    const once = await get(shared, "/listings", { cookie: ann.cookie });
    expect(once.response.status).toBe(200);
    expect(once.response.headers.get("x-cache")).toBeNull();
    expect(services.sharedPages.size).toBe(0);
    // Asked for again, it is rendered to be shared, and shared from then on.
    const second = await get(shared, "/listings", { cookie: bob.cookie });
    expect(second.response.headers.get("x-cache")).toBe("SHARED");
    const first = await get(shared, "/listings", { cookie: ann.cookie });
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("x-cache")).toBe("SHARED");
    // One rendering served both.
    expect(services.sharedPages.size).toBe(1);

    for (const [person, page] of [
      [ann, first],
      [bob, second],
    ] as const) {
      const own = await get(alone, "/listings", { ...WHOLE, cookie: person.cookie });
      expect(own.response.headers.get("x-cache")).toBeNull();
      expect(withoutNonce(page.text)).toBe(withoutNonce(own.text));
      // The policy names the nonce the page's scripts carry.
      const policy = page.response.headers.get("content-security-policy") ?? "";
      const nonce = /nonce="([^"]+)"/.exec(page.text)?.[1] ?? "missing";
      expect(policy).toContain(`'nonce-${nonce}'`);
    }
    expect(first.text).toContain("Ann O&#x27;Brien &lt;&amp;&gt; &quot;Greens&quot;");
    expect(first.text).not.toContain("Bob");
    expect(second.text).not.toContain("Ann O");
    expect(second.text).not.toContain(ann.email);
  });

  it("sends the page gzip-compressed when asked, as the same bytes", async () => {
    const cara = await signedIn({ username: "Cara", location: "York" });
    const plain = await get(shared, "/listings", { cookie: cara.cookie });
    const response = await fetch(`${shared}/listings`, {
      headers: { cookie: cara.cookie, "accept-encoding": "gzip" },
    });
    expect(response.headers.get("x-cache")).toBe("SHARED");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    // fetch unpacks it; what arrived must be a valid gzip stream of the same page.
    expect(withoutNonce(await response.text())).toBe(withoutNonce(plain.text));
    const raw = await new Promise<Buffer>((resolve, reject) => {
      import("node:http").then(({ get: request }) => {
        request(
          `${shared}/listings`,
          { headers: { cookie: cara.cookie, "accept-encoding": "gzip" } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () => resolve(Buffer.concat(chunks)));
          },
        ).on("error", reject);
      }, reject);
    });
    expect(withoutNonce(gunzipSync(raw).toString())).toBe(withoutNonce(plain.text));
  });

  it("keeps a page apart for a member whose header differs (unread messages)", async () => {
    const dee = await signedIn({ username: "Dee", location: "Hull" });
    const eve = await signedIn({ username: "Eve", location: "Hull" });
    services.sharedPages.clear();
    const [conversation] = await services.db
      .insert(conversations)
      .values({ listerId: dee.id, memberId: eve.id, listingTitle: "Spare courgettes" })
      .returning();
    if (!conversation) throw new Error("no conversation");
    await services.db
      .insert(contactMessages)
      .values({ conversationId: conversation.id, senderId: eve.id, message: "Still there?" });

    await get(shared, "/listings", { cookie: dee.cookie });
    await get(shared, "/listings", { cookie: eve.cookie });
    const dees = await get(shared, "/listings", { cookie: dee.cookie });
    const eves = await get(shared, "/listings", { cookie: eve.cookie });
    expect(dees.response.headers.get("x-cache")).toBe("SHARED");
    expect(eves.response.headers.get("x-cache")).toBe("SHARED");
    expect(services.sharedPages.size).toBe(2);
    expect(dees.text).toContain('data-testid="unread-badge"');
    expect(eves.text).not.toContain('data-testid="unread-badge"');
    const own = await get(alone, "/listings", { ...WHOLE, cookie: dee.cookie });
    expect(withoutNonce(dees.text)).toBe(withoutNonce(own.text));
  });

  it("refuses whoever the page's gate refuses before anything is shared", async () => {
    const lapsed = await signedIn({ username: "Lapsed Lee", location: "Leeds", member: false });
    services.sharedPages.clear();
    const refused = await get(shared, "/listings", { cookie: lapsed.cookie });
    expect(refused.response.status).toBe(302);
    expect(refused.response.headers.get("location")).toBe("/dashboard");
    const anonymous = await get(shared, "/listings", {});
    expect(anonymous.response.status).toBe(302);
    expect(anonymous.response.headers.get("location")).toMatch(/^\/login/);
    expect(services.sharedPages.size).toBe(0);
    // A forged session cookie is nobody.
    const forged = await get(shared, "/listings", { cookie: "glut.session_token=forged.value" });
    expect(forged.response.status).toBe(302);
    expect(forged.response.headers.get("location")).toMatch(/^\/login/);
  });

  it("renders alone a page that carries a one-time message, and a client navigation's data", async () => {
    const fay = await signedIn({ username: "Fay", location: "Derby" });
    const toastHeaders = await services.toasts.headers({ type: "success", title: "Saved" });
    const toastCookie = (toastHeaders.get("set-cookie") ?? "").split(";")[0] ?? "";
    const withToast = await get(shared, "/listings", { cookie: `${fay.cookie}; ${toastCookie}` });
    expect(withToast.response.status).toBe(200);
    expect(withToast.response.headers.get("x-cache")).toBeNull();
    expect(withToast.text).toContain("Saved");
    const data = await get(shared, "/listings.data", { cookie: fay.cookie });
    expect(data.response.status).toBe(200);
    expect(data.response.headers.get("x-cache")).toBeNull();
  });
});

/** A listing of `ownerId`'s, made as the listing form makes one. */
async function listingOf(ownerId: string, name: string): Promise<{ id: string }> {
  const [row] = await services.db.select().from(users).where(eq(users.id, ownerId));
  const owner = row
    ? await loadCurrentUser(services.db, { user: row, session: { id: "s" } })
    : null;
  if (!owner) throw new Error("no owner");
  return createListing(services.db, await admitTestMember(services, owner), listingInput({ name }));
}

describe("a listing's page shared between members", () => {
  it("is shared between members who neither own it nor wrote about it, and rendered alone for those who do", async () => {
    const owner = await signedIn({ username: "Olive Owner", location: "Leeds" });
    const listing = await listingOf(owner.id, "Shared marrows");
    const page = `/listings/${listing.id}`;
    const gus = await signedIn({ username: "Gus", location: "Leeds" });
    // Not the listing's town: React Router writes a string that is already in the page's data
    // as a reference to it, and a filled-in page writes it again, so only a page with no such
    // coincidence is the same text (both give the browser the same data).
    const hal = await signedIn({ username: "Hal", location: "Hull" });
    const writer = await signedIn({ username: "Wren Writer", location: "Leeds" });
    await services.db.insert(conversations).values({
      listerId: owner.id,
      memberId: writer.id,
      listingId: listing.id,
      listingTitle: "Shared marrows",
    });
    services.sharedPages.clear();

    expect(
      (await get(shared, page, { cookie: gus.cookie })).response.headers.get("x-cache"),
    ).toBeNull();
    const hals = await get(shared, page, { cookie: hal.cookie });
    const guss = await get(shared, page, { cookie: gus.cookie });
    expect(guss.response.headers.get("x-cache")).toBe("SHARED");
    expect(hals.response.headers.get("x-cache")).toBe("SHARED");
    expect(services.sharedPages.size).toBe(1);
    expect(hals.text).toContain("Shared marrows");
    expect(hals.text).not.toContain("Gus");
    const halsAlone = await get(alone, page, { ...WHOLE, cookie: hal.cookie });
    expect(withoutNonce(hals.text)).toBe(withoutNonce(halsAlone.text));

    // The owner gets their Edit button, the member who wrote gets the way to their conversation.
    const owners = await get(shared, page, { cookie: owner.cookie });
    expect(owners.response.headers.get("x-cache")).toBeNull();
    expect(owners.text).toContain(`/listings/${listing.id}/edit`);
    expect(hals.text).not.toContain(`/listings/${listing.id}/edit`);
    const writers = await get(shared, page, { cookie: writer.cookie });
    expect(writers.response.headers.get("x-cache")).toBeNull();
    expect(writers.text).toContain("View your conversation");
    expect(hals.text).not.toContain("View your conversation");
  });

  it("past its time is rendered again: kept as it was when unchanged, replaced when changed", async () => {
    const clock = { ms: Date.now() };
    const store = createRenderingStore<SharedPage>({ ttlSeconds: 60, now: () => clock.ms });
    // What each making was given and gave, to tell a page kept from a page made anew.
    const made: { previous?: SharedPage; value?: SharedPage }[] = [];
    const base = await listen({
      ...store,
      get enabled() {
        return store.enabled;
      },
      get size() {
        return store.size;
      },
      get: (key, make) =>
        store.get(key, async (previous) => {
          const value = await make(previous);
          made.push({ previous, value });
          return value;
        }),
    });
    const owner = await signedIn({ username: "Rhubarb Rita", location: "Leeds" });
    const listing = await listingOf(owner.id, "Forced rhubarb");
    // Not the listing's town: React Router writes a string seen twice once, which a stand-in's word is not.
    const jo = await signedIn({ username: "Jo", location: "Otley" });
    const page = `/listings/${listing.id}`;
    const settled = async () => {
      for (let turn = 0; turn < 50 && made.length === 0; turn++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    await get(base, page, { cookie: jo.cookie });
    const kept = await get(base, page, { cookie: jo.cookie });
    expect(kept.response.headers.get("x-cache")).toBe("SHARED");
    expect(made).toHaveLength(1);
    made.length = 0;

    const renderedOnce = vi.spyOn(services.logger, "debug");
    clock.ms += 61_000;
    const stale = await get(base, page, { cookie: jo.cookie });
    expect(stale.response.headers.get("x-cache")).toBe("SHARED");
    await settled();
    expect(made).toHaveLength(1);
    const [{ previous, value } = {}] = made;
    expect(previous?.kind).toBe("page");
    expect(value?.kind).toBe("page");
    // Unchanged: rendered once, under a new nonce, and otherwise the page it replaces.
    expect(renderedOnce).toHaveBeenCalledWith(
      expect.anything(),
      "member page unchanged: rendered once",
    );
    if (previous?.kind !== "page" || value?.kind !== "page") throw new Error("not pages");
    expect(value.nonce).not.toBe(previous.nonce);
    expect(
      value.template.texts.map((text) => text.toString().replaceAll(value.nonce, "N")),
    ).toEqual(
      previous.template.texts.map((text) => text.toString().replaceAll(previous.nonce, "N")),
    );
    const renewed = await get(base, page, { cookie: jo.cookie });
    expect(renewed.text).toContain(`nonce="${value.nonce}"`);
    expect(renewed.response.headers.get("content-security-policy")).toContain(
      `'nonce-${value.nonce}'`,
    );
    renderedOnce.mockClear();
    made.length = 0;

    // Changed behind the store's back (another instance, a job): seen at the next refresh.
    await services.db
      .update(listings)
      .set({ name: "Champagne rhubarb" })
      .where(eq(listings.id, listing.id));
    clock.ms += 61_000;
    await get(base, page, { cookie: jo.cookie });
    await settled();
    expect(made).toHaveLength(1);
    expect(renderedOnce).not.toHaveBeenCalledWith(
      expect.anything(),
      "member page unchanged: rendered once",
    );
    renderedOnce.mockRestore();
    const fresh = await get(base, page, { cookie: jo.cookie });
    expect(fresh.response.headers.get("x-cache")).toBe("SHARED");
    expect(fresh.text).toContain("Champagne rhubarb");
    expect(fresh.text).not.toContain("Forced rhubarb");
    const own = await get(alone, page, { ...WHOLE, cookie: jo.cookie });
    expect(withoutNonce(fresh.text)).toBe(withoutNonce(own.text));
  });

  it("keeps a listing a moderator hid from everyone but its owner", async () => {
    const owner = await signedIn({ username: "Hidden Hattie", location: "Leeds" });
    const listing = await listingOf(owner.id, "Hidden swede");
    await services.db
      .update(listings)
      .set({ hiddenAt: new Date(), hiddenReason: "Spam" })
      .where(eq(listings.id, listing.id));
    const ivy = await signedIn({ username: "Ivy", location: "Leeds" });
    services.sharedPages.clear();
    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = await get(shared, `/listings/${listing.id}`, { cookie: ivy.cookie });
      expect(refused.response.status).toBe(404);
      expect(refused.text).not.toContain("Hidden swede");
    }
    const owners = await get(shared, `/listings/${listing.id}`, { cookie: owner.cookie });
    expect(owners.response.status).toBe(200);
    expect(owners.text).toContain("Hidden swede");
  });
});

describe("acceptsGzip", () => {
  it("reads Accept-Encoding as a browser and a careful client write it", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8, *;q=0.1")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("gzip;q=0, *")).toBe(false);
    expect(acceptsGzip("br")).toBe(false);
    expect(acceptsGzip(null)).toBe(false);
  });
});
