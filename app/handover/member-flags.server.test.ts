import { describe, expect, it } from "vitest";
import { insertHandover, insertThanks } from "../../tests/factories/collected-handovers";
import { createTestMember } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import { FLAG_THRESHOLDS, listFlaggedMembers } from "./member-flags.server";

const getDatabase = setupTestDatabase();
const DAY = 86_400_000;

describe("members flagged to moderators", () => {
  it("keeps its thresholds in one place: average 2 or less from 3 ratings, 2 no-shows in 90 days", () => {
    expect(FLAG_THRESHOLDS).toEqual({
      lowAverageRating: 2,
      minimumRatings: 3,
      noShows: 2,
      noShowDays: 90,
    });
  });

  it("flags a low average only from three ratings, by the rounded average, without hidden or demo ratings", async () => {
    const services = createTestServices(getDatabase());
    const { db } = services;
    const rater = await createTestMember(services);
    const low = await createTestMember(services, { username: "Low Lou" });
    const justAbove = await createTestMember(services);
    const tooFew = await createTestMember(services);
    const hiddenLow = await createTestMember(services);
    const demoLow = await createTestMember(services);
    // 1, 2, 3: exactly 2.0
    for (const rating of [1, 2, 3]) await insertThanks(db, rater.id, low.id, rating);
    // 2, 2, 3: 2.3
    for (const rating of [2, 2, 3]) await insertThanks(db, rater.id, justAbove.id, rating);
    for (const rating of [1, 1]) await insertThanks(db, rater.id, tooFew.id, rating);
    await insertThanks(db, rater.id, hiddenLow.id, 1, { hidden: true });
    for (const rating of [1, 1]) await insertThanks(db, rater.id, hiddenLow.id, rating);
    for (const rating of [1, 1, 1])
      await insertThanks(db, rater.id, demoLow.id, rating, { isDemo: true });

    const flags = await listFlaggedMembers(db);
    const ours = [low, justAbove, tooFew, hiddenLow, demoLow].map((member) => member.id);
    expect(flags.filter((flag) => ours.includes(flag.memberId))).toEqual([
      {
        memberId: low.id,
        name: "Low Lou",
        lowRating: { average: 2, count: 3 },
        recentNoShows: null,
      },
    ]);
  });

  it("flags two no-shows within 90 days, not one, nor one of two that is older", async () => {
    const services = createTestServices(getDatabase());
    const { db } = services;
    const giver = await createTestMember(services);
    const twice = await createTestMember(services, { username: "Absent Abe" });
    const once = await createTestMember(services);
    const longAgo = await createTestMember(services);
    const now = new Date();
    const noShow = { status: "cancelled" as const, noShow: true };
    await insertHandover(db, giver.id, twice.id, {
      ...noShow,
      reservedAt: new Date(now.getTime() - 89 * DAY),
    });
    await insertHandover(db, giver.id, twice.id, noShow);
    await insertHandover(db, giver.id, once.id, noShow);
    await insertHandover(db, giver.id, longAgo.id, noShow);
    await insertHandover(db, giver.id, longAgo.id, {
      ...noShow,
      reservedAt: new Date(now.getTime() - 91 * DAY),
    });

    const flags = await listFlaggedMembers(db, now);
    const ours = [twice, once, longAgo].map((member) => member.id);
    expect(flags.filter((flag) => ours.includes(flag.memberId))).toEqual([
      { memberId: twice.id, name: "Absent Abe", lowRating: null, recentNoShows: 2 },
    ]);
  });
});
