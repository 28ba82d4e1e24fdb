import { expect } from "vitest";
import {
  configureFairShareLimits,
  FairShareLimitError,
  type FairShareLimits,
  fairShareLimits,
} from "~/handover/fair-share-limits.server";
import { NoPortionLeftError } from "~/handover/handover-queue.server";
import { requestListing, reserveForRequester } from "~/handover/handover-requests.server";
import type { handoverKit } from "./test-handover";

/**
 * Several members ask for a listing with one portion left and the owner reserves for all of
 * them at once: exactly one reservation may win, every other is NoPortionLeftError. Shared by
 * the PGlite test and its PostgreSQL twin (*.postgres.test.ts), where the transactions truly
 * run side by side on a pool.
 */
export async function raceForTheLastPortion(kit: ReturnType<typeof handoverKit>, racers: number) {
  const owner = await kit.member();
  const listingId = await kit.listing(owner, { portions: 2 });
  const requests = [];
  for (let i = 0; i < racers + 1; i++) {
    requests.push(await requestListing(kit.db, await kit.member(), listingId, undefined));
  }
  const [taken, ...rest] = requests;
  await reserveForRequester(kit.db, owner, listingId, taken?.requestId ?? "");

  const outcomes = await Promise.allSettled(
    rest.map((request) => reserveForRequester(kit.db, owner, listingId, request.requestId)),
  );
  const won = outcomes.filter((outcome) => outcome.status === "fulfilled");
  const lost = outcomes.filter((outcome) => outcome.status === "rejected");
  expect(won).toHaveLength(1);
  expect(lost).toHaveLength(racers - 1);
  for (const outcome of lost) expect(outcome.reason).toBeInstanceOf(NoPortionLeftError);
  const rows = await kit.handoversOf(listingId);
  expect(rows.filter((row) => row.status === "reserved")).toHaveLength(2);
}

/**
 * One member asks for several listings and each owner reserves for them at the same moment,
 * with a limit of `limit` open reservations: exactly `limit` may win, every other is refused by
 * the limit, whatever the interleaving.
 */
export async function raceForOneMembersLimit(
  kit: ReturnType<typeof handoverKit>,
  listings: number,
  limit: number,
) {
  const asker = await kit.member();
  const offers: {
    owner: Awaited<ReturnType<typeof kit.member>>;
    listingId: string;
    requestId: string;
  }[] = [];
  for (let i = 0; i < listings; i++) {
    const owner = await kit.member();
    const listingId = await kit.listing(owner);
    const { requestId } = await requestListing(kit.db, asker, listingId, undefined);
    offers.push({ owner, listingId, requestId });
  }
  const outcomes = await withFairShareLimits({ openReservations: limit, itemsPerWeek: 50 }, () =>
    Promise.allSettled(
      offers.map((offer) =>
        reserveForRequester(kit.db, offer.owner, offer.listingId, offer.requestId),
      ),
    ),
  );
  const lost = outcomes.filter((outcome) => outcome.status === "rejected");
  expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(limit);
  for (const outcome of lost) expect(outcome.reason).toBeInstanceOf(FairShareLimitError);
}

async function withFairShareLimits<T>(limits: FairShareLimits, work: () => Promise<T>) {
  const before = fairShareLimits();
  configureFairShareLimits(limits);
  try {
    return await work();
  } finally {
    configureFairShareLimits(before);
  }
}
