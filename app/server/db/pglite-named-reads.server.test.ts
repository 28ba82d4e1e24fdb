import { PGlite, types } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { boolean, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apartFromNamedReads, withNamedReads } from "./pglite-named-reads.server";

// Runs on an embedded PGlite of its own whatever TEST_DATABASE_URL says: this is PGlite's path.

let pglite: PGlite;

beforeAll(async () => {
  pglite = await PGlite.create();
  await pglite.exec(`
    create table plots (
      id text primary key,
      holder text,
      sown_at timestamptz not null,
      watered boolean not null,
      rows integer,
      crops text[] not null,
      notes jsonb
    );
    insert into plots values
      ('a', 'Ada', '2026-03-01 09:30:00.123+00', true, 4, '{beans,"runner beans"}', '{"soil":"clay"}'),
      ('b', null, '2026-04-15 18:00:00+00', false, null, '{}', null);
  `);
});

afterAll(async () => {
  await pglite.close();
});

/** The parsers Drizzle hands PGlite with every query (timestamps left as text). */
const drizzleLike = {
  parsers: {
    [types.TIMESTAMP]: (value: string) => value,
    [types.TIMESTAMPTZ]: (value: string) => value,
  },
};

const byHolder = "select id, holder, sown_at, watered, rows, crops, notes from plots where id = $1";

async function preparedStatements(): Promise<string[]> {
  const result = await pglite.query<{ name: string }>(
    "select name from pg_prepared_statements order by name",
  );
  return result.rows.map((row) => row.name);
}

