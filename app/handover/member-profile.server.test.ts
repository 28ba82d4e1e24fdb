import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "~/accounts/accounts.table";
import { memberSuspensions } from "~/admin/admin.table";
import { listings } from "~/listings/listings.table";
import { insertHandover, insertThanks } from "../../tests/factories/collected-handovers";
import { createAdmittedMember } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import { handoverThanks } from "./handover.table";
import { loadMemberProfile } from "./member-profile.server";
import { thanksModerationTarget } from "./thanks-moderation.server";

const getDatabase = setupTestDatabase();
const DAY = 86_400_000;

describe("a member's profile", () => {
  it("shows the average only from three ratings, rounded to one place", async () => {
    const services = createTestServices(getDatabase());
    const viewer = await createAdmittedMember(services);
    const member = await createAdmittedMember(services, { username: "Rated Rita" });
    const raters = await Promise.all([1, 2, 3].map(() => createAdmittedMember(services)));
    await insertThanks(services.db, raters[0]?.id ?? "", member.id, 4);
    await insertThanks(services.db, raters[1]?.id ?? "", member.id, 4);
    const two = await loadMemberProfile(services.db, viewer, member.id);
    expect([two?.averageRating, two?.ratingCount]).toEqual([null, 2]);
    await insertThanks(services.db, raters[2]?.id ?? "", member.id, 5);
    const three = await loadMemberProfile(services.db, viewer, member.id);
    // (4 + 4 + 5) / 3 = 4.333…
    expect([three?.averageRating, three?.ratingCount]).toEqual([4.3, 3]);
  });

  it("lists notes newest first with their writers, leaving out hidden ones and their ratings", async () => {
    const services = createTestServices(getDatabase());
    const viewer = await createAdmittedMember(services);
    const member = await createAdmittedMember(services, { username: "Thanked Theo" });
    const ann = await createAdmittedMember(services, { username: "Ann" });
    const bob = await createAdmittedMember(services, { username: "Bob" });
    const cat = await createAdmittedMember(services, { username: "Cat" });
    const now = Date.now();
    await insertThanks(services.db, ann.id, member.id, 5, {
      note: "Older note",
      createdAt: new Date(now - 2 * DAY),
    });
    await insertThanks(services.db, bob.id, member.id, 5, {
      note: "Newer note",
      createdAt: new Date(now - DAY),
    });
    await insertThanks(services.db, cat.id, member.id, 1, { note: "Rude note", hidden: true });
    await insertThanks(services.db, cat.id, member.id, 5);

    const profile = await loadMemberProfile(services.db, viewer, member.id);
    expect(profile?.notes.map((note) => [note.note, note.fromName, note.fromId])).toEqual([
      ["Newer note", "Bob", bob.id],
      ["Older note", "Ann", ann.id],
    ]);
    // The hidden row's rating of 1 is not counted: 5, 5, 5.
    expect([profile?.averageRating, profile?.ratingCount]).toEqual([5, 3]);
  });

  it("counts given, received and no-shows; town, month joined; never the email address", async () => {
    const services = createTestServices(getDatabase());
    const viewer = await createAdmittedMember(services);
    const member = await createAdmittedMember(services, { username: "Busy Bea" });
    const other = await createAdmittedMember(services);
    await insertHandover(services.db, member.id, other.id);
    await insertHandover(services.db, member.id, other.id);
    await insertHandover(services.db, other.id, member.id);
    await insertHandover(services.db, other.id, member.id, { status: "cancelled", noShow: true });
    await insertHandover(services.db, member.id, other.id, { status: "reserved" });

    const profile = await loadMemberProfile(services.db, viewer, member.id);
    expect(profile).toMatchObject({
      id: member.id,
      name: "Busy Bea",
      town: "Leeds",
      verifiedOrganisation: false,
      given: 2,
      received: 1,
      noShows: 1,
      averageRating: null,
      notes: [],
    });
    expect(JSON.stringify(profile)).not.toContain(member.email);
  });

  it("shows a town, never more: the account's place if it names one, else the latest listing's", async () => {
    const services = createTestServices(getDatabase());
    const viewer = await createAdmittedMember(services);
    const member = await createAdmittedMember(services);
    const town = async () => (await loadMemberProfile(services.db, viewer, member.id))?.town;
    await services.db
      .update(profiles)
      .set({ location: "12 Acacia Avenue, Headingley, Leeds" })
      .where(eq(profiles.id, member.id));
    // A typed address is cut to the place it ends with; never the street.
    expect(await town()).toBe("Leeds");
    await services.db
      .update(profiles)
      .set({ location: "ls6 3ab" })
      .where(eq(profiles.id, member.id));
    // A full postcode is cut to its district.
    expect(await town()).toBe("LS6");
    await services.db
      .update(profiles)
      .set({ location: "Behind the allotments" })
      .where(eq(profiles.id, member.id));
    expect(await town()).toBeNull();
    await services.db.insert(listings).values({
      userId: member.id,
      name: "Rhubarb",
      category: "Vegetables",
      type: "Free",
      location: "York",
    });
    expect(await town()).toBe("York");
  });

  it("is not there (null) for a suspended member or an account that does not exist", async () => {
    const services = createTestServices(getDatabase());
    const viewer = await createAdmittedMember(services);
    const member = await createAdmittedMember(services);
    expect(await loadMemberProfile(services.db, viewer, "no-such-member")).toBeNull();
    await services.db.insert(memberSuspensions).values({ userId: member.id, reason: "Spam" });
    expect(await loadMemberProfile(services.db, viewer, member.id)).toBeNull();
  });
});

