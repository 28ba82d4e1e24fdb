import { describe, it } from "vitest";
import { committedIsHeardRolledBackIsNot } from "../../tests/factories/live-delivery";
import { setupTestDatabase } from "../../tests/test-database";

const getDatabase = setupTestDatabase();

describe("publishLive", () => {
  it("is heard when its transaction commits, and not when it rolls back", async () => {
    await committedIsHeardRolledBackIsNot(getDatabase());
  });
});