describe("a named read on PGlite", () => {
  it("answers exactly as PGlite's own query does, as arrays and as objects", async () => {
    const reads = withNamedReads(pglite);
    reads.name(byHolder);
    for (const id of ["a", "b", "missing"]) {
      for (const options of [
        { rowMode: "array" as const, ...drizzleLike },
        { rowMode: "object" as const, ...drizzleLike },
        { rowMode: "object" as const },
      ]) {
        const named = await reads.client.query(byHolder, [id], options);
        const own = await pglite.query(byHolder, [id], options);
        expect(named.rows).toEqual(own.rows);
        expect(named.fields).toEqual(own.fields);
      }
    }
    const [row] = (await reads.client.query<Record<string, unknown>>(byHolder, ["a"], drizzleLike))
      .rows;
    expect(row).toMatchObject({
      sown_at: "2026-03-01 09:30:00.123+00",
      watered: true,
      rows: 4,
      crops: ["beans", "runner beans"],
      notes: { soil: "clay" },
    });
  });

  it("is prepared in the database once, and only named SQL is", async () => {
    await pglite.exec("deallocate all");
    const reads = withNamedReads(pglite);
    reads.name(byHolder);
    for (let run = 0; run < 3; run++) await reads.client.query(byHolder, ["a"]);
    await reads.client.query("select count(*) from plots where id = $1", ["a"]);
    expect(await preparedStatements()).toEqual([expect.stringMatching(/^glut_read_\d+$/)]);
  });

  it("prepares again when the statement has gone", async () => {
    const reads = withNamedReads(pglite);
    reads.name(byHolder);
    await reads.client.query(byHolder, ["a"]);
    await pglite.exec("deallocate all");
    const again = await reads.client.query<{ id: string }>(byHolder, ["b"]);
    expect(again.rows.map((row) => row.id)).toEqual(["b"]);
  });

  it("fails as PGlite does on bad input, and the connection stays usable", async () => {
    const reads = withNamedReads(pglite);
    const byRows = "select id from plots where rows = $1";
    reads.name(byRows);
    const named = await reads.client.query(byRows, ["four"]).catch((error: unknown) => error);
    const own = await pglite.query(byRows, ["four"]).catch((error: unknown) => error);
    expect(named).toBeInstanceOf(Error);
    expect(named).toMatchObject({
      code: (own as { code: string }).code,
      message: (own as Error).message,
      query: byRows,
      params: ["four"],
    });
    expect((await reads.client.query<{ id: string }>(byRows, [4])).rows).toEqual([{ id: "a" }]);
  });

  it("waits for another caller's open transaction rather than running inside it", async () => {
    const reads = withNamedReads(pglite);
    reads.name(byHolder);
    let answered = false;
    let answer: Promise<{ rows: unknown[] }> | undefined;
    await pglite.transaction(async (tx) => {
      await tx.query("insert into plots values ('c', 'Cy', now(), false, 1, '{}', null)");
      answer = reads.client.query(byHolder, ["c"]).then((result) => {
        answered = true;
        return result;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(answered).toBe(false);
      await tx.rollback();
    });
    expect((await answer)?.rows).toEqual([]);
  });

  it("takes only reads", () => {
    const reads = withNamedReads(pglite);
    expect(() => reads.name("delete from plots where id = $1")).toThrow(/only a read/i);
  });

  it("serves Drizzle: a prepared select through the client gives Drizzle's own rows", async () => {
    const plots = pgTable("plots", {
      id: text("id").primaryKey(),
      holder: text("holder"),
      sownAt: timestamp("sown_at", { withTimezone: true }).notNull(),
      watered: boolean("watered").notNull(),
      rows: integer("rows"),
      crops: text("crops").array().notNull(),
      notes: jsonb("notes"),
    });
    const reads = withNamedReads(pglite);
    const named = drizzle({ client: reads.client as PGlite });
    const plain = drizzle(pglite);
    const build = (db: typeof plain) =>
      db
        .select()
        .from(plots)
        .where(sql`${plots.id} = ${sql.placeholder("id")}`)
        .prepare("plot_by_id");
    await pglite.exec("deallocate all");
    const prepared = build(named);
    reads.name(prepared.getQuery().sql);
    const viaNamed = await prepared.execute({ id: "a" });
    expect(viaNamed).toEqual(await build(plain).execute({ id: "a" }));
    expect(viaNamed[0]?.sownAt).toEqual(new Date("2026-03-01T09:30:00.123Z"));
    expect(await preparedStatements()).toHaveLength(1);
  });
});

/** Counts the statements PGlite runs from here on (installed beneath the named reads' own count). */
function countRuns(db: PGlite): () => number {
  const run = db.execProtocolRawSync.bind(db);
  let runs = 0;
  db.execProtocolRawSync = (message: Uint8Array) => {
    runs += 1;
    return run(message);
  };
  return () => runs;
}

describe("a named read's answer, kept while nothing else runs", () => {
  let db: PGlite;
  let runs: () => number;

  beforeAll(async () => {
    db = await PGlite.create();
    await db.exec(`
      create table beds (id text primary key, crop text, sown int);
      insert into beds values ('a', 'leeks', 1), ('b', 'kale', 2);
    `);
    runs = countRuns(db);
  });

  afterAll(async () => {
    await db.close();
  });

  const cropOf = "select crop from beds where id = $1";

  it("is given again without asking Postgres, for the same values only", async () => {
    const reads = withNamedReads(db);
    reads.name(cropOf);
    expect((await reads.client.query(cropOf, ["a"])).rows).toEqual([{ crop: "leeks" }]);
    const before = runs();
    expect((await reads.client.query(cropOf, ["a"])).rows).toEqual([{ crop: "leeks" }]);
    expect(runs()).toBe(before);
    expect((await reads.client.query(cropOf, ["b"])).rows).toEqual([{ crop: "kale" }]);
    expect(runs()).toBe(before + 1);
  });

  it("is read afresh after any other statement, however it was sent", async () => {
    const reads = withNamedReads(db);
    reads.name(cropOf);
    const crop = async () =>
      (await reads.client.query<{ crop: string }>(cropOf, ["a"])).rows[0]?.crop;
    expect(await crop()).toBe("leeks");
    // Through the same client (as Drizzle writes), PGlite's own query, exec and a transaction.
    await reads.client.query("update beds set crop = 'onions' where id = 'a'");
    expect(await crop()).toBe("onions");
    await db.query("update beds set crop = 'garlic' where id = 'a'");
    expect(await crop()).toBe("garlic");
    await db.exec("update beds set crop = 'shallots' where id = 'a'");
    expect(await crop()).toBe("shallots");
    await reads.client.transaction(async (tx) => {
      await tx.query("update beds set crop = 'chard' where id = 'a'");
    });
    expect(await crop()).toBe("chard");
    // Even a read not named counts: it could have called a function that writes.
    await db.query("select 1");
    const before = runs();
    await crop();
    expect(runs()).toBe(before + 1);
  });

  it("gives each caller rows of its own", async () => {
    const reads = withNamedReads(db);
    reads.name(cropOf);
    const first = await reads.client.query<{ crop: string }>(cropOf, ["b"]);
    (first.rows[0] as { crop: string }).crop = "changed by a caller";
    const second = await reads.client.query<{ crop: string }>(cropOf, ["b"]);
    expect(second.rows).toEqual([{ crop: "kale" }]);
  });

  it("is not kept when a transaction ran while it was waiting", async () => {
    const reads = withNamedReads(db);
    reads.name(cropOf);
    let answer: Promise<{ rows: unknown[] }> | undefined;
    await db.transaction(async (tx) => {
      await tx.query("update beds set crop = 'beetroot' where id = 'b'");
      answer = reads.client.query(cropOf, ["b"]);
    });
    expect((await answer)?.rows).toEqual([{ crop: "beetroot" }]);
    await db.query("update beds set crop = 'kale' where id = 'b'");
    expect((await reads.client.query(cropOf, ["b"])).rows).toEqual([{ crop: "kale" }]);
  });

  it("stays kept through the job queue's statements, but not through any other beside them", async () => {
    const reads = withNamedReads(db);
    reads.name(cropOf);
    await reads.client.query(cropOf, ["a"]);
    await apartFromNamedReads(() => db.query("select 1"));
    await reads.client.query(cropOf, ["a"]);
    expect(reads.answered).toEqual({ kept: 1, byPostgres: 1 });
    // Sent together, each waiting for PGlite's lock in turn: only the job queue's is apart.
    await Promise.all([
      apartFromNamedReads(() => db.query("select 2")),
      db.query("update beds set crop = 'parsnips' where id = 'a'"),
      apartFromNamedReads(() => db.query("select 3")),
    ]);
    expect((await reads.client.query(cropOf, ["a"])).rows).toEqual([{ crop: "parsnips" }]);
    expect(reads.answered).toEqual({ kept: 1, byPostgres: 2 });
  });

  it("refuses SQL whose answer changes without the tables changing", () => {
    const reads = withNamedReads(db);
    for (const sql of [
      "select crop from beds where sown < extract(day from now())",
      "select crop, random() from beds",
      "select current_timestamp, crop from beds",
      "select nextval('beds_seq')",
      "select current_setting('timezone')",
    ]) {
      expect(() => reads.name(sql), sql).toThrow(/may not read the clock/);
    }
    expect(() => reads.name('select count(*) from "pgboss"."job"')).toThrow(/job queue/);
    expect(() => reads.name("select crop, sown from beds where id = $1")).not.toThrow();
  });
});
