import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { profiles } from "~/accounts/accounts.table";
import type { Member } from "~/membership/member-gate.server";
import type { Db } from "~/server/db/database.server";
import { createAdmittedMember } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import { MAX_SAVED_SEARCHES, savedSearchMessages } from "./saved-search-schema";
import { listSavedSearches, SavedSearchError, saveNeedSearches } from "./saved-searches.server";
import { savedSearches } from "./saved-searches.table";

// 'Save a search for our needs' (issue 17 part 5): one click saves a daily search per need for an
// approved food-bank organisation, and for nobody else.

const getDatabase = setupTestDatabase();
let db: Db;

beforeAll(() => {
  db = getDatabase().db;
});

/** An admitted account made a food-bank organisation, as an approved sign-up leaves it. */
async function foodBankOrganisation(): Promise<Member> {
  const member = await createAdmittedMember(createTestServices(getDatabase()));
  await db
    .update(profiles)
    .set({ isOrganization: true, organizationType: "food-bank" })
    .where(eq(profiles.id, member.id));
  return {
    ...member,
    profile: { ...member.profile, isOrganization: true, organizationType: "food-bank" },
  } as Member;
}

const needs = [{ search: "potato" }, { search: "apple" }, { category: "Vegetables" }];

describe("saving searches for a food bank's needs", () => {
  it("saves a daily search around the food bank for each need, and skips those already saved", async () => {
    const organisation = await foodBankOrganisation();
    const first = await saveNeedSearches(db, organisation, { near: "LS6", withinMiles: 10, needs });
    expect(first).toEqual({ saved: 3, alreadySaved: 0, overLimit: 0 });
    const saved = await listSavedSearches(db, organisation.id);
    expect(saved).toHaveLength(3);
    expect(saved.every((search) => search.frequency === "daily")).toBe(true);
    expect(
      saved.every((search) => search.filters.near === "LS6" && search.filters.within === 10),
    ).toBe(true);
    const again = await saveNeedSearches(db, organisation, { near: "LS6", withinMiles: 10, needs });
    expect(again).toEqual({ saved: 0, alreadySaved: 3, overLimit: 0 });
  });

  it("keeps to the limit of saved searches, counting what did not fit", async () => {
    const organisation = await foodBankOrganisation();
    const many = Array.from({ length: MAX_SAVED_SEARCHES + 2 }, (_, index) => ({
      search: `item${index}`,
    }));
    const tally = await saveNeedSearches(db, organisation, {
      near: "BN1",
      withinMiles: 10,
      needs: many,
    });
    expect(tally).toEqual({ saved: MAX_SAVED_SEARCHES, alreadySaved: 0, overLimit: 2 });
  });

  it("refuses a personal member with 403 and saves nothing", async () => {
    const person = await createAdmittedMember(createTestServices(getDatabase()));
    const refused = saveNeedSearches(db, person, { near: "LS6", withinMiles: 10, needs });
    await expect(refused).rejects.toBeInstanceOf(SavedSearchError);
    await expect(refused).rejects.toMatchObject({
      status: 403,
      message: savedSearchMessages.foodBanksOnly,
    });
    expect(
      await db.select().from(savedSearches).where(eq(savedSearches.userId, person.id)),
    ).toEqual([]);
  });
});
