import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deleteAccount } from "~/accounts/account-deletion.server";
import { exportAccountData } from "~/accounts/account-export.server";
import type { CurrentUser } from "~/accounts/current-user.server";
import { accountSteps } from "~/composition/app-parts.server";
import type { Db } from "~/server/db/database.server";
import { LocalFileStorage } from "~/server/storage/local-storage.server";
import { createTestMember } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import { sendDueHarvestReminders } from "./harvest-reminders.server";
import { memberRegion, resolveRegion, saveMemberRegion } from "./planting-region.server";
import { PLANTING_INTENTS } from "./planting-schema";
import { changePlantings } from "./plantings.server";
import { plantingRegions, plantings } from "./plantings.table";
import { REGION_INTENT, regionMessages } from "./region-schema";

const getDatabase = setupTestDatabase();
let services: ReturnType<typeof createTestServices>;
let db: Db;

beforeAll(() => {
  db = getDatabase().db;
  services = createTestServices(getDatabase());
});

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

const chooseRegion = (user: CurrentUser, region: string) =>
  saveMemberRegion(db, user, form({ intent: REGION_INTENT, region }));

async function harvestDateOf(user: CurrentUser, plantName: string) {
  const [row] = await db
    .select({ date: plantings.expectedHarvestDate, id: plantings.id })
    .from(plantings)
    .where(eq(plantings.userId, user.id));
  if (!row) throw new Error(`no ${plantName}`);
  return row;
}

describe("a member's growing region", () => {
  it("starts at the baseline, offering the region of the profile's location", async () => {
    const user = await createTestMember(services, { member: false });
    expect((await memberRegion(db, user)).region.id).toBe("south-central");
    const shown = await resolveRegion(db, user, new URLSearchParams());
    expect(shown).toMatchObject({ source: "default", suggestion: { place: "Leeds" } });
    expect(shown.suggestion?.region).toBe("north-wales");
  });

  it("is kept on the account once saved, and replaced by the next choice", async () => {
    const user = await createTestMember(services, { member: false });
    expect(await chooseRegion(user, "highlands-islands")).toEqual({
      ok: true,
      message: "Your growing region is now Highlands and islands",
    });
    await chooseRegion(user, "south-west-coast");
    const shown = await resolveRegion(db, user, new URLSearchParams());
    expect(shown.region.id).toBe("south-west-coast");
    expect(shown.source).toBe("saved");
    expect(shown.suggestion).toBeNull();
    expect(
      await db.select().from(plantingRegions).where(eq(plantingRegions.userId, user.id)),
    ).toHaveLength(1);
  });

  it("refuses a region that is not one of the five, changing nothing", async () => {
    const user = await createTestMember(services, { member: false });
    await chooseRegion(user, "north-wales");
    expect(await chooseRegion(user, "atlantis")).toEqual({
      ok: false,
      message: regionMessages.unknown,
    });
    expect(await saveMemberRegion(db, user, form({ region: "south-central" }))).toMatchObject({
      ok: false,
    });
    expect((await memberRegion(db, user)).region.id).toBe("north-wales");
  });

  it("only ever writes the signed-in member's own region", async () => {
    const owner = await createTestMember(services, { member: false });
    const other = await createTestMember(services, { member: false });
    await chooseRegion(owner, "highlands-islands");
    // A forged field naming the other account is ignored: the session says whose region it is.
    await saveMemberRegion(
      db,
      owner,
      form({ intent: REGION_INTENT, region: "south-west-coast", userId: other.id }),
    );
    expect((await memberRegion(db, other)).source).toBe("default");
    expect((await memberRegion(db, owner)).region.id).toBe("south-west-coast");
  });
});

