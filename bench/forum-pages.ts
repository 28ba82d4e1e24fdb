// Measures the forum for a member at scale: seeds N topics (default 100,000) across the
// categories, with a thread of replies on one of them, prints the plans and times of the
// category page's and the search's queries, then loads the pages (autocannon) and prints
// requests/s and p50/p95/p99 as Markdown tables.
//
// Run: npm run bench:forum [-- <topics>]          (PGlite in a throwaway folder)
//      BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_forum npm run bench:forum
// Settings (environment): BENCH_TOPICS (default 100000, or the first argument),
// BENCH_CONNECTIONS ("1,20"), BENCH_DURATION (seconds per run, 10), BENCH_PORT (4392),
// BENCH_KEEP_DATABASE=1 (keep the PostgreSQL database). The server, the member and the load
// runs are bench/page-bench.ts, shared with bench/listings-page.ts.
import { SEARCH_PAGE_SIZE, searchPageQuery } from "~/forum/forum-search.server";
import { categoryTopicsQuery, TOPICS_PAGE_SIZE } from "~/forum/forum-topics.server";
import { openBenchDatabase } from "./bench-database.ts";
import { markdownTable } from "./latency.ts";
import {
  commonSettings,
  finish,
  loadPages,
  log,
  machine,
  positiveInteger,
  warmUp,
  withServedMember,
} from "./page-bench.ts";

const settings = {
  ...commonSettings(4392),
  topics: positiveInteger(
    "The number of topics",
    process.argv[2] ?? process.env.BENCH_TOPICS,
    100_000,
  ),
};
const REPLIES = 250;

log(`Opening the ${settings.databaseUrl ? "PostgreSQL" : "PGlite"} benchmark database…`);
const database = await openBenchDatabase(settings.databaseUrl);
try {
  const started = Date.now();
  log(`Seeding ${settings.topics} topics…`);
  await database.exec(`
    insert into users (id, name, email) values ('bench-author', 'Bench', 'bench-author@example.org');
    insert into profiles (id, username) values ('bench-author', 'Bench Grower');`);
  const batch = 20_000;
  for (let from = 1; from <= settings.topics; from += batch) {
    const to = Math.min(settings.topics, from + batch - 1);
    await database.exec(`
      insert into forum_posts (category_id, user_id, title, content, created_at, last_activity_at, reply_count)
      select c.id, 'bench-author',
        (array['Blight on', 'Slugs in', 'Sowing', 'Saving seed of', 'Too many', 'Netting'])[1 + i % 6]
          || ' ' || (array['tomatoes', 'brassicas', 'courgettes', 'leeks', 'beans', 'kale', 'clubroot'])[1 + i % 7]
          || ' ' || i,
        'Topic ' || i || ': ' || (array['watering and mulching', 'raised beds', 'seed potatoes',
          'greenhouse shading', 'compost heaps', 'crop rotation', 'netting against pigeons'])[1 + i % 7]
          || '. What has worked for you on your allotment this year?',
        now() - make_interval(mins => i), now() - make_interval(mins => i), 0
      from generate_series(${from}, ${to}) as i
      join (select id, row_number() over (order by name) - 1 as n from forum_categories) c on c.n = i % 8;`);
    log(`  ${to} topics`);
  }
  const [topic] = await database.query<{ id: string }>(
    "select id from forum_posts order by last_activity_at desc limit 1",
  );
  await database.exec(`
    insert into forum_replies (post_id, user_id, content, created_at)
    select '${topic?.id}', 'bench-author', 'Reply ' || i || ': netting worked for me.', now() - make_interval(secs => ${REPLIES} - i)
    from generate_series(1, ${REPLIES}) as i;
    update forum_posts set reply_count = ${REPLIES} where id = '${topic?.id}';`);
  // One statement each: VACUUM cannot run inside the implicit transaction of a batch.
  await database.exec("vacuum analyze forum_posts");
  await database.exec("vacuum analyze forum_replies");
  const seconds = (Date.now() - started) / 1000;
  const [category] = await database.query<{ id: string; slug: string }>(
    "select id, slug from forum_categories order by name limit 1",
  );

  console.log(
    `## The forum, ${settings.topics.toLocaleString("en-GB")} topics on ${database.description}, ${new Date().toISOString().slice(0, 10)}\n`,
  );
  console.log(
    `${machine()}; one topic with ${REPLIES} replies; seeded in ${seconds.toFixed(0)} s.\n`,
  );

  const plans: string[][] = [];
  const explain = async (label: string, query: { sql: string; params: unknown[] }) => {
    const runs: number[] = [];
    let text = "";
    for (let i = 0; i < 3; i++) {
      const rows = await database.query<Record<string, string>>(
        `EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`,
        query.params,
      );
      text = rows.map((row) => row["QUERY PLAN"]).join("\n");
      runs.push(Number(text.match(/Execution Time: ([\d.]+)/)?.[1] ?? Number.NaN));
    }
    runs.sort((a, b) => a - b);
    const indexes = [...new Set(text.match(/forum_\w+_idx/g) ?? [])];
    plans.push([
      label,
      (runs[1] ?? Number.NaN).toFixed(2),
      indexes.map((name) => `\`${name}\``).join(", "),
      /Seq Scan on forum_posts/.test(text) ? "**yes**" : "no",
    ]);
  };
  const db = database.db;
  await explain(
    "category, page 1",
    categoryTopicsQuery(db, category?.id ?? "", TOPICS_PAGE_SIZE, 0).toSQL(),
  );
  await explain(
    "category, page 50",
    categoryTopicsQuery(db, category?.id ?? "", TOPICS_PAGE_SIZE, 49 * TOPICS_PAGE_SIZE).toSQL(),
  );
  await explain("search 'clubroot'", searchPageQuery(db, "clubroot", SEARCH_PAGE_SIZE, 0).toSQL());
  await explain(
    "search 'seed potatoes'",
    searchPageQuery(db, "seed potatoes", SEARCH_PAGE_SIZE, 0).toSQL(),
  );
  console.log("### Query plans (EXPLAIN ANALYZE; median of three)\n");
  console.log(markdownTable(["query", "ms", "indexes", "Seq Scan on forum_posts"], plans));

  await withServedMember(database, settings.port, async (session) => {
    const pages = [
      { label: "/forum (categories, latest)", path: "/forum" },
      { label: "category page 1", path: `/forum/category/${category?.slug}` },
      { label: "category page 50", path: `/forum/category/${category?.slug}?page=50` },
      { label: `topic, ${REPLIES} replies, page 1`, path: `/forum/post/${topic?.id}` },
      { label: "topic, last reply page", path: `/forum/post/${topic?.id}?page=13` },
      { label: "search 'clubroot'", path: "/forum?q=clubroot" },
      { label: "search 'seed potatoes'", path: "/forum?q=seed+potatoes" },
    ];
    await warmUp(
      session,
      pages.map((page) => page.path),
      10,
    );
    await loadPages(session, pages, settings, database, "the forum as a member");
  });
} finally {
  await finish(database, settings);
}
