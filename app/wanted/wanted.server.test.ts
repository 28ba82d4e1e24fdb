import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { deleteAccount } from "~/accounts/account-deletion.server";
import { exportAccountData } from "~/accounts/account-export.server";
import { appParts } from "~/composition/app-parts.server";
import { findPlace } from "~/data/uk-places.server";
import type { Member } from "~/membership/member-gate.server";
import { addDays, ukToday } from "~/planting/uk-calendar";
import type { AppServices } from "~/server/services.server";
import {
  createRouteServices,
  isDataResult,
  routeArgs,
  settle,
} from "../../tests/factories/route-args";
import { createAdmittedMember, createTestMember } from "../../tests/factories/test-members";
import { setupTestDatabase } from "../../tests/test-database";
import { action as editAction, loader as editLoader } from "../routes/wanted/edit-wanted";
import { action as mineAction, loader as mineLoader } from "../routes/wanted/my-wanted";
import { action as newAction } from "../routes/wanted/new-wanted";
import { wantedPosts } from "./wanted.table";
import { removeOldWantedPosts } from "./wanted-expiry.server";
import { searchWantedPosts } from "./wanted-reads.server";
import { WANTED_DEFAULT_DAYS, wantedMessages } from "./wanted-text";

// Wanted posts on the server (decision 0090): posting, editing and closing through the routes as
// the server calls them, every forged change refused with nothing changed, the lists they show
// in, moderation, expiry, and the account's export and deletion.

const getDatabase = setupTestDatabase();
let services: AppServices;

beforeAll(() => {
  ({ services } = createRouteServices(getDatabase()));
});

const member = () => createAdmittedMember(services as never) as Promise<Member>;

let tagCount = 0;
/** A word only one test's posts carry, so the tests' searches do not see each other's. */
function tag() {
  tagCount += 1;
  return `zq${Date.now().toString(36)}${tagCount}`;
}

function statusOf(outcome: unknown) {
  if (outcome instanceof Response) return outcome.status;
  if (isDataResult(outcome)) return outcome.init?.status ?? 200;
  return 200;
}

function form(path: string, fields: Record<string, string>) {
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
}

const postNew = (who: Member | null, fields: Record<string, string>) =>
  settle(() => newAction(routeArgs(services, who, form("/wanted/new", fields)) as never));

const postEdit = (who: Member | null, id: string, fields: Record<string, string>) =>
  settle(() =>
    editAction(routeArgs(services, who, form(`/wanted/${id}/edit`, fields), { id }) as never),
  );

const postClose = (who: Member | null, id: string) =>
  settle(() =>
    mineAction(routeArgs(services, who, form("/wanted/mine", { intent: "close", id })) as never),
  );

async function rowsOf(userId: string) {
  return services.db.select().from(wantedPosts).where(eq(wantedPosts.userId, userId));
}

async function post(who: Member, fields: Record<string, string>) {
  const outcome = await postNew(who, {
    title: "rhubarb crowns",
    category: "Vegetables",
    location: "ls6 3qs",
    ...fields,
  });
  expect(statusOf(outcome)).toBe(302);
  expect((outcome as Response).headers.get("Location")).toBe("/wanted/mine");
  const [row] = (await rowsOf(who.id)).sort((a, b) => +b.createdAt - +a.createdAt);
  if (!row) throw new Error("not posted");
  return row;
}

const headingley = findPlace("LS6");

