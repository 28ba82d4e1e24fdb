import { and, count, desc, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import { forumPosts } from "./forum.table";
import { authorNamesOf } from "./forum-people.server";

// /forum?q=: PostgreSQL full-text search over titles and content (English stemming, so 'slugs'
// finds 'slug'), read through the GIN index on the generated tsvector. Snippets come from
// ts_headline with marker characters that are removed from the text first, so the only markers in
// its answer are ours; the page splits on them and renders text and <mark>, never HTML.

export const SEARCH_PAGE_SIZE = 20;
/** Matches are counted exactly up to here; past it the page says '200+'. */
export const SEARCH_COUNT_LIMIT = 200;

const START = "\uE000";
const STOP = "\uE001";

export interface HighlightPart {
  text: string;
  mark: boolean;
}

export interface SearchHit {
  id: string;
  title: HighlightPart[];
  snippet: HighlightPart[];
  authorId: string | null;
  authorName: string;
  categoryName: string;
  categorySlug: string;
  lastActivityAt: Date;
  replyCount: number;
}

export interface SearchResults {
  hits: SearchHit[];
  total: number;
  totalIsExact: boolean;
  page: number;
  pageCount: number;
}

/** Splits ts_headline's answer at our markers; an unmatched marker is simply dropped. */
export function splitHighlights(text: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let mark = false;
  for (const piece of text.split(new RegExp(`([${START}${STOP}])`, "u"))) {
    if (piece === START) mark = true;
    else if (piece === STOP) mark = false;
    else if (piece !== "") parts.push({ text: piece, mark });
  }
  return parts;
}

const query = (q: string) => sql`websearch_to_tsquery('english', ${q})`;

function matches(q: string): SQL {
  return and(sql`${forumPosts.search} @@ ${query(q)}`, isNull(forumPosts.hiddenAt)) as SQL;
}

/**
 * Ranking reads every candidate's tsvector, so only the newest matches are ranked: a common word
 * in 100,000 topics costs what a thousand do, and a search still finds the best of recent talk.
 */
export const SEARCH_RANK_WINDOW = 1000;

/** The page of matches, best first (then newest), before the snippets are made. */
export function searchPageQuery(db: Db, q: string, limit: number, offset: number) {
  const newest = db
    .select({
      id: forumPosts.id,
      search: forumPosts.search,
      lastActivityAt: forumPosts.lastActivityAt,
    })
    .from(forumPosts)
    .where(matches(q))
    .orderBy(desc(forumPosts.lastActivityAt), desc(forumPosts.id))
    .limit(SEARCH_RANK_WINDOW)
    .as("newest");
  return db
    .select({
      id: newest.id,
      rank: sql<number>`ts_rank_cd(${newest.search}, ${query(q)})`.as("rank"),
      lastActivityAt: newest.lastActivityAt,
    })
    .from(newest)
    .orderBy(sql`rank desc`, desc(newest.lastActivityAt), desc(newest.id))
    .limit(limit)
    .offset(offset);
}

export function searchCountQuery(db: Db, q: string, limit: number) {
  const capped = db.select({ one: sql`1` }).from(forumPosts).where(matches(q)).limit(limit);
  return db.select({ total: count() }).from(capped.as("capped"));
}

const clean = (column: SQL) => sql`translate(${column}, ${START + STOP}, '')`;
const options = (extra: string) => `StartSel=${START}, StopSel=${STOP}, ${extra}`;

export async function searchTopics(
  db: Db,
  q: string,
  requestedPage: number,
): Promise<SearchResults> {
  const [counted] = await searchCountQuery(db, q, SEARCH_COUNT_LIMIT + 1);
  const found = counted?.total ?? 0;
  const totalIsExact = found <= SEARCH_COUNT_LIMIT;
  const total = Math.min(found, SEARCH_COUNT_LIMIT);
  const pageCount = Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(requestedPage) || 1), pageCount);
  const ids = searchPageQuery(db, q, SEARCH_PAGE_SIZE, (page - 1) * SEARCH_PAGE_SIZE).as("page");
  // Snippets only for the page's twenty, joined back in rank order.
  interface Row {
    id: string;
    title: string;
    snippet: string;
    user_id: string | null;
    category_name: string;
    category_slug: string;
    last_activity_at: string | Date;
    reply_count: number;
  }
  const result = (await db.execute(sql`
    select p.id, p.user_id, p.reply_count, p.last_activity_at,
      c.name as category_name, c.slug as category_slug,
      ts_headline('english', ${clean(sql`p.title`)}, ${query(q)}, ${options("HighlightAll=true")}) as title,
      ts_headline('english', ${clean(sql`p.content`)}, ${query(q)},
        ${options('MaxWords=30, MinWords=12, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "')}) as snippet
    from ${ids}
    join forum_posts p on p.id = ${ids.id}
    join forum_categories c on c.id = p.category_id
    order by ${ids.rank} desc, p.last_activity_at desc, p.id desc`)) as unknown as { rows: Row[] };
  const list = result.rows;
  const nameOf = await authorNamesOf(
    db,
    list.map((row) => row.user_id),
  );
  return {
    total,
    totalIsExact,
    page,
    pageCount,
    hits: list.map((row) => ({
      id: row.id,
      title: splitHighlights(row.title),
      snippet: splitHighlights(row.snippet),
      authorId: row.user_id,
      authorName: nameOf(row.user_id),
      categoryName: row.category_name,
      categorySlug: row.category_slug,
      lastActivityAt: new Date(row.last_activity_at),
      replyCount: Number(row.reply_count),
    })),
  };
}
