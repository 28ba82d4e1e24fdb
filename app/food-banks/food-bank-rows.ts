import { cityForFoodBank } from "./city-placement";
import { parseCsv } from "./csv-parser";
import { cellsOf, isBlankRecord, locateColumns } from "./food-bank-columns";
import { checkFoodBankRow } from "./food-bank-row";
import type { foodBanks } from "./food-banks.table";

// The source's CSV, read into the rows an import stores: each checked, given its city page,
// and numbered as in the sheet when it is skipped.

/** Far more than the UK's food banks and their outlets; keeps one statement's parameters in bounds. */
export const MAX_IMPORT_ROWS = 10_000;
export interface RowError {
  /** The row's number in the sheet, the header being row 1. */
  row: number;
  message: string;
}

/** A problem that stops the whole import; its message is for the person who ran it. */
export class ImportError extends Error {
  override name = "ImportError";
}

export type FoodBankInsert = typeof foodBanks.$inferInsert;

export interface ReadRows {
  records: FoodBankInsert[];
  rowErrors: RowError[];
  processed: number;
  withoutCity: number;
}

/** Parses and validates the CSV: bad rows are counted and skipped, never fatal. */
export function readFoodBankRows(text: string): ReadRows {
  const table = parseCsv(text);
  const headerIndex = table.findIndex((record) => !isBlankRecord(record));
  if (headerIndex === -1) throw new ImportError("The source is empty: it has no header row.");
  const positions = locateColumns(table[headerIndex] ?? []);
  const records: FoodBankInsert[] = [];
  const rowErrors: RowError[] = [];
  const seen = new Map<string, number>();
  let processed = 0;
  let withoutCity = 0;
  for (let index = headerIndex + 1; index < table.length; index++) {
    const record = table[index] ?? [];
    if (isBlankRecord(record)) continue;
    processed += 1;
    if (processed > MAX_IMPORT_ROWS) {
      throw new ImportError(`The source has more than ${MAX_IMPORT_ROWS} rows.`);
    }
    const row = index + 1;
    const checked = checkFoodBankRow(cellsOf(record, positions));
    if (!checked.ok) {
      rowErrors.push({ row, message: checked.message });
      continue;
    }
    const { city, location, ...fields } = checked.row;
    const firstRow = seen.get(fields.sourceId);
    if (firstRow !== undefined) {
      rowErrors.push({
        row,
        message: `id "${fields.sourceId}" is already used by row ${firstRow}`,
      });
      continue;
    }
    seen.set(fields.sourceId, row);
    const citySlug = cityForFoodBank({ city, location });
    if (citySlug === null) withoutCity += 1;
    records.push({ ...fields, citySlug });
  }
  return { records, rowErrors, processed, withoutCity };
}
