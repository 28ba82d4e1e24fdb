import { AsyncLocalStorage } from "node:async_hooks";
import { type PGlite, protocol, type QueryOptions, type Results } from "@electric-sql/pglite";

// PGlite's own `query` sends each statement as six separate calls into WebAssembly (parse,
// describe, bind, describe, execute, sync), so Postgres parses and plans it every time, and when
// given parsers of its own (as Drizzle gives every query) it copies all of PGlite's 318 type
// parsers into a new object first. For the join that reads a member's session that came to about
// 600 µs of CPU; prepared once as a named statement and then run as one bind-execute-sync call
// into WebAssembly, 90 µs (docs/performance.md, 2026-11-28 (evening)). Only the few reads every
// member page makes are worth a named statement (`preparedQuery`): they are read-only, so they
// need none of what PGlite does around a write (syncing its files, large-object blobs).
//
// A named read's answer is also kept, and given again, until any other statement runs on this
// PGlite (decision 0065). The embedded database belongs to this one process (its data folder is
// locked), and every statement, whoever sends it (Drizzle, a transaction, pg-boss's adapter,
// LISTEN and NOTIFY), passes through PGlite's `execProtocolRawSync`: so while only named reads
// have run since an answer was read, the tables it read cannot have changed, and running it again
// would give the same rows. A named read must therefore not depend on anything but the tables and
// its values: no clock, no randomness, no sequence (`name` refuses such SQL). The job queue's own
// statements (pg-boss polls each queue every second) touch only its schema, which no named read
// may read, so they are run `apartFromNamedReads` and leave the answers kept.

const { serialize, messages } = protocol;

type Field = { name: string; dataTypeID: number };
type Parsers = NonNullable<QueryOptions["parsers"]>;

/** What Postgres said a prepared statement takes and returns. */
interface Shape {
  paramTypes: number[];
  fields: Field[];
}

interface NamedRead {
  name: string;
  shape?: Shape;
}

/** The client Drizzle is given: PGlite's, but a named read runs as one call. */
export interface PgliteClientWithNamedReads {
  query: PGlite["query"];
  transaction: PGlite["transaction"];
}

export interface NamedReads {
  client: PgliteClientWithNamedReads;
  /** From now on, a query with exactly this SQL is run as a named statement. */
  name(sql: string): void;
  /** How named reads were answered so far: from an answer kept, or by Postgres. */
  readonly answered: { kept: number; byPostgres: number };
}

