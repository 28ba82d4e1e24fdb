import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { saveLanguage } from "~/accounts/profile.server";
import { parseListingFilters } from "~/listings/listing-schema";
import type { Member } from "~/membership/member-gate.server";
import { sendSavedSearchAlerts } from "~/saved-searches/saved-search-alerts.server";
import { saveSearch } from "~/saved-searches/saved-searches.server";
import type { AppServices } from "~/server/services.server";
import { multipartBody } from "../../tests/factories/multipart";
import { createRouteServices, routeArgs } from "../../tests/factories/route-args";
import { createAdmittedMember } from "../../tests/factories/test-members";
import type { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import { action as createListingAction } from "../routes/listings/create-listing";
import { wantedNearbyNote } from "./wanted-matches.server";
import { createWantedPost } from "./wanted-writes.server";

// The two ways a wanted post reaches people (decision 0090): growers who list a matching item
// near it are told by email through the outbox, after their listing is saved through the real
// create-listing action; and saved searches that match it are alerted, as for listings.

const getDatabase = setupTestDatabase();
let services: AppServices;
let mail: ReturnType<typeof createTestServices>["mail"];

beforeAll(() => {
  ({ services } = createRouteServices(getDatabase()));
  mail = (services as unknown as ReturnType<typeof createTestServices>).mail;
});

let deliveredBefore = 0;
beforeEach(async () => {
  deliveredBefore = (await mail.delivered()).length;
});

async function outboxFor(email: string) {
  return (await mail.delivered())
    .slice(deliveredBefore)
    .filter((sent) => sent.to === email && sent.subject !== "Confirm your email address for Glut");
}

const member = () => createAdmittedMember(services as never) as Promise<Member>;

let tagCount = 0;
/** A made-up crop only one test lists and asks for: letters only, as words are matched. */
function tag() {
  tagCount += 1;
  const letters = `${Date.now().toString(36)}${tagCount}`.replace(
    /\d/g,
    (d) => "jklmnopqrs"[Number(d)] ?? "",
  );
  return `zq${letters}`;
}

function want(who: Member, title: string, fields: { category?: string; location?: string } = {}) {
  return createWantedPost(services.db, who, {
    title,
    category: (fields.category ?? "Vegetables") as "Vegetables",
    location: fields.location ?? "LS6",
  });
}

/** Lists through the create form's action, as a browser without JavaScript posts it. */
async function list(
  who: Member,
  name: string,
  fields: { category?: string; location?: string },
): Promise<string> {
  const parts = Object.entries({
    name,
    type: "Free",
    category: fields.category ?? "Vegetables",
    location: fields.location ?? "LS7",
  }).map(([field, value]) => ({ name: field, value }));
  const request = new Request("http://localhost:3000/create-listing", {
    method: "POST",
    headers: {
      "content-type": "multipart/form-data; boundary=----GlutTestBoundary7MA4YWxkTrZu0gW",
    },
    body: new Uint8Array(multipartBody(parts)),
  });
  const response = (await createListingAction(
    routeArgs(services, who, request) as never,
  )) as Response;
  expect(response.status).toBe(302);
  const location = response.headers.get("Location") ?? "";
  expect(location).toMatch(/^\/listings\/[0-9a-f-]{36}$/);
  return location;
}

describe("growers told that someone near them is looking", () => {
  it("emails the grower through the outbox after the listing is saved, without the poster's email or place", async () => {
    const poster = await member();
    const grower = await member();
    const word = tag();
    await want(poster, `${word} crowns`);
    await list(grower, `${word}s`, { location: "LS7" });
    const emails = await outboxFor(grower.email);
    expect(emails.map((email) => email.subject)).toEqual([
      `Someone near you is looking for ${word}s`,
    ]);
    const text = emails[0]?.text ?? "";
    expect(text).toContain(`Looking for: ${word} crowns, near LS6`);
    expect(text).toContain("http://localhost:3000/listings/wanted?near=LS7&within=25");
    expect(text).not.toContain(poster.email);
  });

  it("emails the member looking the listing to ask for it on, once however many posts it answers", async () => {
    const poster = await member();
    const grower = await member();
    const word = tag();
    await want(poster, `${word} crowns`);
    await want(poster, `${word} seedlings`);
    const path = await list(grower, `${word}s`, { location: "LS7" });
    const emails = await outboxFor(poster.email);
    expect(emails.map((email) => email.subject)).toEqual([`Listed near you: ${word}s`]);
    const text = emails[0]?.text ?? "";
    expect(text).toContain(`has just listed “${word}s” in LS7`);
    expect(text).toContain(`http://localhost:3000${path}`);
    expect(text).not.toContain(grower.email);
  });

  it("goes in each reader's language: Welsh to a poster and a grower who use Glut in Welsh", async () => {
    const poster = await member();
    const other = await member();
    const grower = await member();
    await saveLanguage(services.db, poster.id, "cy");
    await saveLanguage(services.db, grower.id, "cy");
    const word = tag();
    await want(poster, `${word} crowns`);
    await want(other, `${word} sets`);
    await list(grower, `${word}s`, { location: "LS7" });
    const growers = await outboxFor(grower.email);
    expect(growers.map((email) => email.subject)).toEqual([
      `Mae 2 aelod yn agos atoch yn chwilio am ${word}s`,
    ]);
    expect(growers[0]?.text).toContain(`Yn chwilio am: ${word} crowns, ger LS6`);
    const posters = await outboxFor(poster.email);
    expect(posters.map((email) => email.subject)).toEqual([
      `Wedi’i restru yn agos atoch: ${word}s`,
    ]);
    expect(posters[0]?.text).toContain(`newydd restru “${word}s” yn LS7`);
    // The other poster reads English, as before.
    expect((await outboxFor(other.email)).map((email) => email.subject)).toEqual([
      `Listed near you: ${word}s`,
    ]);
  });

  it("tells no one of a post too far away, in another category, without a word in common, or their own", async () => {
    const poster = await member();
    const grower = await member();
    const word = tag();
    await want(poster, word, { location: "BN1" });
    await want(poster, word, { category: "Seeds" });
    await want(poster, `${word}x`);
    await want(grower, word);
    await list(grower, word, { location: "LS7" });
    expect(await outboxFor(grower.email)).toEqual([]);
    expect(await outboxFor(poster.email)).toEqual([]);
  });

  it("says so on the listing's confirmation", () => {
    expect(wantedNearbyNote(1)).toBe(
      "Your produce is now listed, and someone near you is looking for it: we have emailed you what they asked for.",
    );
    expect(wantedNearbyNote(3)).toContain("3 members near you are looking for it");
  });
});

describe("saved searches", () => {
  it("alert a member whose saved search matches a new wanted post, once, and never for their own", async () => {
    const watcher = await member();
    const poster = await member();
    const word = tag();
    const savedAt = new Date(Date.now() - 60_000);
    const filters = parseListingFilters(
      new URLSearchParams({ search: word, near: "Leeds", within: "10", type: "Free" }),
    );
    await saveSearch(services.db, watcher, filters, "instant", savedAt);
    await saveSearch(services.db, poster, filters, "instant", savedAt);
    await want(poster, `${word} gooseberry bushes`, { category: "Seedlings" });
    await want(poster, `${word} far away`, { location: "BN1" });

    const now = new Date(Date.now() + 1_000);
    const run = await sendSavedSearchAlerts(services as never, "instant", now);
    expect(run.failed).toEqual([]);
    const emails = await outboxFor(watcher.email);
    expect(emails.map((email) => email.subject)).toEqual([
      `Wanted: ${word} gooseberry bushes for “${word}” · Free · within 10 miles of Leeds`,
    ]);
    expect(emails[0]?.text).toContain(`Looking for: ${word} gooseberry bushes, near LS6`);
    expect(emails[0]?.text).not.toContain(poster.email);
    expect(emails[0]?.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(await outboxFor(poster.email)).toEqual([]);

    await sendSavedSearchAlerts(services as never, "instant", new Date(Date.now() + 2_000));
    expect(await outboxFor(watcher.email)).toHaveLength(1);
  });
});