describe("posting a wanted post", () => {
  it("stores what was asked for, at the district's centre, shown for 30 days by default", async () => {
    const me = await member();
    const row = await post(me, { note: "Two or three would do." });
    expect(row).toMatchObject({
      title: "rhubarb crowns",
      category: "Vegetables",
      location: "LS6",
      latitude: headingley?.latitude,
      longitude: headingley?.longitude,
      note: "Two or three would do.",
      expiresOn: addDays(ukToday(new Date()), WANTED_DEFAULT_DAYS),
      closedAt: null,
      hiddenAt: null,
    });
  });

  it("refuses bad input with each field's message, keeps what was typed, and stores nothing", async () => {
    const me = await member();
    const outcome = await postNew(me, {
      title: "",
      category: "Vegetables",
      location: "LS6",
      note: "kept as typed",
      expiresOn: addDays(ukToday(new Date()), 61),
    });
    expect(statusOf(outcome)).toBe(400);
    const reply = isDataResult<{
      result: { error: Record<string, string[]>; initialValue: unknown };
    }>(outcome)
      ? outcome.data.result
      : null;
    expect(reply?.error).toEqual({
      title: [wantedMessages.titleRequired],
      expiresOn: [wantedMessages.expiresOnTooFar],
    });
    expect(reply?.initialValue).toMatchObject({ note: "kept as typed", location: "LS6" });

    const unknown = await postNew(me, {
      title: "medlar",
      category: "Fruits",
      location: "Nowhere-on-Sea Zzz",
    });
    expect(statusOf(unknown)).toBe(400);
    expect(
      isDataResult<{ result: { error: Record<string, string[]> } }>(unknown) &&
        unknown.data.result.error,
    ).toEqual({ location: [wantedMessages.locationUnknown] });

    const past = await postNew(me, {
      title: "medlar",
      category: "Fruits",
      location: "Leeds",
      expiresOn: addDays(ukToday(new Date()), -1),
    });
    expect(statusOf(past)).toBe(400);
    expect(await rowsOf(me.id)).toEqual([]);
  });

  it("is for members: signed out goes to sign in, a non-member to the dashboard, and unconfirmed email is refused", async () => {
    const signedOut = await postNew(null, { title: "figs", category: "Fruits", location: "Leeds" });
    expect((signedOut as Response).headers.get("Location")).toMatch(/^\/login/);
    const visitor = (await createTestMember(services as never, { member: false })) as Member;
    const refused = await postNew(visitor, {
      title: "figs",
      category: "Fruits",
      location: "Leeds",
    });
    expect((refused as Response).headers.get("Location")).toBe("/dashboard");
    expect(await rowsOf(visitor.id)).toEqual([]);
    const unconfirmed = (await createAdmittedMember(services as never, {
      verified: false,
    })) as Member;
    const noEmail = await postNew(unconfirmed, {
      title: "figs",
      category: "Fruits",
      location: "Leeds",
    });
    expect(statusOf(noEmail)).toBe(403);
    expect(await rowsOf(unconfirmed.id)).toEqual([]);
  });
});

describe("editing and closing", () => {
  it("lets its member edit it and close it, and then it leaves the lists", async () => {
    const me = await member();
    const word = tag();
    const row = await post(me, { title: `${word} crowns` });
    const page = (await editLoader(
      routeArgs(services, me, new Request(`http://localhost:3000/wanted/${row.id}/edit`), {
        id: row.id,
      }) as never,
    )) as { defaultValue: Record<string, string | undefined> };
    expect(page.defaultValue).toEqual({
      title: `${word} crowns`,
      category: "Vegetables",
      location: "LS6",
      note: undefined,
      expiresOn: row.expiresOn,
    });
    const until = addDays(ukToday(new Date()), 10);
    const edited = await postEdit(me, row.id, {
      title: `${word} sets`,
      category: "Seedlings",
      location: "York",
      expiresOn: until,
    });
    expect(statusOf(edited)).toBe(302);
    const [after] = await rowsOf(me.id);
    expect(after).toMatchObject({
      title: `${word} sets`,
      category: "Seedlings",
      location: "York",
      expiresOn: until,
    });
    expect((await searchWantedPosts(services.db, { search: word })).posts.map((p) => p.id)).toEqual(
      [row.id],
    );

    expect(statusOf(await postClose(me, row.id))).toBe(302);
    expect((await rowsOf(me.id))[0]?.closedAt).toBeInstanceOf(Date);
    expect((await searchWantedPosts(services.db, { search: word })).total).toBe(0);
    const mine = (await mineLoader(
      routeArgs(services, me, new Request("http://localhost:3000/wanted/mine")) as never,
    )) as { posts: { id: string; state: string }[] };
    expect(mine.posts).toEqual([expect.objectContaining({ id: row.id, state: "closed" })]);
  });

  it("refuses another member's edit and close with 403, and changes nothing", async () => {
    const owner = await member();
    const intruder = await member();
    const row = await post(owner, { title: `${tag()} crowns` });
    const editPage = await settle(() =>
      editLoader(
        routeArgs(services, intruder, new Request(`http://localhost:3000/wanted/${row.id}/edit`), {
          id: row.id,
        }) as never,
      ),
    );
    expect(statusOf(editPage)).toBe(403);
    const edit = await postEdit(intruder, row.id, {
      title: "taken over",
      category: "Fruits",
      location: "BN1",
    });
    expect(statusOf(edit)).toBe(403);
    const close = await postClose(intruder, row.id);
    expect(statusOf(close)).toBe(403);
    expect(await rowsOf(owner.id)).toEqual([row]);
    expect(await rowsOf(intruder.id)).toEqual([]);
  });

  it("answers 404 for a post that does not exist, and 400 for an unknown intent", async () => {
    const me = await member();
    expect(statusOf(await postClose(me, "00000000-0000-4000-8000-000000000000"))).toBe(404);
    expect(statusOf(await postClose(me, "not-an-id"))).toBe(404);
    const odd = await settle(() =>
      mineAction(
        routeArgs(services, me, form("/wanted/mine", { intent: "delete", id: "x" })) as never,
      ),
    );
    expect(statusOf(odd)).toBe(400);
  });
});

