import { beforeAll, describe, expect, it } from "vitest";
import { exportAccountData } from "~/accounts/account-export.server";
import { accountSteps } from "~/composition/app-parts.server";
import { listingSchema } from "~/listings/listing-schema";
import { createListing } from "~/listings/listing-writes.server";
import type { Db } from "~/server/db/database.server";
import { createAdmittedMember } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import { messageSchema } from "./message-schema";
import { contactLister, replyToConversation } from "./message-sending.server";

const getDatabase = setupTestDatabase();
let services: ReturnType<typeof createTestServices>;
let db: Db;

beforeAll(() => {
  db = getDatabase().db;
  services = createTestServices(getDatabase());
});

describe("the data export", () => {
  it("holds the member's listings, membership and conversations, never the other person's email", async () => {
    const lister = await createAdmittedMember(services, { username: "Lister Lyn" });
    const asker = await createAdmittedMember(services, { username: "Asker Abi" });
    const listing = listingSchema.parse({
      name: "Gooseberries",
      category: "Fruits",
      type: "Swap",
      location: "York",
    });
    const { id } = await createListing(db, lister, listing);
    const sent = await contactLister(
      db,
      asker,
      id,
      messageSchema.parse({ message: "Swap for jam?" }),
    );
    await replyToConversation(
      db,
      lister,
      sent.conversationId,
      messageSchema.parse({ message: "Yes!" }),
    );

    const exported = (await exportAccountData(
      db,
      asker.id,
      accountSteps.export,
    )) as unknown as Record<string, unknown>;
    expect(exported.conversations).toEqual([
      expect.objectContaining({
        listingId: id,
        listingTitle: "Gooseberries",
        yourRole: "enquirer",
        messages: [
          expect.objectContaining({ from: "you", message: "Swap for jam?" }),
          expect.objectContaining({ from: "Lister Lyn", message: "Yes!" }),
        ],
      }),
    ]);
    expect(exported.listings).toEqual([]);
    expect(exported.membership).toMatchObject({
      subscription: expect.objectContaining({ subscribed: true, tier: "Premium" }),
    });
    expect(JSON.stringify(exported)).not.toContain(lister.email);
    expect(JSON.stringify(exported)).not.toContain(lister.id);

    const listerExport = (await exportAccountData(
      db,
      lister.id,
      accountSteps.export,
    )) as unknown as Record<string, unknown>;
    expect(listerExport.listings).toEqual([
      expect.objectContaining({
        id,
        name: "Gooseberries",
        type: "Swap",
        status: "active",
        photos: [],
      }),
    ]);
    expect(listerExport.conversations).toEqual([expect.objectContaining({ yourRole: "lister" })]);
  });
});
