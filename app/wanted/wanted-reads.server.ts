import {
  type AnyColumn,
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNull,
  lte,
  ne,
  notInArray,
  type SQL,
  sql,
} from "drizzle-orm";
import { escapeLike, isListingId, type SearchOrigin } from "~/listings/listing-query.server";
import { METRES_PER_MILE } from "~/listings/listing-summary";
import { ukToday } from "~/planting/uk-calendar";
import type { Db } from "~/server/db/database.server";
import { wantedPosts } from "./wanted.table";
import { WantedError } from "./wanted-errors";
import { wantedMessages } from "./wanted-text";

// Reading wanted posts (decision 0090): the Wanted tab of /listings, the city pages, a member's
// own posts, and the conditions every public list shares.

export const WANTED_PAGE_SIZE = 24;

/** The city page's "Wanted near" section shows at most this many. */
export const CITY_WANTED_POSTS = 6;

/** What the Wanted tab and city pages filter by: the /listings filters that make sense here. */
export interface WantedSearch {
  search?: string;
  category?: string;
  /** Place text that names no known place (an old saved search's): matched in the label. */
  location?: string;
  origin?: SearchOrigin;
  /** Members whose posts the viewer does not see (those they blocked, decision 0074). */
  hiddenOwners?: readonly string[];
}

const point = sql`${wantedPosts.earthPoint}`;

function originPoint(origin: Pick<SearchOrigin, "latitude" | "longitude">): SQL {
  return sql`ll_to_earth(${origin.latitude}::float8, ${origin.longitude}::float8)`;
}

/** Within `miles` of a point: the box the GiST index answers, trimmed to a circle. */
export function wantedWithin(origin: Pick<SearchOrigin, "latitude" | "longitude">, miles: number) {
  const from = originPoint(origin);
  const metres = miles * METRES_PER_MILE;
  return and(
    sql`earth_box(${from}, ${metres}::float8) @> ${point}`,
    sql`sec_to_gc(cube_distance(${from}, ${point})) <= ${metres}::float8`,
  ) as SQL;
}

/** Open: not closed, not hidden by a moderator, and its last UK day not yet passed. */
export function openWanted(today: string): SQL {
  return and(
    isNull(wantedPosts.closedAt),
    isNull(wantedPosts.hiddenAt),
    gte(wantedPosts.expiresOn, today),
  ) as SQL;
}

export function wantedConditions(search: WantedSearch, today: string): SQL {
  const conditions: SQL[] = [openWanted(today)];
  if (search.search) {
    const text = `%${escapeLike(search.search.toLowerCase())}%`;
    conditions.push(
      sql`lower(${wantedPosts.title} || E'\n' || coalesce(${wantedPosts.note}, '')) like ${text}`,
    );
  }
  if (search.category && search.category !== "All") {
    conditions.push(eq(wantedPosts.category, search.category));
  }
  if (search.location) {
    conditions.push(ilike(wantedPosts.location, `%${escapeLike(search.location)}%`));
  }
  if (search.origin) conditions.push(wantedWithin(search.origin, search.origin.withinMiles));
  if (search.hiddenOwners?.length) {
    conditions.push(notInArray(wantedPosts.userId, [...search.hiddenOwners]));
  }
  return and(...conditions) as SQL;
}

/** A wanted post as the lists show it: never its member's email or any place finer than its district. */
export interface WantedCard {
  id: string;
  userId: string;
  title: string;
  category: string;
  location: string;
  note: string | null;
  expiresOn: string;
  createdAt: string;
}

const cardColumns = {
  id: wantedPosts.id,
  userId: wantedPosts.userId,
  title: wantedPosts.title,
  category: wantedPosts.category,
  location: wantedPosts.location,
  note: wantedPosts.note,
  expiresOn: wantedPosts.expiresOn,
  createdAt: wantedPosts.createdAt,
};

