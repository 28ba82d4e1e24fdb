import { readFile, stat } from "node:fs/promises";
import path from "node:path";

/**
 * Where an import reads its CSV: a Google Sheet through its public CSV export, or a file.
 *
 * The sheet is read through the visualisation endpoint,
 * `{base}/spreadsheets/d/{id}/gviz/tq?tqx=out:csv&sheet={name}&headers=1`, because it takes the
 * sheet's name (what people see on the tab) where `/export?format=csv` wants the numeric gid.
 * The sheet must be shared as "Anyone with the link can view"; no credentials are used.
 */
export type FoodBankSource =
  | { kind: "sheet"; spreadsheetId: string; sheetName?: string }
  | { kind: "file"; path: string };

export const DEFAULT_SHEET_NAME = "Sheet1";
export const GOOGLE_SHEETS_URL = "https://docs.google.com";

/** Larger than any real food-bank sheet (Give Food's whole UK list is under 2 MB). */
export const MAX_SOURCE_BYTES = 20 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 60_000;

/** A problem with the source itself: the message is for the person running the import. */
export class SourceError extends Error {
  override name = "SourceError";
}

const SPREADSHEET_ID = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * The spreadsheet id from what someone pasted: the id itself, or the sheet's whole address
 * (https://docs.google.com/spreadsheets/d/{id}/edit#gid=0). Undefined when it is neither.
 */
export function parseSpreadsheetId(input: string): string | undefined {
  const text = input.trim();
  const fromUrl = /\/spreadsheets\/d\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
  const id = fromUrl ?? text;
  return SPREADSHEET_ID.test(id) ? id : undefined;
}

export function sheetName(source: { sheetName?: string }): string {
  return source.sheetName?.trim() || DEFAULT_SHEET_NAME;
}

/** The CSV export address of one sheet. */
export function sheetCsvUrl(spreadsheetId: string, name: string, baseUrl = GOOGLE_SHEETS_URL) {
  const url = new URL(
    `spreadsheets/d/${encodeURIComponent(spreadsheetId)}/gviz/tq`,
    baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`,
  );
  url.searchParams.set("tqx", "out:csv");
  url.searchParams.set("sheet", name);
  // One header row, whatever the sheet's formatting makes Google guess.
  url.searchParams.set("headers", "1");
  return url;
}

/** How the sync log names the source. */
export function describeSource(source: FoodBankSource): string {
  return source.kind === "sheet"
    ? `Google Sheet ${source.spreadsheetId} (${sheetName(source)})`
    : `file ${path.basename(source.path)}`;
}

/** The source's CSV text. Throws SourceError with a message that says what to check. */
export async function readSourceText(
  source: FoodBankSource,
  options: { sheetsBaseUrl?: string } = {},
): Promise<string> {
  return source.kind === "file"
    ? readCsvFile(source.path)
    : readSheet(source.spreadsheetId, sheetName(source), options.sheetsBaseUrl);
}

async function readCsvFile(file: string): Promise<string> {
  let size: number;
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new SourceError(`${file} is not a file.`);
    size = info.size;
  } catch (error) {
    if (error instanceof SourceError) throw error;
    throw new SourceError(
      `Could not read ${file}: ${(error as NodeJS.ErrnoException).code ?? error}.`,
    );
  }
  if (size > MAX_SOURCE_BYTES) throw new SourceError(`${file} is larger than 20 MB.`);
  return readFile(file, "utf8");
}

async function readSheet(spreadsheetId: string, name: string, baseUrl?: string): Promise<string> {
  const url = sheetCsvUrl(spreadsheetId, name, baseUrl);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: "text/csv" },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === "TimeoutError"
        ? `no answer within ${FETCH_TIMEOUT_MS / 1000} seconds`
        : error instanceof Error
          ? ((error.cause as Error | undefined)?.message ?? error.message)
          : String(error);
    throw new SourceError(`Could not reach Google Sheets (${reason}).`);
  }
  const shareHint =
    'Check the spreadsheet id and the sheet name, and that the sheet is shared as "Anyone with the link can view".';
  if (!response.ok) {
    await response.body?.cancel();
    throw new SourceError(`Google Sheets answered HTTP ${response.status}. ${shareHint}`);
  }
  // A private sheet answers with Google's sign-in page rather than an error status.
  if ((response.headers.get("content-type") ?? "").includes("text/html")) {
    await response.body?.cancel();
    throw new SourceError(`Google Sheets answered with a web page, not CSV. ${shareHint}`);
  }
  const declared = Number(response.headers.get("content-length") ?? 0);
  if (declared > MAX_SOURCE_BYTES) {
    await response.body?.cancel();
    throw new SourceError("The sheet is larger than 20 MB.");
  }
  const text = await response.text();
  if (text.length > MAX_SOURCE_BYTES) throw new SourceError("The sheet is larger than 20 MB.");
  return text;
}