describe("thank-you notes as a moderation target", () => {
  it("may be reported by anyone but their writer; hiding takes them off the profile; a suspension hides all a member wrote, and restores them", async () => {
    const services = createTestServices(getDatabase());
    const viewer = await createAdmittedMember(services);
    const member = await createAdmittedMember(services);
    const writer = await createAdmittedMember(services, { username: "Writer Wyn" });
    const id = await insertThanks(services.db, writer.id, member.id, 2, { note: "Meh" });
    const ratingOnly = await insertThanks(services.db, writer.id, member.id, 3);

    expect(await thanksModerationTarget.reportable(services.db, id, writer.id)).toBe(false);
    expect(await thanksModerationTarget.reportable(services.db, id, member.id)).toBe(true);
    expect(await thanksModerationTarget.reportable(services.db, ratingOnly, member.id)).toBe(false);
    expect(await thanksModerationTarget.load(services.db, [id])).toEqual([
      {
        id,
        ownerId: writer.id,
        ownerName: "Writer Wyn",
        title: `A thank-you note to ${member.profile.username}`,
        titleWords: {
          key: "admin:reports.items.thanks",
          values: { name: member.profile.username },
        },
        body: "Meh",
        href: `/members/${member.id}`,
        hidden: false,
      },
    ]);

    expect(
      await thanksModerationTarget.hide?.(services.db, id, { actorId: viewer.id, reason: "x" }),
    ).toBe(true);
    expect(
      await thanksModerationTarget.hide?.(services.db, id, { actorId: viewer.id, reason: "x" }),
    ).toBe(false);
    expect((await loadMemberProfile(services.db, viewer, member.id))?.notes).toEqual([]);
    expect(await thanksModerationTarget.reportable(services.db, id, member.id)).toBe(false);
    expect(await thanksModerationTarget.restore?.(services.db, id)).toBe(true);
    expect(
      (await loadMemberProfile(services.db, viewer, member.id))?.notes.map((n) => n.id),
    ).toEqual([id]);

    const hidden = await thanksModerationTarget.hideAllOf?.(services.db, writer.id, {
      actorId: viewer.id,
      reason: "Suspended",
    });
    expect(hidden?.sort()).toEqual([id, ratingOnly].sort());
    const rows = await services.db
      .select({ hiddenAt: handoverThanks.hiddenAt })
      .from(handoverThanks)
      .where(eq(handoverThanks.fromId, writer.id));
    expect(rows.every((row) => row.hiddenAt !== null)).toBe(true);
  });
});
