import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { type CurrentUser, requireVerifiedEmail } from "~/accounts/current-user.server";
import { chosenPlace, listingCoordinates } from "~/listings/listing-place.server";
import { isListingId } from "~/listings/listing-query.server";
import type { Member } from "~/membership/member-gate.server";
import { ukToday } from "~/planting/uk-calendar";
import type { Db } from "~/server/db/database.server";
import type { AccountExportSection } from "~/server/domain";
import { spendAllowance } from "~/trust/allowances.server";
import { TrustLimitError } from "~/trust/trust-refusals";
import { wantedPosts } from "./wanted.table";
import { WantedError } from "./wanted-errors";
import type { WantedInput } from "./wanted-schema";
import { defaultWantedExpiry, wantedMessages } from "./wanted-text";

// Changing wanted posts (decision 0090): one function per operation. Posting needs the member
// gate's proof and counts against the same allowance as a listing (trust limits, 0071); only its
// member edits or closes a post, and a refusal changes nothing.

/** The place a member typed, as the stored label and its centre; never finer than a district. */
function placeValues(location: string) {
  const place = chosenPlace(location);
  if (!place) throw new WantedError(wantedMessages.locationUnknown, 400, "location");
  return { location: place.label, ...listingCoordinates(place.label) };
}

async function spend(tx: Db, member: CurrentUser, action: "listing-create" | "listing-edit") {
  await spendAllowance(tx, member, action).catch((error: unknown) => {
    throw error instanceof TrustLimitError
      ? new WantedError(error.message, error.status, undefined, { cause: error })
      : error;
  });
}

function values(input: WantedInput, now: Date) {
  return {
    title: input.title,
    category: input.category,
    note: input.note ?? null,
    expiresOn: input.expiresOn ?? defaultWantedExpiry(ukToday(now)),
    ...placeValues(input.location),
  };
}

/** Posts a wanted post for a member, counted against their listing allowance. */
export async function createWantedPost(
  db: Db,
  member: Member,
  input: WantedInput,
  now: Date = new Date(),
): Promise<{ id: string }> {
  requireVerifiedEmail(member);
  const row = values(input, now);
  return db.transaction(async (tx) => {
    await spend(tx as unknown as Db, member, "listing-create");
    const [created] = await tx
      .insert(wantedPosts)
      .values({ ...row, userId: member.id })
      .returning({ id: wantedPosts.id });
    if (!created) throw new Error("a wanted post was not stored");
    return created;
  });
}

/** Locks the post for the change and checks that `user` posted it (404, 403 otherwise). */
async function lockOwnWantedPost(tx: Db, user: CurrentUser, id: string) {
  if (!isListingId(id)) throw new WantedError(wantedMessages.notFound, 404);
  const [row] = await tx
    .select({ userId: wantedPosts.userId, closedAt: wantedPosts.closedAt })
    .from(wantedPosts)
    .where(eq(wantedPosts.id, id))
    .for("update");
  if (!row) throw new WantedError(wantedMessages.notFound, 404);
  if (row.userId !== user.id) throw new WantedError(wantedMessages.forbidden, 403);
  return row;
}

/** Its member edits a post; an edit counts as a listing's edit does. */
export async function updateWantedPost(
  db: Db,
  member: Member,
  id: string,
  input: WantedInput,
  now: Date = new Date(),
): Promise<void> {
  const row = values(input, now);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lockOwnWantedPost(t, member, id);
    requireVerifiedEmail(member);
    await spend(t, member, "listing-edit");
    await tx
      .update(wantedPosts)
      .set({ ...row, updatedAt: sql`now()` })
      .where(eq(wantedPosts.id, id));
  });
}

/**
 * Its member closes a post (found it, or no longer looking): it leaves every list at once. Anyone
 * may close what they posted, membership or not; closing twice changes nothing.
 */
export async function closeWantedPost(
  db: Db,
  user: CurrentUser,
  id: string,
  now: Date = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwnWantedPost(tx as unknown as Db, user, id);
    await tx
      .update(wantedPosts)
      .set({ closedAt: now, updatedAt: now })
      .where(and(eq(wantedPosts.id, id), isNull(wantedPosts.closedAt)));
  });
}

/** Account deletion's part: every wanted post of the account. */
export async function deleteUserWantedPosts(db: Db, userId: string): Promise<void> {
  await db.delete(wantedPosts).where(eq(wantedPosts.userId, userId));
}

/** "Download my data": each wanted post as its member wrote it. */
export const wantedAccountExport: AccountExportSection = {
  name: "wantedPosts",
  async collect(db, userId) {
    const rows = await db
      .select()
      .from(wantedPosts)
      .where(eq(wantedPosts.userId, userId))
      .orderBy(asc(wantedPosts.createdAt));
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      category: row.category,
      location: row.location,
      note: row.note,
      expiresOn: row.expiresOn,
      closedAt: row.closedAt?.toISOString() ?? null,
      hiddenReason: row.hiddenReason,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
  },
};