describe("the region a view shows", () => {
  it("takes ?region= first, then ?district=, then the member's own", async () => {
    const user = await createTestMember(services, { member: false });
    await chooseRegion(user, "north-wales");
    const chosen = await resolveRegion(
      db,
      user,
      new URLSearchParams({ region: "south-west-coast", district: "IV1" }),
    );
    expect(chosen).toMatchObject({ source: "chosen", region: { id: "south-west-coast" } });
    const fromDistrict = await resolveRegion(db, user, new URLSearchParams({ district: "iv1" }));
    expect(fromDistrict).toMatchObject({
      source: "district",
      place: "IV1",
      region: { id: "highlands-islands" },
    });
    expect((await resolveRegion(db, user, new URLSearchParams())).region.id).toBe("north-wales");
  });

  it("gives a visitor the baseline, or their district's region", async () => {
    expect((await resolveRegion(db, null, new URLSearchParams())).region.id).toBe("south-central");
    expect(
      (await resolveRegion(db, null, new URLSearchParams({ district: "TR18 4AA" }))).region.id,
    ).toBe("south-west-coast");
  });

  it("says when a district is not found, keeping what was typed", async () => {
    const shown = await resolveRegion(db, null, new URLSearchParams({ district: "Narnia" }));
    expect(shown).toMatchObject({
      source: "default",
      districtError: regionMessages.districtNotFound,
      districtTyped: "Narnia",
    });
  });
});

describe("harvest dates and reminders in the member's region", () => {
  // Lettuce: 45 days to harvest from sowing. The highlands run 3 weeks behind the baseline.
  const add = (user: CurrentUser) =>
    changePlantings(
      db,
      user,
      form({
        intent: PLANTING_INTENTS.add,
        plantName: "Lettuce",
        plantedDate: "2027-04-01",
        category: "Salads",
        remindAtHarvest: "on",
      }),
    );

  it("suggests the baseline date before a region is saved", async () => {
    const user = await createTestMember(services, { member: false });
    await add(user);
    expect((await harvestDateOf(user, "Lettuce")).date).toBe("2027-05-16");
  });

  it("moves a suggested date by the member's region, but never a date they typed", async () => {
    const user = await createTestMember(services, { member: false });
    await chooseRegion(user, "highlands-islands");
    await add(user);
    expect((await harvestDateOf(user, "Lettuce")).date).toBe("2027-06-06");

    const typed = await createTestMember(services, { member: false });
    await chooseRegion(typed, "highlands-islands");
    await changePlantings(
      db,
      typed,
      form({
        intent: PLANTING_INTENTS.add,
        plantName: "Lettuce",
        plantedDate: "2027-04-01",
        expectedHarvestDate: "2027-05-20",
        category: "Salads",
      }),
    );
    expect((await harvestDateOf(typed, "Lettuce")).date).toBe("2027-05-20");
  });

  describe("the morning reminder, with the clock moved", () => {
    let deliveredBefore = 0;
    beforeEach(async () => {
      deliveredBefore = (await services.mail.delivered()).length;
    });
    const remindersTo = async (user: CurrentUser) =>
      (await services.mail.delivered())
        .slice(deliveredBefore)
        .filter((email) => email.to === user.email && /ready to harvest/.test(email.subject));

    it("comes on the region's date, not the baseline's", async () => {
      const user = await createTestMember(services, { member: false });
      await chooseRegion(user, "highlands-islands");
      await add(user);
      const { id } = await harvestDateOf(user, "Lettuce");

      // 07:00 in the UK (BST) on the baseline's date, 16 May 2027: not yet in the highlands.
      const baselineMorning = await sendDueHarvestReminders(
        services,
        new Date("2027-05-16T06:00:00Z"),
      );
      expect(baselineMorning.sent).not.toContain(id);
      expect(await remindersTo(user)).toEqual([]);

      // The day before the region's date: still nothing.
      expect(
        (await sendDueHarvestReminders(services, new Date("2027-06-05T06:00:00Z"))).sent,
      ).not.toContain(id);

      // 07:00 on 6 June 2027, three weeks on: the reminder goes.
      const regionMorning = await sendDueHarvestReminders(
        services,
        new Date("2027-06-06T06:00:00Z"),
      );
      expect(regionMorning.sent).toContain(id);
      expect(await remindersTo(user)).toHaveLength(1);
    });
  });
});

describe("the account", () => {
  it("exports the saved region and deletes it with the account", async () => {
    const user = await createTestMember(services, { member: false });
    await chooseRegion(user, "lowland-scotland-ni");
    const exported = await exportAccountData(db, user.id, accountSteps.export);
    expect(exported?.growingRegion).toMatchObject({ region: "lowland-scotland-ni" });

    const storage = new LocalFileStorage(services.env.dataDir);
    await deleteAccount({ db, storage, logger: services.logger }, user.id, accountSteps.deletion);
    expect(
      await db.select().from(plantingRegions).where(eq(plantingRegions.userId, user.id)),
    ).toEqual([]);
  });
});
