import { desc, eq, getTableColumns, notInArray, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "~/server/db/database.server";
import { CsvParseError } from "./csv-parser";
import { MissingColumnsError } from "./food-bank-columns";
import {
  type FoodBankInsert,
  ImportError,
  type ReadRows,
  type RowError,
  readFoodBankRows,
} from "./food-bank-rows";
import {
  describeSource,
  type FoodBankSource,
  parseSpreadsheetId,
  readSourceText,
  SourceError,
} from "./food-bank-source.server";
import { foodBanks, foodBanksSyncLog } from "./food-banks.table";

/**
 * Food-bank import (docs/decisions/0022). `full` makes the table match the source: rows that
 * are no longer in it are removed. `incremental` only adds and updates.
 */
export const syncTypes = ["full", "incremental"] as const;
export type SyncType = (typeof syncTypes)[number];

/** The specification's words when a sync fails (part 2 §8). */
export const SYNC_FAILED_MESSAGE = "Failed to sync food banks";
/** The specification's words when no spreadsheet id is given (part 2 §5). */
export const MISSING_SHEET_ID_MESSAGE = "Please provide a Google Sheets ID";

const UPSERT_BATCH = 500;
const MAX_ERROR_TEXT = 500;
/** One sync at a time: a second waits for the first to commit. */
const SYNC_LOCK_KEY = 727_001;

export interface SyncStats {
  /** Data rows read (blank rows are not counted). */
  recordsProcessed: number;
  recordsAdded: number;
  recordsUpdated: number;
  recordsRemoved: number;
  /** Rows skipped because they failed validation. */
  errors: number;
  /** Milliseconds. */
  duration: number;
}

/** The result shape of part 2 §3, with what the log also keeps. */
export interface SyncResult {
  success: boolean;
  message: string;
  error?: string;
  stats: SyncStats;
  rowErrors: RowError[];
  /** Valid rows whose city matched no seeded city: stored, but on no city page. */
  withoutCity: number;
}

export interface SyncDeps {
  db: Db;
  logger?: Pick<Logger, "info" | "error">;
  /** Google's address, or a stand-in (tests point it at a local server). */
  sheetsBaseUrl?: string;
}

const emptyStats = (): SyncStats => ({
  recordsProcessed: 0,
  recordsAdded: 0,
  recordsUpdated: 0,
  recordsRemoved: 0,
  errors: 0,
  duration: 0,
});

function sourceErrorText(error: unknown): string {
  if (
    error instanceof SourceError ||
    error instanceof ImportError ||
    error instanceof MissingColumnsError ||
    error instanceof CsvParseError
  ) {
    return error.message;
  }
  // A failed query's own message carries the whole statement and its values; its cause (the
  // database's error) says what went wrong.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const text = cause instanceof Error && cause.message ? cause.message : "Unknown error occurred";
  return text.length > MAX_ERROR_TEXT ? `${text.slice(0, MAX_ERROR_TEXT - 1)}…` : text;
}

function successMessage(stats: SyncStats, valid: number, withoutCity: number): string {
  const unchanged = valid - stats.recordsAdded - stats.recordsUpdated;
  const parts = [
    `Synced ${valid} food bank${valid === 1 ? "" : "s"}: ${stats.recordsAdded} added, ${stats.recordsUpdated} updated, ${unchanged} unchanged, ${stats.recordsRemoved} removed.`,
  ];
  if (stats.errors > 0) {
    parts.push(`${stats.errors} row${stats.errors === 1 ? " was" : "s were"} skipped with errors.`);
  }
  if (withoutCity > 0) {
    parts.push(
      `${withoutCity} food bank${withoutCity === 1 ? " matches" : "s match"} no city page.`,
    );
  }
  return parts.join(" ");
}

/** The columns an import writes (all but the keys and timestamps). */
const importedColumns = [
  "citySlug",
  "organisationName",
  "organisationAltName",
  "isVerified",
  "address",
  "postcode",
  "phoneNumber",
  "email",
  "url",
  "network",
  "neededItems",
  "excessItems",
  "parliamentaryConstituency",
  "mp",
] as const satisfies readonly (keyof FoodBankInsert)[];

const columns = getTableColumns(foodBanks);
const sqlNames = importedColumns.map((key) => columns[key].name);
/** In an upsert, `excluded.*` is the incoming row. */
const incomingValues = Object.fromEntries(
  importedColumns.map((key) => [key, sql.raw(`excluded.${columns[key].name}`)]),
);
const storedTuple = sql.raw(sqlNames.map((name) => `food_banks.${name}`).join(", "));
const incomingTuple = sql.raw(sqlNames.map((name) => `excluded.${name}`).join(", "));

/**
 * Reads the source, validates every row and writes the food banks in one transaction: upserts by
 * source id (only rows that changed are touched), and in a full sync removes the ones the source
 * no longer has. Every run is logged in food_banks_sync_log, in_progress → completed | failed.
 * Never throws for a bad source: the result says what went wrong.
 */
export async function syncFoodBanks(
  deps: SyncDeps,
  input: FoodBankSource,
  options: { syncType?: SyncType } = {},
): Promise<SyncResult> {
  const started = performance.now();
  const syncType = options.syncType ?? "full";
  const stats = emptyStats();
  const failure = (error: string, rowErrors: RowError[] = []): SyncResult => {
    stats.duration = Math.round(performance.now() - started);
    return {
      success: false,
      message: SYNC_FAILED_MESSAGE,
      error,
      stats,
      rowErrors,
      withoutCity: 0,
    };
  };

  let source = input;
  if (input.kind === "sheet") {
    if (input.spreadsheetId.trim() === "") return failure(MISSING_SHEET_ID_MESSAGE);
    const spreadsheetId = parseSpreadsheetId(input.spreadsheetId);
    if (!spreadsheetId) {
      return failure(
        "That is not a Google Sheets ID: give the long code between /d/ and /edit in the sheet's address, or the whole address.",
      );
    }
    source = { ...input, spreadsheetId };
  }

  const { db, logger } = deps;
  const [log] = await db
    .insert(foodBanksSyncLog)
    .values({ syncType, source: describeSource(source), status: "in_progress" })
    .returning({ id: foodBanksSyncLog.id });
  if (!log) throw new Error("The sync log row was not created");

  let read: ReadRows | undefined;
  try {
    const text = await readSourceText(source, { sheetsBaseUrl: deps.sheetsBaseUrl });
    read = readFoodBankRows(text);
    const { records, rowErrors, processed, withoutCity } = read;
    stats.recordsProcessed = processed;
    stats.errors = rowErrors.length;
    if (records.length === 0) {
      throw new ImportError(
        processed === 0
          ? "The source has no food-bank rows, so nothing was changed."
          : "No row in the source is valid, so nothing was changed.",
      );
    }

    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SYNC_LOCK_KEY})`);
      const existing = new Set(
        (await tx.select({ sourceId: foodBanks.sourceId }).from(foodBanks)).map(
          (row) => row.sourceId,
        ),
      );
      for (let start = 0; start < records.length; start += UPSERT_BATCH) {
        const written = await tx
          .insert(foodBanks)
          .values(records.slice(start, start + UPSERT_BATCH))
          .onConflictDoUpdate({
            target: foodBanks.sourceId,
            set: { ...incomingValues, updatedAt: sql`now()` },
            // Unchanged rows are left alone, so a second run of the same sheet changes nothing.
            setWhere: sql`(${storedTuple}) is distinct from (${incomingTuple})`,
          })
          .returning({ sourceId: foodBanks.sourceId });
        for (const { sourceId } of written) {
          if (existing.has(sourceId)) stats.recordsUpdated += 1;
          else stats.recordsAdded += 1;
        }
      }
      if (syncType === "full") {
        const removed = await tx
          .delete(foodBanks)
          .where(
            notInArray(
              foodBanks.sourceId,
              records.map((record) => record.sourceId),
            ),
          )
          .returning({ id: foodBanks.id });
        stats.recordsRemoved = removed.length;
      }
      stats.duration = Math.round(performance.now() - started);
      await tx
        .update(foodBanksSyncLog)
        .set({
          status: "completed",
          recordsProcessed: stats.recordsProcessed,
          recordsAdded: stats.recordsAdded,
          recordsUpdated: stats.recordsUpdated,
          errors: stats.errors,
          durationMs: stats.duration,
          finishedAt: new Date(),
        })
        .where(eq(foodBanksSyncLog.id, log.id));
    });

    const message = successMessage(stats, records.length, withoutCity);
    logger?.info({ syncType, stats }, "food banks synced");
    return { success: true, message, stats, rowErrors, withoutCity };
  } catch (error) {
    const text = sourceErrorText(error);
    const result = failure(text, read?.rowErrors);
    logger?.error({ err: error, syncType, source: describeSource(source) }, SYNC_FAILED_MESSAGE);
    try {
      await db
        .update(foodBanksSyncLog)
        .set({
          status: "failed",
          recordsProcessed: stats.recordsProcessed,
          recordsAdded: 0,
          recordsUpdated: 0,
          errors: stats.errors,
          durationMs: result.stats.duration,
          errorMessage: text,
          finishedAt: new Date(),
        })
        .where(eq(foodBanksSyncLog.id, log.id));
    } catch (logError) {
      logger?.error({ err: logError }, "could not record the failed food-bank sync");
    }
    // Nothing was committed: the counts of a rolled-back write would mislead.
    result.stats.recordsAdded = 0;
    result.stats.recordsUpdated = 0;
    result.stats.recordsRemoved = 0;
    return result;
  }
}

export type SyncLogEntry = typeof foodBanksSyncLog.$inferSelect;

/** The latest sync runs, newest first (part 2 §7: the function takes a count, default 10). */
export function recentSyncLog(db: Db, count = 10): Promise<SyncLogEntry[]> {
  return db
    .select()
    .from(foodBanksSyncLog)
    .orderBy(desc(foodBanksSyncLog.createdAt))
    .limit(Math.max(0, Math.floor(count)));
}
