import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { handleDataRequest, handleError } from "~/entry.server";
import { i18nFor } from "~/i18n/i18n.server";
import { setupTestDatabase } from "../../../tests/test-database";
import { openDatabase } from "./database.server";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  databaseOutageMessage,
  isDatabaseUnavailable,
  metDatabaseOutage,
} from "./database-outage.server";

const database = setupTestDatabase();

/** What a query through Drizzle throws when nothing listens where the database should be. */
async function refusedQueryError(): Promise<unknown> {
  // Port 1 on loopback: nothing listens there, so the connection is refused at once.
  const handle = await openDatabase({
    kind: "postgres",
    connectionString: "postgres://postgres@127.0.0.1:1/glut",
    max: 1,
  });
  try {
    return await handle.db.execute(sql`select 1`).then(
      () => null,
      (error: unknown) => error,
    );
  } finally {
    await handle.close();
  }
}

describe("telling an unreachable database from a failing query", () => {
  it("counts a refused connection, through Drizzle's wrapping, as the database being away", async () => {
    const error = await refusedQueryError();
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("counts a server that is shutting down or starting up (SQLSTATE 57P0x, 08xxx)", () => {
    const shuttingDown = Object.assign(new Error("terminating connection"), { code: "57P01" });
    const starting = Object.assign(new Error("the database system is starting up"), {
      code: "57P03",
    });
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: shuttingDown }))).toBe(true);
    expect(isDatabaseUnavailable(starting)).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
  });

  it("does not count a query the database answered with an error, nor our own errors", async () => {
    const error = await database()
      .db.execute(sql`select * from no_such_table`)
      .then(
        () => null,
        (thrown: unknown) => thrown,
      );
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(new Error("Listing not found"))).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
  });
});

describe("answering a request that met an outage", () => {
  const routeArgs = (request: Request) => ({ request, params: {}, context: undefined as never });

  it("turns a client navigation's answer into 503 with Retry-After", async () => {
    const request = new Request("http://localhost/listings.data");
    const error = await refusedQueryError();
    // As React Router does, quietly: the console line is the real handler's own.
    const original = console.error;
    console.error = () => {};
    try {
      handleError(error, routeArgs(request));
    } finally {
      console.error = original;
    }
    expect(metDatabaseOutage(request)).toBe(true);

    const answered = await handleDataRequest(
      new Response("encoded", { status: 500, headers: { "Content-Type": "text/x-script" } }),
      routeArgs(request),
    );
    expect(answered.status).toBe(503);
    expect(answered.headers.get("Retry-After")).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(answered.headers.get("Cache-Control")).toBe("no-store");
    expect(answered.headers.get("Content-Type")).toBe("text/x-script");
    expect(await answered.text()).toBe("encoded");
  });

  it("leaves every other answer as it was", async () => {
    const request = new Request("http://localhost/listings.data");
    const original = console.error;
    console.error = () => {};
    try {
      handleError(new Error("a bug of ours"), routeArgs(request));
    } finally {
      console.error = original;
    }
    const response = new Response("encoded", { status: 500 });
    expect(await handleDataRequest(response, routeArgs(request))).toBe(response);
  });
});

describe("what the outage page says", () => {
  it("asks a reader to try again, and tells a sender to check, never that it was not saved", () => {
    expect(databaseOutageMessage("GET")).toBe(
      "We can't reach our database for a moment. Please try again in a few seconds.",
    );
    const sent = databaseOutageMessage("POST");
    expect(sent).toContain("we could not confirm whether what you sent was saved");
    expect(sent).toContain("check in a few seconds before sending it again");
    expect(sent).not.toMatch(/not been saved|send it again/);
  });

  it("uses a create action's own words for where to check", () => {
    const words = "We could not confirm whether your reply was saved. Check the topic first.";
    expect(databaseOutageMessage("POST", { "routes/forum/post": { unknownOutcome: words } })).toBe(
      words,
    );
    expect(databaseOutageMessage("POST", { "routes/forum/post": { intent: "reply" } })).toContain(
      "could not confirm",
    );
  });

  it("says it in the page's language: the same English, Welsh for a Welsh page", () => {
    const english = i18nFor("en").getFixedT("en", "common");
    expect(databaseOutageMessage("POST", null, english)).toBe(databaseOutageMessage("POST"));
    const welsh = i18nFor("cy").getFixedT("cy", "common");
    expect(databaseOutageMessage("GET", null, welsh)).toMatch(
      /^Does dim modd cyrraedd ein cronfa ddata/,
    );
    expect(databaseOutageMessage("POST", null, welsh)).toContain("cyn ei anfon eto");
  });
});