function joined(parts: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

/** A statement whose cached plan is stale or gone is prepared afresh once, then run again. */
function wantsPreparingAgain(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === "26000" || (code === "0A000" && /cached plan/.test(String(error)));
}

/** Statement names are Postgres's, per connection: one count for the process keeps them apart. */
let statementsNamed = 0;

/** How many answers are kept at most between two changes (a few per signed-in member). */
const KEPT_ANSWERS_LIMIT = 5000;

/** SQL whose answer can change while the tables do not: never kept, so never named. */
const DEPENDS_ON_MORE_THAN_TABLES =
  /\b(now|clock_timestamp|statement_timestamp|transaction_timestamp|timeofday|random|gen_random_uuid|nextval|currval|setval|pg_\w+|txid_\w+|set_config|current_setting)\s*\(|\b(current_date|current_time|current_timestamp|localtime|localtimestamp|current_user|session_user)\b/i;

type Texts = (string | null)[][];

/** The schema of the job queue's tables (pg-boss), which `apartFromNamedReads` may change. */
export const JOB_QUEUE_SCHEMA = "pgboss";

const apart = new AsyncLocalStorage<true>();

/**
 * Runs `work`, whose statements change only the job queue's own tables, so that they leave the
 * named reads' kept answers as they are. Its statements are told apart by the asynchronous
 * context they run in, however long they wait for PGlite's locks.
 */
export function apartFromNamedReads<T>(work: () => T): T {
  return apart.run(true, work);
}

export function withNamedReads(pglite: PGlite): NamedReads {
  const reads = new Map<string, NamedRead>();

  // Counts every statement that is not a named read's: the answers kept belong to one count.
  let otherStatements = 0;
  let sendingNamedRead = false;
  const runOnPostgres = pglite.execProtocolRawSync.bind(pglite);
  pglite.execProtocolRawSync = (message: Uint8Array) => {
    if (!sendingNamedRead && !apart.getStore()) otherStatements += 1;
    return runOnPostgres(message);
  };
  let kept = { since: -1, answers: new Map<string, Texts>() };
  const answered = { kept: 0, byPostgres: 0 };
  // Drizzle keeps one options object per query it prepares: its parsers merged over PGlite's once.
  const mergedParsers = new WeakMap<Parsers, Parsers>();

  function parsersFor(options: QueryOptions | undefined): Parsers {
    const own = options?.parsers;
    if (!own) return pglite.parsers;
    let merged = mergedParsers.get(own);
    if (!merged) {
      merged = { ...pglite.parsers, ...own };
      mergedParsers.set(own, merged);
    }
    return merged;
  }

  /** One call into WebAssembly; PGlite reads the answers (and passes on any notification). */
  async function send(parts: Uint8Array[], sql: string, params: unknown[]) {
    try {
      // PGlite runs the statement before its promise is made, so the flag covers exactly it.
      sendingNamedRead = true;
      let answers: ReturnType<PGlite["execProtocolStream"]>;
      try {
        answers = pglite.execProtocolStream(joined(parts), { syncToFs: false });
      } finally {
        sendingNamedRead = false;
      }
      return await answers;
    } catch (error) {
      // As PGlite's own query reports a failure, so callers see the same error either way.
      if (error instanceof messages.DatabaseError) {
        Object.assign(error, { query: sql, params, queryOptions: undefined });
      }
      throw error;
    }
  }

  async function prepare(read: NamedRead, sql: string, again: boolean): Promise<Shape> {
    const parts = [
      serialize.parse({ name: read.name, text: sql }),
      serialize.describe({ type: "S", name: read.name }),
      serialize.sync(),
    ];
    if (again) parts.unshift(serialize.close({ type: "S", name: read.name }));
    const answers = await send(parts, sql, []);
    const shape: Shape = { paramTypes: [], fields: [] };
    for (const answer of answers) {
      if (answer instanceof messages.ParameterDescriptionMessage) {
        shape.paramTypes = answer.dataTypeIDs;
      } else if (answer instanceof messages.RowDescriptionMessage) {
        shape.fields = answer.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID }));
      }
    }
    read.shape = shape;
    return shape;
  }

  async function execute<T>(
    read: NamedRead,
    sql: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const shape = read.shape ?? (await prepare(read, sql, false));
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = shape.paramTypes[index] ?? 0;
      const serializer = options?.serializers?.[type] ?? pglite.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const texts = await rowsAsText(read, sql, params, values);
    const parsers = parsersFor(options);
    const rows: unknown[] = [];
    // Parsed afresh each time, so no caller can change another's rows.
    for (const fields of texts) {
      const values = fields.map((text, index) => {
        const type = shape.fields[index]?.dataTypeID ?? 0;
        const parse = parsers[type] as ((text: string, type: number) => unknown) | undefined;
        if (text === null) return null;
        return parse ? parse(text, type) : text;
      });
      rows.push(
        options?.rowMode === "array"
          ? values
          : Object.fromEntries(shape.fields.map((field, index) => [field.name, values[index]])),
      );
    }
    return { rows: rows as T[], fields: shape.fields, affectedRows: 0 };
  }

  /** The rows' text, as kept since nothing else ran, or as Postgres gives it now. */
  async function rowsAsText(
    read: NamedRead,
    sql: string,
    params: unknown[],
    values: (string | null)[],
  ): Promise<Texts> {
    const key = `${read.name}\u0000${JSON.stringify(values)}`;
    if (kept.since === otherStatements) {
      const answer = kept.answers.get(key);
      if (answer) {
        answered.kept += 1;
        return answer;
      }
    }
    answered.byPostgres += 1;
    const asOf = otherStatements;
    const answers = await send(
      [serialize.bind({ statement: read.name, values }), serialize.execute({}), serialize.sync()],
      sql,
      params,
    );
    const texts: Texts = [];
    for (const answer of answers) {
      if (answer instanceof messages.DataRowMessage) texts.push(answer.fields);
    }
    if (asOf === otherStatements) {
      if (kept.since !== asOf || kept.answers.size >= KEPT_ANSWERS_LIMIT) {
        kept = { since: asOf, answers: new Map() };
      }
      kept.answers.set(key, texts);
    }
    return texts;
  }

  async function run<T>(
    read: NamedRead,
    sql: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    // Both of PGlite's locks, as its own query takes them: a statement must not land inside
    // another caller's open transaction on the one connection.
    return pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(async () => {
        try {
          return await execute<T>(read, sql, params, options);
        } catch (error) {
          if (!wantsPreparingAgain(error)) throw error;
          await prepare(read, sql, true);
          return execute<T>(read, sql, params, options);
        }
      }),
    );
  }

  const client: PgliteClientWithNamedReads = {
    query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
      const read = reads.get(sql);
      return read
        ? run<T>(read, sql, params ?? [], options)
        : pglite.query<T>(sql, params, options);
    },
    transaction: (work) => pglite.transaction(work),
  };

  return {
    client,
    answered,
    name(sql) {
      if (reads.has(sql)) return;
      if (!/^\s*select\b/i.test(sql)) {
        throw new Error("Only a read (a select) may run as a named statement on PGlite.");
      }
      if (sql.toLowerCase().includes(JOB_QUEUE_SCHEMA)) {
        throw new Error("A named read may not read the job queue's tables.");
      }
      if (DEPENDS_ON_MORE_THAN_TABLES.test(sql)) {
        throw new Error(
          "A named read is answered from what it read before while nothing else has run, so it may not read the clock, random numbers, sequences or settings.",
        );
      }
      statementsNamed += 1;
      reads.set(sql, { name: `glut_read_${statementsNamed}` });
    },
  };
}

// Keyed by the Drizzle handle (any object: the handle's type lives in database.server.ts, which
// imports this file).
const namedReadsOfDb = new WeakMap<object, NamedReads>();

/** Says that `db` runs on `reads`' client (database.server.ts, as it opens PGlite). */
export function attachNamedReads(db: object, reads: NamedReads): void {
  namedReadsOfDb.set(db, reads);
}

/** The named reads of a PGlite database handle; undefined on PostgreSQL or inside a transaction. */
export function namedReadsOf(db: object): NamedReads | undefined {
  return namedReadsOfDb.get(db);
}
