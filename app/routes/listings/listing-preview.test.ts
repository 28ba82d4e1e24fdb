import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingSchema } from "~/listings/listing-schema";
import { createListing } from "~/listings/listing-writes.server";
import { listings } from "~/listings/listings.table";
import type { Db } from "~/server/db/database.server";
import { SHARED_PAGE_CACHE_CONTROL } from "~/server/public-page-headers";
import { PRIVATE_NO_STORE } from "../../../server/http-caching.ts";
import { type BootedApp, bootHttpApp } from "../../../tests/factories/booted-app";
import { admitTestMember, createTestMember } from "../../../tests/factories/test-members";
import type { createTestServices } from "../../../tests/factories/test-services";

// Issue 32, item 12: a listing link shared on WhatsApp or Facebook previewed as "Sign in | Glut",
// since everyone not signed in was sent to /login. Through the real app (the production build
// behind our Express layer, on a fresh PGlite database): a visitor or crawler gets the public
// preview, a member the listing as before. Decision 0070.

const PASSWORD = "courgette-glut";
const DESCRIPTION = "Picked this morning, round the back of the shed at 12 Acacia Avenue";
const LISTER = "Preview Lister";
const WEBP = Buffer.from("RIFF\u0000\u0000\u0000\u0000WEBPVP8 preview photo bytes");

let app: BootedApp;
let base = "";
let db: Db;
const ids = { active: "", hidden: "", expired: "", completed: "", noPhoto: "" };
let memberCookie = "";

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

async function get(target: string, cookie = ""): Promise<Answer> {
  const response = await fetch(`${base}${target}`, {
    redirect: "manual",
    headers: cookie ? { Cookie: cookie } : {},
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

function metaContent(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return tag?.[1];
}

beforeAll(async () => {
  app = await bootHttpApp();
  base = app.base;
  const services = app.services as unknown as ReturnType<typeof createTestServices>;
  db = services.db;

  const lister = await admitTestMember(
    services,
    await createTestMember(services, { username: LISTER }),
  );
  const { storage } = app.services;
  await storage.put(`${lister.id}/first-large.webp`, WEBP, "image/webp");
  await storage.put(`${lister.id}/second-large.webp`, WEBP, "image/webp");
  const photo = (name: string) => ({
    large: `${lister.id}/${name}-large.webp`,
    thumb: `${lister.id}/${name}-thumb.webp`,
    width: 1200,
    height: 900,
  });
  const listing = (name: string) =>
    listingSchema.parse({
      name,
      category: "Vegetables",
      type: "Swap",
      location: "Headingley",
      description: DESCRIPTION,
    });
  const make = async (name: string, photos = [photo("first"), photo("second")]) =>
    (await createListing(db, lister, listing(name), photos)).id;
  ids.active = await make("Crown Prince squash");
  ids.noPhoto = await make("Runner beans", []);
  ids.hidden = await make("Hidden marrows");
  await db.update(listings).set({ hiddenAt: new Date() }).where(eq(listings.id, ids.hidden));
  ids.expired = await make("Old chard");
  await db
    .update(listings)
    .set({ availableUntil: "2020-01-01" })
    .where(eq(listings.id, ids.expired));
  ids.completed = await make("Given away");
  await db.update(listings).set({ status: "completed" }).where(eq(listings.id, ids.completed));

  const reader = await createTestMember(services, { username: "Preview Reader" });
  const signIn = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: reader.email, password: PASSWORD }).toString(),
  });
  memberCookie = signIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}, 120_000);

afterAll(async () => {
  await app?.close();
}, 60_000);

