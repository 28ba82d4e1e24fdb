import { describe, expect, it } from "vitest";
import { raceForOneMembersLimit, raceForTheLastPortion } from "../../tests/factories/handover-race";
import { handoverKit } from "../../tests/factories/test-handover";

// The race of handover-race.test.ts on a PostgreSQL server (collected only when
// TEST_DATABASE_URL names one, vitest.config.ts): there the pool runs the reservations' transactions
// side by side, and the listing's row lock (lockListingForHandover) is what leaves one winner.

const kit = handoverKit();

describe("reserving the last portion at once, on PostgreSQL", () => {
  it("gives exactly one winner", async () => {
    expect(kit.services.db).not.toBeUndefined();
    await raceForTheLastPortion(kit, 8);
  });
  it("lets one member pass a fair-share limit on no listing, however many reserve at once", async () => {
    await raceForOneMembersLimit(kit, 6, 2);
  });
});
