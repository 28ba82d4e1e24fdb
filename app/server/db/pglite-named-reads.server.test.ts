import { PGlite, types } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { boolean, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withNamedReads } from "./pglite-named-reads.server";

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
