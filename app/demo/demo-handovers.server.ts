import { createDemoAccount, findDemoAccountIds } from "~/accounts/demo-accounts.server";
import { insertDemoHandover } from "~/handover/demo-handover-writes.server";
import { insertDemoListing } from "~/listings/demo-listing-writes.server";
import { ukCalendarDay } from "~/listings/relative-date";
import type { DemoSeeder } from "~/server/seed/demo-seeder";
import { demoHandovers, demoNeighbours } from "./demo-handovers";
import { demoMemberEmail, demoMemberIds, demoMembers } from "./demo-members.server";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const ukHourOf = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  hour: "numeric",
  hourCycle: "h23",
});

/** The moment `daysAgo` days before `now` at six in the evening, UK time, give or take an hour. */
function earlyEvening(now: Date, daysAgo: number): Date {
  const day = new Date(now.getTime() - daysAgo * DAY_MS);
  return new Date(day.getTime() + (18 - Number(ukHourOf.format(day))) * HOUR_MS);
}

/**
 * The demo's completed handovers (demo-handovers.ts): the receiving neighbours' accounts, the
 * listings that went (no longer on offer, so never in a list), and each handover's request,
 * pickup, collection and thanks, all dated before `now`. A giver or neighbour whose account is
 * missing (removed by staff, or its address taken) leaves that handover out.
 */
export const demoHandoversSeeder: DemoSeeder = {
  name: "demo-handovers",
  async run(db, { now }) {
    for (const neighbour of demoNeighbours) {
      await createDemoAccount(db, {
        email: demoMemberEmail(neighbour.key),
        username: neighbour.username,
        location: neighbour.city,
        joinedAt: new Date(now.getTime() - neighbour.joinedDaysAgo * DAY_MS),
      });
    }
    const givers = await demoMemberIds(db);
    const neighbours = await findDemoAccountIds(
      db,
      demoNeighbours.map((neighbour) => demoMemberEmail(neighbour.key)),
    );

    for (const handover of demoHandovers) {
      const giverId = givers.get(handover.giver);
      const receiverId = neighbours.get(demoMemberEmail(handover.receiver));
      const giver = demoMembers.find((member) => member.key === handover.giver);
      if (!giverId || !receiverId || !giver) continue;

      const collectedMarkedAt = earlyEvening(now, handover.collectedDaysAgo);
      const collectedAt = new Date(collectedMarkedAt.getTime() + 2 * HOUR_MS);
      const reservedAt = new Date(collectedMarkedAt.getTime() - 2 * DAY_MS);
      const requestedAt = new Date(reservedAt.getTime() - 5 * HOUR_MS);
      const listedAt = new Date(requestedAt.getTime() - 20 * HOUR_MS);

      const listingId = await insertDemoListing(
        db,
        {
          userId: giverId,
          ...handover.listing,
          location: `${giver.area}, ${giver.city}`,
          status: handover.listing.type === "Swap" ? "swapped" : "completed",
          createdAt: listedAt,
          updatedAt: collectedAt,
        },
        [],
      );
      if (!listingId) continue;
      await insertDemoHandover(db, {
        listingId,
        listingTitle: handover.listing.name,
        giverId,
        receiverId,
        requestNote: handover.requestNote,
        requestedAt,
        reservedAt,
        pickup: {
          date: ukCalendarDay(collectedMarkedAt),
          from: "17:30",
          until: "19:00",
          meetingPoint: handover.meetingPoint,
          proposedBy: handover.proposedBy === "giver" ? giverId : receiverId,
          agreedAt: new Date(reservedAt.getTime() + 3 * HOUR_MS),
        },
        collectedMarkedAt,
        collectedAt,
        thanks: [
          {
            fromId: receiverId,
            toId: giverId,
            ...handover.receiverThanks,
            createdAt: new Date(collectedAt.getTime() + 14 * HOUR_MS),
          },
          {
            fromId: giverId,
            toId: receiverId,
            ...handover.giverThanks,
            createdAt: new Date(collectedAt.getTime() + 16 * HOUR_MS),
          },
        ],
      });
    }
  },
};
