import net from "node:net";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { createReadiness, databaseAnswers } from "../readiness.server.ts";
import { type DatabaseHandle, openDatabase, pingDatabase } from "./database.server.ts";
import { isDatabaseUnavailable } from "./database-outage.server.ts";

/**
 * A PostgreSQL server that hangs rather than refuses, as a stopped (SIGSTOP) server or a lost
 * network does: it accepts connections and, when `greets`, completes the start-up exchange, then
 * never answers a statement. It sits across the network, so it is what these tests fake.
 */
async function hungServer(options: { greets: boolean }) {
  const startupParameters: Record<string, string>[] = [];
  const sockets: net.Socket[] = [];
  const server = net.createServer((socket) => {
    sockets.push(socket);
    socket.on("error", () => {});
    if (!options.greets) return;
    socket.once("data", (startup) => {
      // Length, protocol version, then name and value pairs ending in an empty name.
      const fields = startup.subarray(8).toString("utf8").split("\0");
      const parameters: Record<string, string> = {};
      for (let i = 0; fields[i]; i += 2) parameters[fields[i] as string] = fields[i + 1] ?? "";
      startupParameters.push(parameters);
      const authenticationOk = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0]);
      const readyForQuery = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]);
      socket.write(Buffer.concat([authenticationOk, readyForQuery]));
      // Everything after this is read and never answered.
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgres://glut@127.0.0.1:${port}/glut`,
    startupParameters,
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function open(url: string, timeouts: { connectMs: number; statementMs: number }) {
  const handle = await openDatabase({ kind: "postgres", connectionString: url, timeouts });
  // The pool cannot end while a connection waits on the hung server; the server's close ends it.
  cleanups.push(() => void handle.close().catch(() => {}));
  return handle;
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("expected the statement to fail");
    },
    (error: unknown) => error,
  );
}

describe("a PostgreSQL server that hangs", () => {
  it("that never greets: a statement fails as an outage once the connect timeout passes", async () => {
    const hung = await hungServer({ greets: false });
    cleanups.push(() => hung.close());
    const database = await open(hung.url, { connectMs: 200, statementMs: 200 });
    const error = await failure(pingDatabase(database));
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("that greets, then never answers: a statement fails as an outage once the read timeout passes", async () => {
    const hung = await hungServer({ greets: true });
    cleanups.push(() => hung.close());
    const database = await open(hung.url, { connectMs: 200, statementMs: 200 });
    const error = await failure(pingDatabase(database));
    expect(String(error)).toContain("Query read timeout");
    expect(isDatabaseUnavailable(error)).toBe(true);
    // The server itself is asked to cancel a statement that runs too long.
    expect(hung.startupParameters[0]?.statement_timeout).toBe("200");
  });

  it("a statement PostgreSQL cancelled for running too long counts as an outage", () => {
    const cancelled = Object.assign(new Error("canceling statement due to statement timeout"), {
      code: "57014",
    });
    expect(isDatabaseUnavailable(cancelled)).toBe(true);
  });

  it("the readiness check fails within its own timeout, while the ping still waits", async () => {
    const hung = await hungServer({ greets: true });
    cleanups.push(() => hung.close());
    // Timeouts far longer than the check's own, so only the check's timeout can end it.
    const database: DatabaseHandle = await open(hung.url, {
      connectMs: 600_000,
      statementMs: 600_000,
    });
    const check = { ...databaseAnswers(database), timeoutMs: 100 };
    const ready = createReadiness([check], pino({ level: "silent" }));
    expect(await ready()).toEqual({ ready: false, checks: { database: "timed out" } });
  });
});
