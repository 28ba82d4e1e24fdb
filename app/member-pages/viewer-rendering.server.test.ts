import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "~/accounts/accounts.table";
import { memberBlocks } from "~/blocking/blocking.table";
import { createListing } from "~/listings/listing-writes.server";
import { contactLister } from "~/messaging/message-sending.server";
import type { Db } from "~/server/db/database.server";
import { type BootedApp, bootHttpApp } from "../../tests/factories/booted-app";
import { listingInput } from "../../tests/factories/test-listings";
import { createAdmittedMember, createTestMember } from "../../tests/factories/test-members";
import type { createTestServices } from "../../tests/factories/test-services";
import { VIEWER_RENDERING_HEADER } from "./viewer-rendering.server";

// Decision 0120: /listings is rendered for a viewer and the rendering shared between members
// whose viewers are alike, through the real app behind the response cache. No member may ever
// receive another's words, or a list made for someone else.

const PASSWORD = "courgette-glut";
let app: BootedApp;
let db: Db;
let services: ReturnType<typeof createTestServices>;
let lister = "";
let listingPath = "";

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${app.base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: app.base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password: PASSWORD }).toString(),
  });
  // The sign-in's own cookies only: a welcome message would make the next page personal.
  return response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0] ?? "")
    .filter((pair) => pair.startsWith("glut."))
    .join("; ");
}

async function page(cookie: string, path = "/listings") {
  const response = await fetch(`${app.base}${path}`, {
    headers: { Cookie: cookie },
    redirect: "manual",
  });
  const html = await response.text();
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  return {
    status: response.status,
    location: response.headers.get("location"),
    rendering: response.headers.get(VIEWER_RENDERING_HEADER),
    cacheControl: response.headers.get("cache-control"),
    nonce,
    html,
  };
}

/** A signed-in paying member; the name and place written straight in, as any may be stored. */
async function member(username: string, location = "Leeds") {
  const user = await createTestMember(services);
  await db.update(profiles).set({ username, location }).where(eq(profiles.id, user.id));
  return { user: { ...user, username }, cookie: await signIn(user.email) };
}

beforeAll(async () => {
  app = await bootHttpApp({ pageCacheSeconds: 60 });
  services = app.services as unknown as ReturnType<typeof createTestServices>;
  db = services.db;
  const owner = await createAdmittedMember(services, { username: "Lister Lou" });
  lister = owner.id;
  const listing = await createListing(
    db,
    owner,
    listingInput({ name: "Lou's runner beans", location: "Leeds" }),
  );
  listingPath = `/listings/${listing.id}`;
}, 180_000);

afterAll(async () => {
  await app?.close();
}, 60_000);