describe("the lists", () => {
  it("shows open posts newest first, filtered by words, category and distance", async () => {
    const me = await member();
    const word = tag();
    const leeds = await post(me, { title: `${word} rhubarb`, location: "LS6" });
    const brighton = await post(me, { title: `${word} figs`, category: "Fruits", location: "BN1" });
    const all = await searchWantedPosts(services.db, { search: word });
    expect(all.posts.map((p) => p.id)).toEqual([brighton.id, leeds.id]);
    const fruit = await searchWantedPosts(services.db, { search: word, category: "Fruits" });
    expect(fruit.posts.map((p) => p.id)).toEqual([brighton.id]);
    const place = findPlace("LS7");
    if (!place) throw new Error("no LS7");
    const near = await searchWantedPosts(services.db, {
      search: word,
      origin: { latitude: place.latitude, longitude: place.longitude, withinMiles: 5 },
    });
    expect(near.posts.map((p) => p.id)).toEqual([leeds.id]);
    // Never the poster's email or account: the card holds the district and no more.
    expect(Object.keys(near.posts[0] ?? {}).sort()).toEqual(
      ["category", "createdAt", "expiresOn", "id", "location", "note", "title", "userId"].sort(),
    );
  });

  it("leaves out expired posts, and the expiry job removes long-gone ones", async () => {
    const me = await member();
    const word = tag();
    const row = await post(me, { title: `${word} kale` });
    const yesterday = addDays(ukToday(new Date()), -1);
    await services.db
      .update(wantedPosts)
      .set({ expiresOn: yesterday })
      .where(eq(wantedPosts.id, row.id));
    expect((await searchWantedPosts(services.db, { search: word })).total).toBe(0);
    expect(await removeOldWantedPosts(services.db)).toBe(0);
    const later = new Date(Date.now() + 91 * 86_400_000);
    expect(await removeOldWantedPosts(services.db, later)).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(me.id)).toEqual([]);
  });
});

describe("moderation", () => {
  it("is reportable by others, and a hidden post leaves the lists but stays on its member's page", async () => {
    const owner = await member();
    const reporter = await member();
    const word = tag();
    const row = await post(owner, { title: `${word} quince`, note: "rude words" });
    const target = services.moderationTargets.get("wanted_post");
    if (!target?.hide) throw new Error("wanted posts are not a moderation target");
    expect(await target.reportable(services.db, row.id, reporter.id)).toBe(true);
    expect(await target.reportable(services.db, row.id, owner.id)).toBe(false);
    const [loaded] = await target.load(services.db, [row.id]);
    expect(loaded).toMatchObject({
      id: row.id,
      ownerId: owner.id,
      title: `Looking for: ${word} quince`,
      body: "rude words\n\nNear LS6",
      hidden: false,
    });
    expect(await target.hide(services.db, row.id, { actorId: reporter.id, reason: "Spam" })).toBe(
      true,
    );
    expect((await searchWantedPosts(services.db, { search: word })).total).toBe(0);
    const mine = (await mineLoader(
      routeArgs(services, owner, new Request("http://localhost:3000/wanted/mine")) as never,
    )) as { posts: { id: string; state: string; hiddenReason: string | null }[] };
    expect(mine.posts).toEqual([
      expect.objectContaining({ id: row.id, state: "hidden", hiddenReason: "Spam" }),
    ]);
    expect(await target.restore?.(services.db, row.id)).toBe(true);
    expect((await searchWantedPosts(services.db, { search: word })).total).toBe(1);
  });
});

describe("the account", () => {
  it("exports the member's wanted posts and deletes them with the account", async () => {
    const me = await member();
    const row = await post(me, { title: "gooseberry bushes", category: "Seedlings" });
    const exported = await exportAccountData(services.db, me.id, appParts.accountSteps.export);
    expect(exported?.wantedPosts).toEqual([
      {
        id: row.id,
        title: "gooseberry bushes",
        category: "Seedlings",
        location: "LS6",
        note: null,
        expiresOn: row.expiresOn,
        closedAt: null,
        hiddenReason: null,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      },
    ]);
    await deleteAccount(services as never, me.id, appParts.accountSteps.deletion);
    expect(await rowsOf(me.id)).toEqual([]);
  });
});
