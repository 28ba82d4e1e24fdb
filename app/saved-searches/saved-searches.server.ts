import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import {
  type ListingFilters,
  parseListingFilters,
  type SearchRadius,
} from "~/listings/listing-schema";
import { meaningOfNear } from "~/listings/search-origin.server";
import type { Member } from "~/membership/member-gate.server";
import type { Db } from "~/server/db/database.server";
import type { AccountExportSection } from "~/server/domain";
import { describeSavedSearch } from "./saved-search-description";
import {
  type AlertFrequency,
  asListingFilters,
  MAX_SAVED_SEARCHES,
  savedSearchMessages,
} from "./saved-search-schema";
import { savedSearches } from "./saved-searches.table";

// Saving, listing, pausing and deleting a member's saved searches (decision 0049). Every change
// names the member it is for: another member's saved search is refused, never touched.

/** A refusal a page shows: 403 for another member's, 404 for one that is gone, 409 at the limit. */
export class SavedSearchError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = "SavedSearchError";
    this.status = status;
  }
}

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/** The filters a saved search keeps: 'Near me''s position becomes its district first. */
function filtersToSave(filters: ListingFilters) {
  const near = meaningOfNear(filters);
  const place =
    near.kind === "position"
      ? near.district?.label
      : near.kind === "place"
        ? near.place.label
        : filters.near;
  return {
    search: filters.search ?? null,
    category: filters.category,
    type: filters.type,
    near: place ?? null,
    withinMiles: filters.within,
  };
}

/**
 * Saves a search for the member, at most MAX_SAVED_SEARCHES each. A lock on the member (held
 * to the end of the transaction) covers the count and the insert, so two quick saves cannot
 * both pass at nine.
 */
export async function saveSearch(
  db: Db,
  member: Member,
  filters: ListingFilters,
  frequency: AlertFrequency,
  now: Date = new Date(),
): Promise<SavedSearchRow> {
  const values = filtersToSave(filters);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-searches:${member.id}`}))`);
    const same = await tx
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(
        and(
          eq(savedSearches.userId, member.id),
          values.search === null
            ? isNull(savedSearches.search)
            : eq(savedSearches.search, values.search),
          eq(savedSearches.category, values.category),
          eq(savedSearches.type, values.type),
          values.near === null ? isNull(savedSearches.near) : eq(savedSearches.near, values.near),
          values.near === null ? undefined : eq(savedSearches.withinMiles, values.withinMiles),
        ),
      );
    if (same.length > 0) throw new SavedSearchError(savedSearchMessages.duplicate, 409);
    const [held] = await tx
      .select({ total: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, member.id));
    if ((held?.total ?? 0) >= MAX_SAVED_SEARCHES) {
      throw new SavedSearchError(savedSearchMessages.limit, 409);
    }
    const [row] = await tx
      .insert(savedSearches)
      .values({ ...values, userId: member.id, frequency, alertFrom: now, createdAt: now })
      .returning();
    if (!row) throw new Error("saved search not stored");
    return row;
  });
}

export async function listSavedSearches(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
  return rows.map((row) => {
    const filters = asListingFilters(row);
    return {
      id: row.id,
      description: describeSavedSearch(filters),
      filters,
      frequency: row.frequency,
      paused: row.pausedAt !== null,
    };
  });
}

export type SavedSearchChange = "pause" | "resume" | "delete";

/** Pauses, resumes or deletes one of the member's own saved searches. */
export async function changeSavedSearch(
  db: Db,
  member: Member,
  id: string,
  change: SavedSearchChange,
  now: Date = new Date(),
): Promise<void> {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (!UUID.test(id)) throw new SavedSearchError(savedSearchMessages.notFound, 404);
  const [found] = await db
    .select({ userId: savedSearches.userId, pausedAt: savedSearches.pausedAt })
    .from(savedSearches)
    .where(eq(savedSearches.id, id));
  if (!found) throw new SavedSearchError(savedSearchMessages.notFound, 404);
  if (found.userId !== member.id) throw new SavedSearchError(savedSearchMessages.notYours, 403);
  const mine = and(eq(savedSearches.id, id), eq(savedSearches.userId, member.id));
  if (change === "delete") {
    await db.delete(savedSearches).where(mine);
  } else if (change === "pause") {
    await db
      .update(savedSearches)
      .set({ pausedAt: now })
      .where(and(mine, isNull(savedSearches.pausedAt)));
  } else if (found.pausedAt !== null) {
    // Resumed: what was listed while it was paused is not sent now, only what comes next.
    await db.update(savedSearches).set({ pausedAt: null, alertFrom: now }).where(mine);
  }
}

/** The email's unsubscribe link: pauses the saved search it was signed for, whoever clicks. */
export async function pauseSavedSearchById(db: Db, id: string, now: Date = new Date()) {
  const [row] = await db
    .update(savedSearches)
    .set({ pausedAt: sql`coalesce(${savedSearches.pausedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(savedSearches.id, id))
    .returning({ id: savedSearches.id });
  return row !== undefined;
}

/** Account deletion's part: the member's saved searches, and so what they were sent. */
export async function deleteUserSavedSearches(db: Db, userId: string): Promise<void> {
  await db.delete(savedSearches).where(eq(savedSearches.userId, userId));
}

/** "Download my data": each saved search's filters and emails setting. */
export const savedSearchesAccountExport: AccountExportSection = {
  name: "savedSearches",
  async collect(db, userId) {
    const rows = await db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId))
      .orderBy(asc(savedSearches.createdAt));
    return rows.map((row) => ({
      id: row.id,
      search: row.search,
      category: row.category,
      type: row.type,
      near: row.near,
      withinMiles: row.withinMiles,
      frequency: row.frequency,
      pausedAt: row.pausedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    }));
  },
};

/** One of a food bank's needs as a /listings search (food-banks/produce-needs.ts). */
export interface NeedSearch {
  search?: string;
  category?: string;
}

/**
 * 'Save a search for our needs' (issue 17): an approved food-bank organisation saves, in one go,
 * a daily search within `withinMiles` of the food bank's district for each need fresh produce can
 * meet. Searches already saved are skipped; the member's limit of 10 still holds, so the rest
 * are left unsaved and counted. Anyone else is refused with 403 and nothing saved.
 */
export async function saveNeedSearches(
  db: Db,
  member: Member,
  options: { near: string; withinMiles: SearchRadius; needs: readonly NeedSearch[]; now?: Date },
): Promise<{ saved: number; alreadySaved: number; overLimit: number }> {
  const { profile } = member;
  if (!profile.isOrganization || profile.organizationType !== "food-bank") {
    throw new SavedSearchError(savedSearchMessages.foodBanksOnly, 403);
  }
  if (options.needs.length === 0)
    throw new SavedSearchError(savedSearchMessages.noNeedsToSave, 400);
  const tally = { saved: 0, alreadySaved: 0, overLimit: 0 };
  for (const need of options.needs) {
    const filters = parseListingFilters(
      new URLSearchParams({
        ...(need.search ? { search: need.search } : {}),
        ...(need.category ? { category: need.category } : {}),
        near: options.near,
        within: String(options.withinMiles),
      }),
    );
    try {
      await saveSearch(db, member, filters, "daily", options.now);
      tally.saved += 1;
    } catch (error) {
      if (!(error instanceof SavedSearchError)) throw error;
      if (error.message === savedSearchMessages.duplicate) tally.alreadySaved += 1;
      else tally.overLimit += 1;
    }
  }
  return tally;
}