describe("/listings rendered for a viewer", () => {
  it("is shared between alike members, each seeing only their own name", async () => {
    const first = await member(`Ann <b>"&'`);
    const second = await member("Bryony Beet");
    const a = await page(first.cookie);
    expect(a.status).toBe(200);
    expect(a.rendering).toBe("MISS");
    expect(a.html).toContain("Ann &lt;b&gt;&quot;&amp;&#x27;");
    expect(a.html).toContain("Lou&#x27;s runner beans");

    const b = await page(second.cookie);
    expect(b.rendering).toBe("HIT");
    expect(b.cacheControl).toBe("private, no-store");
    expect(b.html).toContain("Bryony Beet");
    for (const word of ["Ann &lt;b&gt;", first.user.email, first.user.id]) {
      expect(b.html).not.toContain(word);
    }
    expect(b.html).not.toMatch(/[\uE000\uE001]/);
    // The same page but for the words that are each member's own.
    expect(b.html.replace(/nonce="[^"]+"/g, "").replace("Bryony Beet", "NAME")).toBe(
      a.html.replace(/nonce="[^"]+"/g, "").replace("Ann &lt;b&gt;&quot;&amp;&#x27;", "NAME"),
    );
  });

  it("gives every response its own nonce, the one its Content-Security-Policy allows", async () => {
    const { cookie } = await member("Nonce Nell");
    const one = await page(cookie);
    const two = await page(cookie);
    expect(two.rendering).toBe("HIT");
    for (const answer of [one, two]) {
      const nonces = new Set([...answer.html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
      expect([...nonces]).toEqual([answer.nonce]);
    }
    expect(one.nonce).not.toBe(two.nonce);
  });

  it("never shows a member's place to another, nor gives a member without one a place", async () => {
    // Signing in is a write, which empties the cache: both first.
    const somewhere = await member("Placed Pat", "Hebden Bridge");
    const other = await member("Other Olu", "Ilkley");
    const placed = await page(somewhere.cookie);
    expect(placed.html).toContain("Hebden Bridge");
    const shown = await page(other.cookie);
    expect(shown.rendering).toBe("HIT");
    expect(shown.html).toContain("Ilkley");
    expect(shown.html).not.toContain("Hebden Bridge");
  });

  it("hides a blocked member's listings from the blocker alone, kept renderings or not", async () => {
    const open = await member("Open Orla");
    const blocker = await member("Blocking Bea");
    await db.insert(memberBlocks).values({ blockerId: blocker.user.id, blockedId: lister });
    expect((await page(open.cookie)).html).toContain("Lou&#x27;s runner beans");
    const blocked = await page(blocker.cookie);
    // Whom they blocked is theirs alone: rendered for them, never kept for anyone.
    expect(blocked.rendering).toBeNull();
    expect(blocked.html).not.toContain("Lou&#x27;s runner beans");
    const again2 = await page(blocker.cookie);
    expect(again2.rendering).toBeNull();
    expect(again2.html).not.toContain("Lou&#x27;s runner beans");
    const again = await page(open.cookie);
    expect(again.rendering).toBe("HIT");
    expect(again.html).toContain("Lou&#x27;s runner beans");
  });

  it("shows a member with unread messages their own count", async () => {
    const quiet = await member("Quiet Quin");
    const written = await createAdmittedMember(services, { username: "Written Wyn" });
    const writer = await createAdmittedMember(services, { username: "Writer Rae" });
    const wynListing = (await createListing(db, written, listingInput({ location: "Leeds" }))).id;
    await contactLister(db, writer, wynListing, { message: "Are these still going?" });
    const wyn = await signIn(written.email);
    app.changes.announce();
    const quietPage = await page(quiet.cookie);
    const wynPage = await page(wyn);
    expect(wynPage.rendering).toBe("MISS");
    expect(wynPage.html).toContain('aria-label="Messages, 1 unread"');
    expect(quietPage.html).toContain('aria-label="Messages"');
    expect(quietPage.html).not.toContain("Messages, 1 unread");
  });

  it("answers in the member's language, shared only with members reading it", async () => {
    const english = await member("English Eli");
    const welsh = await member("Welsh Wil");
    await page(english.cookie);
    const cy = await page(welsh.cookie, "/listings?lng=cy");
    expect(cy.html).toContain('<html lang="cy"');
    const again = await page(welsh.cookie);
    expect(again.html).toContain('<html lang="cy"');
    expect((await page(english.cookie)).html).toContain('<html lang="en-GB"');
  });

  it("still sends a signed-out visitor to sign in, and a lapsed member to the dashboard", async () => {
    const { cookie } = await member("Kept Kit");
    expect((await page(cookie)).status).toBe(200);
    const visitor = await page("");
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/login/);
    const lapsed = await createTestMember(services, { username: "Lapsed Lee", member: false });
    const refused = await page(await signIn(lapsed.email));
    expect(refused.status).toBe(302);
    expect(refused.location).toBe("/dashboard");
    expect(refused.html).not.toContain("Lou&#x27;s runner beans");
  });

  it("renders afresh after a write, showing it", async () => {
    const { cookie, user } = await member("Fresh Fen");
    expect((await page(cookie)).rendering).not.toBeNull();
    const admitted = await createAdmittedMember(services, { username: "New Nia" });
    await createListing(db, admitted, listingInput({ name: "Nia's new kale", location: "Leeds" }));
    app.changes.announce();
    const fresh = await page(cookie);
    expect(fresh.rendering).toBe("MISS");
    expect(fresh.html).toContain("Nia&#x27;s new kale");
    expect(fresh.html).toContain(user.username);
  });
});

describe("a listing's page rendered for a viewer", () => {
  const hidden = (html: string, name: string) =>
    [...html.matchAll(new RegExp(`name="${name}" value="([^"]+)"`, "g"))].map((m) => m[1]);

  it("is shared, with each member's own id in the block form and a fresh key for every contact form", async () => {
    const first = await member("Listing Lin");
    const second = await member("Listing Len");
    const a = await page(first.cookie, listingPath);
    const b = await page(second.cookie, listingPath);
    const again = await page(second.cookie, listingPath);
    expect(a.rendering).toBe("MISS");
    expect([b.rendering, again.rendering]).toEqual(["HIT", "HIT"]);
    expect(hidden(a.html, "blockerId")).toEqual([first.user.id]);
    expect(hidden(b.html, "blockerId")).toEqual([second.user.id]);
    expect(b.html).not.toContain(first.user.id);
    const keys = [a, b, again].flatMap((answer) => hidden(answer.html, "formKey"));
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(3);
    for (const answer of [a, b, again]) expect(answer.html).not.toMatch(/[\uE000\uE001]/);
  });

  it("shows the owner their own page, never to anyone else", async () => {
    const reader = await member("Reader Ray");
    const owner = await createTestMember(services);
    const ownListing = await createListing(db, owner as never, listingInput({ location: "Leeds" }));
    const ownerCookie = await signIn(owner.email);
    const readerCookie = reader.cookie;
    const edit = `href="/listings/${ownListing.id}/edit"`;
    expect((await page(ownerCookie, `/listings/${ownListing.id}`)).html).toContain(edit);
    const read = await page(readerCookie, `/listings/${ownListing.id}`);
    expect(read.html).not.toContain(edit);
    expect(hidden(read.html, "blockerId")).toEqual([reader.user.id]);
  });

  it("gives a member who wrote about it their conversation, and no one else", async () => {
    const quiet = await member("Quiet Quentin");
    const writer = await createAdmittedMember(services, { username: "Writing Wren" });
    const writerCookie = await signIn(writer.email);
    const owner = await createAdmittedMember(services, { username: "Owning Oz" });
    const listing = await createListing(db, owner, listingInput({ location: "Leeds" }));
    const { conversationId } = await contactLister(db, writer, listing.id, {
      message: "May I have some?",
    });
    app.changes.announce();
    const path = `/listings/${listing.id}`;
    const quietPage = await page(quiet.cookie, path);
    expect(quietPage.html).not.toContain(conversationId);
    const writerPage = await page(writerCookie, path);
    expect(writerPage.html).toContain(`/messages/${conversationId}`);
    // Their conversation is their own dealing: never kept, so no one learns of it by a kept page.
    expect(writerPage.rendering).toBeNull();
    expect((await page(writerCookie, path)).rendering).toBeNull();
    expect((await page(quiet.cookie, path)).rendering).toBe("HIT");
  });

  it("still gives a visitor the public preview", async () => {
    const visitor = await page("", listingPath);
    expect(visitor.status).toBe(200);
    expect(visitor.rendering).toBeNull();
    expect(hidden(visitor.html, "blockerId")).toEqual([]);
  });
});

describe("listings data for a viewer", () => {
  it("is never answered from a rendering, and holds no holes", async () => {
    const { cookie } = await member("Data Dot");
    await page(cookie);
    const response = await fetch(`${app.base}/listings.data`, { headers: { Cookie: cookie } });
    expect(response.headers.get(VIEWER_RENDERING_HEADER)).toBeNull();
    expect(await response.text()).not.toMatch(/[\uE000\uE001]/);
  });
});