describe("a listing's address, not signed in", () => {
  it("shows the preview: title, first photo, town, category and how to join", async () => {
    const page = await get(`/listings/${ids.active}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("<title>Crown Prince squash | Glut</title>");
    expect(page.text).toContain("Headingley");
    expect(page.text).toContain("Vegetables");
    expect(page.text).toContain("Join to contact");
    expect(page.text).toContain('href="/signup"');
    expect(page.text).toContain(`href="/login?redirectTo=%2Flistings%2F${ids.active}"`);
    expect(page.text).toMatch(/src="\/uploads\/[^"]+\/first-large\.webp"/);
    expect(page.text).not.toContain("second-large.webp");
  });

  it("is in Welsh for a visitor who asks for Welsh, every word of its own and its link preview", async () => {
    const page = await get(`/listings/${ids.active}?lng=cy`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="cy"');
    expect(page.text).toContain("Ymunwch i gysylltu");
    expect(page.text).toContain("Llysiau");
    expect(page.text).toContain("Cyfnewid");
    expect(page.text).not.toContain("Join to contact");
    expect(metaContent(page.text, "og:description")).toBe(
      "Cyfnewid: Llysiau yn Headingley, wedi’i rhannu ar Glut. Ymunwch i gysylltu â’r tyfwr.",
    );
    expect(metaContent(page.text, "og:image:alt")).toBe("Llun o Crown Prince squash");
    expect(metaContent(page.text, "og:locale")).toBe("cy_GB");
  });

  it("is a static page for visitors: no React, no router, no loader data in the browser", async () => {
    const page = await get(`/listings/${ids.active}`);
    expect(page.text).not.toMatch(/<script\b[^>]*\bsrc=/);
    expect(page.text).not.toMatch(/<link\b[^>]*rel="modulepreload"/);
    expect(page.text).not.toContain("__reactRouterContext");
  });

  it("shows nothing members only: not the description, nor the lister", async () => {
    const page = await get(`/listings/${ids.active}`);
    expect(page.text).not.toContain("Acacia Avenue");
    expect(page.text).not.toContain(LISTER);
  });

  it("gives link previews their Open Graph and Twitter card tags, from the public fields", async () => {
    const page = await get(`/listings/${ids.active}`);
    expect(metaContent(page.text, "og:title")).toBe("Crown Prince squash | Glut");
    expect(metaContent(page.text, "og:image")).toMatch(
      new RegExp(`^${base}/uploads/[^"]+/first-large\\.webp$`),
    );
    // The photo's own size and alt text, for a link preview (decision 0096).
    expect(metaContent(page.text, "og:image:alt")).toBe("Photo of Crown Prince squash");
    expect(Number(metaContent(page.text, "og:image:width"))).toBeGreaterThan(0);
    expect(Number(metaContent(page.text, "og:image:height"))).toBeGreaterThan(0);
    expect(metaContent(page.text, "og:description")).toBe(
      "Swap: Vegetables in Headingley, shared on Glut. Join to contact the grower.",
    );
    expect(metaContent(page.text, "og:url")).toBe(`${base}/listings/${ids.active}`);
    expect(metaContent(page.text, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(page.text, "description")).not.toContain("Acacia");
  });

  it("serves that photo to someone not signed in", async () => {
    const page = await get(`/listings/${ids.active}`);
    const src = /src="(\/uploads\/[^"]+\/first-large\.webp)"/.exec(page.text)?.[1] ?? "";
    const photo = await fetch(`${base}${src}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/webp");
  });

  it("falls back to the site's image for a listing without photos", async () => {
    const page = await get(`/listings/${ids.noPhoto}`);
    expect(page.status).toBe(200);
    expect(metaContent(page.text, "og:image")).toBe(`${base}/og-image.png`);
    expect(metaContent(page.text, "og:image:width")).toBe("1200");
    expect(metaContent(page.text, "og:image:height")).toBe("630");
    expect(metaContent(page.text, "og:image:alt")).toMatch(/^Glut: /);
  });

  it("is a page any cache may share, by the public-page rule", async () => {
    const page = await get(`/listings/${ids.active}`);
    expect(page.headers.get("cache-control")).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(page.headers.get("vary")).toContain("Cookie");
  });

  it.each(["hidden", "expired", "completed"] as const)(
    "is a 404 for a %s listing, as for one that does not exist",
    async (which) => {
      const page = await get(`/listings/${ids[which]}`);
      expect(page.status).toBe(404);
      expect(page.text).not.toContain(DESCRIPTION);
      expect(page.headers.get("cache-control")).toBe("no-store");
    },
  );

  it("is a 404 for a listing that does not exist", async () => {
    expect((await get("/listings/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});

describe("a listing's address, signed in as a member", () => {
  it("is the listing as before, private and never a shared page", async () => {
    const page = await get(`/listings/${ids.active}`, memberCookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Acacia Avenue");
    expect(page.text).toContain(LISTER);
    expect(page.text).not.toContain("Join to contact");
    expect(page.headers.get("cache-control")).toBe(PRIVATE_NO_STORE);
  });
});
