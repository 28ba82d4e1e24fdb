import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { CurrentUser } from "~/accounts/current-user.server";
import { handoverRequests, handovers } from "~/handover/handover.table";
import type { HandoverRuleInput } from "~/handover/handover-rule-fields";
import { saveHandoverRules } from "~/handover/handover-rules.server";
import { createListing } from "~/listings/listing-writes.server";
import type { Member } from "~/membership/member-gate.server";
import { subscribers } from "~/membership/membership.table";
import type { AppServices } from "~/server/services.server";
import { configureNewcomerDays } from "~/trust/member-standing";
import { NEWCOMER_DAYS } from "~/trust/trust-limits";
import { setupTestDatabase } from "../test-database";
import { createRouteServices } from "./route-args";
import { listingInput } from "./test-listings";
import { admitTestMember, createTestMember } from "./test-members";

// The handover tests' common ground (decision 0087): a database, members, listings with a rule,
// verified organisations, and a past of collected handovers for the fair draw to weigh.

const DAY_MS = 24 * 60 * 60 * 1000;

export function handoverKit() {
  const getDatabase = setupTestDatabase();
  const kit = {
    services: undefined as unknown as AppServices,
    get db() {
      return kit.services.db;
    },
    async member(options: { username?: string } = {}): Promise<Member> {
      const user = await createTestMember(kit.services as never, options);
      return admitTestMember(kit.services as never, user);
    },
    /** A listing of `owner` under `rule` (first come, one portion, unless told otherwise). */
    async listing(
      owner: Member,
      rule: Partial<HandoverRuleInput> = {},
      now: Date = new Date(),
    ): Promise<string> {
      const input = listingInput();
      const full = { ...input, ...rule };
      const { id } = await createListing(kit.db, owner, full, [], now, null, (tx, listingId) =>
        saveHandoverRules(tx, listingId, full, now),
      );
      return id;
    },
    /** Makes `user` a verified organisation (a food bank or group). */
    async verifyOrganisation(user: Pick<CurrentUser, "id">): Promise<void> {
      await kit.db
        .update(subscribers)
        .set({
          isOrganization: true,
          verificationStatus: "approved",
          organizationVerifiedAt: new Date(),
        })
        .where(eq(subscribers.userId, user.id));
    },
    /** `n` collected handovers to `receiver`, collected `daysAgo` days before `now`. */
    async giveCollected(
      receiver: Pick<CurrentUser, "id">,
      n: number,
      daysAgo: number,
      now: Date = new Date(),
    ): Promise<void> {
      const at = new Date(now.getTime() - daysAgo * DAY_MS);
      for (let i = 0; i < n; i++) {
        await kit.db.insert(handovers).values({
          listingTitle: "Past courgettes",
          receiverId: receiver.id,
          status: "collected",
          reservedAt: at,
          collectedAt: at,
        });
      }
    },
    async requestRow(id: string) {
      const [row] = await kit.db.select().from(handoverRequests).where(eq(handoverRequests.id, id));
      return row;
    },
    async handoversOf(listingId: string) {
      return kit.db.select().from(handovers).where(eq(handovers.listingId, listingId));
    },
  };
  beforeAll(async () => {
    // Members minutes old are newcomers, whose conversation limits are lower; these tests ask
    // for many listings as one member, and the trust limits have their own tests.
    configureNewcomerDays(0);
    // With the database handle itself, for what listens on it (the live events' tests).
    kit.services = { ...createRouteServices(getDatabase()).services, database: getDatabase() };
  });
  // A test worker's files share their modules (vitest.config.ts): leave the setting as found.
  afterAll(() => configureNewcomerDays(NEWCOMER_DAYS));
  return kit;
}
