import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Food-bank sheets for tests, written the way Google Sheets' CSV export writes them: every field
 * in double quotes, doubled quotes inside, LF between records, booleans as TRUE/FALSE.
 * The food banks are fictional: example.org addresses and Ofcom's drama numbers (01632 960xxx).
 */
export const SHEET_HEADER = [
  "id",
  "Organisation Name",
  "Alt Name",
  "Verified",
  "Address",
  "Postcode",
  "Phone",
  "Email",
  "URL",
  "Network",
  "Needed Items",
  "Excess Items",
  "Constituency",
  "MP",
  "City",
];

export type SheetRow = Partial<Record<(typeof SHEET_HEADER)[number], string>>;

export function exampleFoodBank(index: number, overrides: SheetRow = {}): SheetRow {
  return {
    id: `example-${index}`,
    "Organisation Name": `Example Food Bank ${index}`,
    "Alt Name": "",
    Verified: index % 2 === 0 ? "TRUE" : "FALSE",
    Address: `${index} Example Street\nExampletown`,
    Postcode: "LS1 1UN",
    Phone: `01632 960${String(index).padStart(3, "0")}`,
    Email: `foodbank${index}@example.org`,
    URL: `https://foodbank${index}.example.org`,
    Network: "Independent",
    "Needed Items": "Tinned fish\nUHT milk\nRice\nTea bags",
    "Excess Items": "Pasta; Baked beans",
    Constituency: "Example Central",
    MP: "A. N. Example",
    City: "Leeds",
    ...overrides,
  };
}

const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;

/** A sheet in Google's CSV export format. */
export function sheetCsv(rows: readonly SheetRow[], header: readonly string[] = SHEET_HEADER) {
  return [header, ...rows.map((row) => header.map((column) => row[column] ?? ""))]
    .map((cells) => cells.map(quote).join(","))
    .join("\n");
}

export interface SheetAnswer {
  status?: number;
  contentType?: string;
  body: string;
  /** Milliseconds to wait before answering, as a slow network would. */
  delayMs?: number;
}

/**
 * A stand-in for docs.google.com on 127.0.0.1 (a random port), answering the CSV export address
 * of each sheet it is given; anything else is a 404. It records every request's URL.
 */
export async function startSheetServer() {
  const sheets = new Map<string, SheetAnswer>();
  const requests: URL[] = [];
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    requests.push(url);
    const id = /^\/spreadsheets\/d\/([^/]+)\/gviz\/tq$/.exec(url.pathname)?.[1];
    const answer =
      id && url.searchParams.get("tqx") === "out:csv"
        ? sheets.get(`${decodeURIComponent(id)}/${url.searchParams.get("sheet")}`)
        : undefined;
    if (!answer) {
      response.writeHead(404, { "content-type": "text/html; charset=utf-8" });
      response.end("<!doctype html><title>Not Found</title>");
      return;
    }
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    response.writeHead(answer.status ?? 200, {
      "content-type": answer.contentType ?? "text/csv; charset=utf-8",
    });
    response.end(answer.body);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    /** Serves `answer` as the sheet `sheetName` of spreadsheet `id`. */
    serve(id: string, sheetName: string, answer: SheetAnswer | string) {
      sheets.set(`${id}/${sheetName}`, typeof answer === "string" ? { body: answer } : answer);
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
}
