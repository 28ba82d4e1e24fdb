import { describe, it } from "vitest";
import { raceForOneMembersLimit, raceForTheLastPortion } from "../../tests/factories/handover-race";
import { handoverKit } from "../../tests/factories/test-handover";

// Parallel reservations of the last portion on the embedded database; the PostgreSQL twin is
// handover-race.postgres.test.ts.

const kit = handoverKit();

describe("reserving the last portion at once", () => {
  it("gives exactly one winner", async () => {
    await raceForTheLastPortion(kit, 6);
  });
  it("lets one member pass a fair-share limit on no listing, however many reserve at once", async () => {
    await raceForOneMembersLimit(kit, 5, 2);
  });
});
