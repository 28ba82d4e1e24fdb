import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/server/db/database.server";
import { setupTestDatabase } from "../../tests/test-database";
import {
  SEARCH_COUNT_LIMIT,
  SEARCH_PAGE_SIZE,
  searchCountQuery,
  searchPageQuery,
} from "./forum-search.server";
import {
  categoryTopicCountQuery,
  categoryTopicsQuery,
  TOPICS_PAGE_SIZE,
} from "./forum-topics.server";

// The forum's two big reads must stay on their indexes at the size the issue names: a category
// page and the search, at 100,000 topics (the same plans on PGlite and on PostgreSQL).

const getDatabase = setupTestDatabase();
const TOPICS = 100_000;

async function plan(handle: DatabaseHandle, query: { sql: string; params: unknown[] }) {
  const text = `EXPLAIN ${query.sql}`;
  const rows =
    handle.kind === "pglite"
      ? (await handle.pglite.query<Record<string, string>>(text, query.params)).rows
      : (await handle.pool.query<Record<string, string>>(text, query.params)).rows;
  return rows.map((row) => row["QUERY PLAN"]).join("\n");
}

let categoryId = "";

describe(`the forum's plans at ${TOPICS.toLocaleString("en-GB")} topics`, () => {
  beforeAll(async () => {
    const { db } = getDatabase();
    await db.execute(
      sql`insert into users (id, name, email) values ('plan-author', 'Plan', 'plan@example.org')`,
    );
    await db.execute(sql`
      insert into forum_posts (category_id, user_id, title, content, created_at, last_activity_at, pinned, hidden_at)
      select c.id, 'plan-author',
        case when i % 1000 = 0 then 'Clubroot on my kale ' || i else 'Allotment question ' || i end,
        case when i % 700 = 0 then 'Leeks with rust, lot ' || i
          when i % 20 = 0 then 'Watering and mulching, note ' || i else 'Sowing diary, entry ' || i end,
        now() - make_interval(mins => i), now() - make_interval(mins => i),
        i % 5000 = 0, case when i % 50 = 0 then now() else null end
      from generate_series(1, ${TOPICS}) as i
      join (select id, row_number() over (order by name) - 1 as n from forum_categories) c on c.n = i % 8`);
    await db.execute(sql`vacuum analyze forum_posts`);
    const rows = (await db.execute(
      sql`select id from forum_categories order by name limit 1`,
    )) as unknown as { rows: { id: string }[] };
    categoryId = rows.rows[0]?.id ?? "";
  }, 600_000);

  it("reads a category page, first and deep, and its count by the category index", async () => {
    const { db } = getDatabase();
    for (const offset of [0, TOPICS_PAGE_SIZE * 40]) {
      const page = await plan(
        getDatabase(),
        categoryTopicsQuery(db, categoryId, TOPICS_PAGE_SIZE, offset).toSQL(),
      );
      expect(page, page).not.toMatch(/Seq Scan on forum_posts/);
      expect(page, page).toMatch(/forum_posts_category_activity_idx/);
    }
    const counted = await plan(getDatabase(), categoryTopicCountQuery(db, categoryId).toSQL());
    expect(counted, counted).not.toMatch(/Seq Scan on forum_posts/);
  });

  // Rare words are found through the GIN index. 'watering' is in one topic in twenty: only the
  // newest 1,000 matches are ranked, and the planner rightly walks the activity index for them
  // (about 20,000 rows) rather than gathering all 5,000 matches; never the whole table.
  it("searches through the GIN index, and never reads the whole table", async () => {
    const { db } = getDatabase();
    for (const q of ["clubroot", "leeks rust"]) {
      const page = await plan(getDatabase(), searchPageQuery(db, q, SEARCH_PAGE_SIZE, 0).toSQL());
      expect(page, page).not.toMatch(/Seq Scan on forum_posts/);
      expect(page, page).toMatch(/forum_posts_search_idx/);
    }
    const common = await plan(
      getDatabase(),
      searchPageQuery(db, "watering", SEARCH_PAGE_SIZE, 0).toSQL(),
    );
    expect(common, common).not.toMatch(/Seq Scan on forum_posts/);
    expect(common, common).toMatch(/forum_posts_(search|activity)_idx/);
    // The count stops at 201 matches: for a word in one topic in twenty the planner rightly reads
    // the table until it has them (about 4,000 rows); rarer words must be counted by the index.
    for (const q of ["clubroot", "leeks rust"]) {
      const counted = await plan(
        getDatabase(),
        searchCountQuery(db, q, SEARCH_COUNT_LIMIT + 1).toSQL(),
      );
      expect(counted, counted).not.toMatch(/Seq Scan on forum_posts/);
      expect(counted, counted).toMatch(/forum_posts_search_idx/);
    }
  });
});
