import http from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { type GracefulShutdown, gracefulShutdown } from "./graceful-shutdown.ts";

interface Stage {
  server: http.Server;
  base: { host: string; port: number };
  shutdown: GracefulShutdown;
  /** The code `exit` was called with. */
  exited: Promise<number>;
  servicesStopped: () => boolean;
  /** Lets the slow route ("/slow") answer. */
  release(): void;
}

const stages: Stage[] = [];

afterEach(() => {
  for (const stage of stages.splice(0)) {
    stage.release();
    stage.server.closeAllConnections();
    stage.server.close();
  }
});

/**
 * A plain HTTP server with the shutdown attached. "/" answers at once; "/slow" sends its headers
 * at once and its body when released; "/never" never answers.
 */
async function stage(options: {
  drainMs: number;
  timeoutMs: number;
  sameSignalWithinMs?: number;
}): Promise<Stage> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server = http.createServer((request, response) => {
    if (request.url === "/slow") {
      response.writeHead(200, { "Content-Type": "text/plain" });
      response.write("first half, ");
      void released.then(() => response.end("second half"));
    } else if (request.url !== "/never") {
      response.end("ok");
    }
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  let stopped = false;
  let exit: (code: number) => void = () => {};
  const exited = new Promise<number>((resolve) => {
    exit = resolve;
  });
  const shutdown = gracefulShutdown({
    server,
    logger: pino({ level: "silent" }),
    drainMs: options.drainMs,
    timeoutMs: options.timeoutMs,
    sameSignalWithinMs: options.sameSignalWithinMs,
    async stopServices() {
      stopped = true;
    },
    exit,
  });
  const { port } = server.address() as AddressInfo;
  const staged = {
    server,
    base: { host: "127.0.0.1", port },
    shutdown,
    exited,
    servicesStopped: () => stopped,
    release,
  };
  stages.push(staged);
  return staged;
}

/** GETs `path` on a keep-alive agent; resolves with the answer once its headers arrive. */
function get(
  where: Stage["base"],
  path: string,
  agent: http.Agent,
): Promise<{ response: http.IncomingMessage; body: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ ...where, path, agent }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => {
        text += chunk;
      });
      const body = new Promise<string>((done, fail) => {
        response.on("end", () => done(text));
        response.on("error", fail);
      });
      resolve({ response, body });
    });
    request.on("error", reject);
  });
}

describe("graceful shutdown", () => {
  it("finishes an answer whose headers went before the signal, then closes its keep-alive connection and exits 0", async () => {
    // The bound is far beyond the test's own timeout: exit 1 would mean the connection held on.
    const staged = await stage({ drainMs: 0, timeoutMs: 600_000 });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const slow = await get(staged.base, "/slow", agent);
      staged.shutdown.stop("SIGTERM");
      staged.release();
      expect(await slow.body).toBe("first half, second half");
      // The client keeps its connection, idle, as a balancer's pool does.
      expect(await staged.exited).toBe(0);
      expect(staged.servicesStopped()).toBe(true);
    } finally {
      agent.destroy();
    }
  });

  it("asks a keep-alive client to close after an answer begun after the signal", async () => {
    const staged = await stage({ drainMs: 600_000, timeoutMs: 600_000, sameSignalWithinMs: 0 });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const before = await get(staged.base, "/", agent);
      expect(before.response.headers.connection).toBe("keep-alive");
      await before.body;
      staged.shutdown.stop("SIGTERM");
      expect(staged.shutdown.draining()).toBe(true);
      // While draining it still serves, on the connection the client already had.
      const during = await get(staged.base, "/", agent);
      expect(during.response.statusCode).toBe(200);
      expect(during.response.headers.connection).toBe("close");
      expect(await during.body).toBe("ok");
      // A second signal ends the drain: the listener closes and the process leaves.
      staged.shutdown.stop("SIGTERM");
      expect(await staged.exited).toBe(0);
      await expect(get(staged.base, "/", new http.Agent())).rejects.toThrow();
    } finally {
      agent.destroy();
    }
  });

  it("keeps listening, saying it drains, until the drain ends, whatever signal comes twice at once", async () => {
    const staged = await stage({ drainMs: 600_000, timeoutMs: 600_000 });
    expect(staged.shutdown.draining()).toBe(false);
    staged.shutdown.stop("SIGTERM");
    // npm passing on the signal the whole group was also sent.
    staged.shutdown.stop("SIGTERM");
    expect(staged.shutdown.draining()).toBe(true);
    expect(staged.server.listening).toBe(true);
    const answer = await get(staged.base, "/", new http.Agent());
    expect(answer.response.statusCode).toBe(200);
    expect(staged.servicesStopped()).toBe(false);
  });

  it("exits 1 when a request is still open at the bound, having stopped nothing it waits for", async () => {
    const staged = await stage({ drainMs: 0, timeoutMs: 300 });
    const agent = new http.Agent({ keepAlive: true });
    try {
      const arrived = new Promise<void>((resolve) =>
        staged.server.once("request", () => resolve()),
      );
      const request = http.get({ ...staged.base, path: "/never", agent });
      request.on("error", () => {});
      await arrived;
      staged.shutdown.stop("SIGTERM");
      expect(await staged.exited).toBe(1);
      expect(staged.servicesStopped()).toBe(false);
    } finally {
      agent.destroy();
    }
  });
});