function asCard(row: { createdAt: Date } & Omit<WantedCard, "createdAt">): WantedCard {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export interface WantedPage {
  posts: WantedCard[];
  total: number;
  page: number;
  pageCount: number;
}

/** One page of open wanted posts matching `search`, newest first. */
export async function searchWantedPosts(
  db: Db,
  search: WantedSearch,
  options: { page?: number; pageSize?: number; now?: Date } = {},
): Promise<WantedPage> {
  const pageSize = options.pageSize ?? WANTED_PAGE_SIZE;
  const where = wantedConditions(search, ukToday(options.now ?? new Date()));
  const [counted] = await db.select({ total: count() }).from(wantedPosts).where(where);
  const total = counted?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.floor(options.page ?? 1)), pageCount);
  const rows = await db
    .select(cardColumns)
    .from(wantedPosts)
    .where(where)
    .orderBy(desc(wantedPosts.createdAt), desc(wantedPosts.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { posts: rows.map(asCard), total, page, pageCount };
}

export type OwnWantedState = "open" | "closed" | "expired" | "hidden";

export interface OwnWantedPost extends WantedCard {
  state: OwnWantedState;
  hiddenReason: string | null;
}

/** A member's own posts, newest first, each with where it stands. */
export async function listOwnWantedPosts(
  db: Db,
  userId: string,
  now: Date = new Date(),
): Promise<OwnWantedPost[]> {
  const today = ukToday(now);
  const rows = await db
    .select({
      ...cardColumns,
      closedAt: wantedPosts.closedAt,
      hiddenAt: wantedPosts.hiddenAt,
      hiddenReason: wantedPosts.hiddenReason,
    })
    .from(wantedPosts)
    .where(eq(wantedPosts.userId, userId))
    .orderBy(desc(wantedPosts.createdAt), desc(wantedPosts.id));
  return rows.map(({ closedAt, hiddenAt, hiddenReason, ...row }) => ({
    ...asCard(row),
    hiddenReason,
    state:
      hiddenAt !== null
        ? "hidden"
        : closedAt !== null
          ? "closed"
          : row.expiresOn < today
            ? "expired"
            : "open",
  }));
}

/** One of `user`'s posts, for its edit form: 404 when there is none, 403 when it is another's. */
export async function findOwnWantedPost(db: Db, user: { id: string }, id: string) {
  if (!isListingId(id)) throw new WantedError(wantedMessages.notFound, 404);
  const [row] = await db
    .select({ ...cardColumns, closedAt: wantedPosts.closedAt })
    .from(wantedPosts)
    .where(eq(wantedPosts.id, id));
  if (!row) throw new WantedError(wantedMessages.notFound, 404);
  if (row.userId !== user.id) throw new WantedError(wantedMessages.forbidden, 403);
  const { closedAt, ...card } = row;
  return { ...asCard(card), closed: closedAt !== null };
}

/** What a saved search's alert asks of the wanted posts (decision 0090), as of the listings. */
export interface NewWantedWindow {
  from: Date;
  /** …to this, which is also the run's clock for expiry. */
  to: Date;
  /** The saved search's member: never alerted to their own posts. */
  excludeUserId: string;
  /** A further condition on the post's id (the alerts' 'not sent before'). */
  unless?: (wantedPostId: AnyColumn) => SQL;
  limit: number;
}

/** The open wanted posts a search matches that were posted in a window, newest first. */
export function newWantedPosts(db: Db, search: WantedSearch, window: NewWantedWindow) {
  return db
    .select({ id: wantedPosts.id, title: wantedPosts.title, location: wantedPosts.location })
    .from(wantedPosts)
    .where(
      and(
        wantedConditions(search, ukToday(window.to)),
        gte(wantedPosts.createdAt, window.from),
        lte(wantedPosts.createdAt, window.to),
        ne(wantedPosts.userId, window.excludeUserId),
        window.unless?.(wantedPosts.id),
      ),
    )
    .orderBy(desc(wantedPosts.createdAt), desc(wantedPosts.id))
    .limit(window.limit);
}
