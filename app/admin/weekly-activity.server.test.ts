import { describe, expect, it } from "vitest";
import { createTestMember } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import { CHART_WEEKS, weeklyActivity } from "./weekly-activity.server";

const getDatabase = setupTestDatabase();

describe("weekly activity", () => {
  it("gives 12 Monday-started weeks, the current one last, counting new members", async () => {
    const services = createTestServices(getDatabase());
    const before = await weeklyActivity(services.db);
    await createTestMember(services);
    await createTestMember(services);
    const after = await weeklyActivity(services.db);
    expect(after).toHaveLength(CHART_WEEKS);
    expect(new Date(`${after[0]?.week}T12:00:00Z`).getUTCDay()).toBe(1);
    expect((after.at(-1)?.members ?? 0) - (before.at(-1)?.members ?? 0)).toBe(2);
    // Nothing is dated in the future: a week far ahead counts nothing.
    const later = await weeklyActivity(services.db, new Date(Date.now() + 200 * 86_400_000));
    expect(later.at(-1)).toMatchObject({ members: 0, listings: 0, reports: 0 });
    // Twelve weeks on, this week has left the chart: its members are not counted in any week.
    const inTwelveWeeks = await weeklyActivity(services.db, new Date(Date.now() + 84 * 86_400_000));
    expect(inTwelveWeeks.reduce((sum, week) => sum + week.members, 0)).toBe(0);
  });
});
