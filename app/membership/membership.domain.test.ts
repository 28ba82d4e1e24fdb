import { eq } from "drizzle-orm";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { deleteAccount } from "~/accounts/account-deletion.server";
import { users } from "~/accounts/auth.table";
import { accountSteps } from "~/composition/app-parts.server";
import type { Db } from "~/server/db/database.server";
import type { AppServices } from "~/server/services.server";
import type { FileStorage } from "~/server/storage/file-storage";
import { createTestMember } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";

const getDatabase = setupTestDatabase();
let db: Db;
let services: ReturnType<typeof createTestServices>;

beforeAll(() => {
  db = getDatabase().db;
  services = createTestServices(getDatabase());
});

const storage = { deleteMany: async () => {} } as unknown as FileStorage;
const logger = pino({ level: "silent" });

function payments(forgetCustomer: (userId: string) => Promise<void>) {
  return { forgetCustomer } as unknown as AppServices["payments"];
}

async function exists(userId: string) {
  return (await db.select({ id: users.id }).from(users).where(eq(users.id, userId))).length === 1;
}

describe("deleting a member's account", () => {
  it("first has the payment provider forget the customer, so no renewal is charged", async () => {
    const member = await createTestMember(services);
    const forgotten: string[] = [];
    const pay = payments(async (userId) => {
      forgotten.push(userId);
    });
    await deleteAccount({ db, storage, logger, payments: pay }, member.id, accountSteps.deletion);
    expect(forgotten).toEqual([member.id]);
    expect(await exists(member.id)).toBe(false);
  });

  it("stops, deleting nothing, when the provider cannot stop the renewals", async () => {
    const member = await createTestMember(services);
    const pay = payments(async () => {
      throw new Error("Stripe is unreachable");
    });
    await expect(
      deleteAccount({ db, storage, logger, payments: pay }, member.id, accountSteps.deletion),
    ).rejects.toThrow("Stripe is unreachable");
    expect(await exists(member.id)).toBe(true);
  });
});
