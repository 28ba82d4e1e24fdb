import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { Agent, get } from "node:http";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { noStack, productionSecret, runToExit } from "../tests/factories/start-up-run";
import { freePort } from "../tests/faults/free-port";

const root = path.resolve(import.meta.dirname, "..");

async function waitForHealthy(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("server did not become healthy in time");
}

describe("server.ts in production", () => {
  let dataDir: string;
  let child: ChildProcess;
  let baseUrl: string;
  let output = "";

  beforeAll(async () => {
    // tests/global-setup.ts has built the app.
    dataDir = mkdtempSync(path.join(os.tmpdir(), "glut-server-"));
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ["server.ts"], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "info",
        DATABASE_URL: "",
        // Long enough to ask /readyz during it, short for the test.
        SHUTDOWN_DRAIN_MS: "1500",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    // The first start migrates and draws the demo photos: slow on a busy machine.
    await waitForHealthy(`${baseUrl}/healthz`, child, 170_000);
  }, 180_000);

  async function waitForOutput(text: string, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while (!output.includes(text)) {
      if (Date.now() > deadline) throw new Error(`the server did not log "${text}"`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  afterAll(() => {
    if (child.exitCode === null) child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves the home page from the embedded database and holds its lock", async () => {
    const response = await fetch(`${baseUrl}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Freshly Listed");
    expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(true);
  });

  it("is ready: its database answers, DATA_DIR takes writes and the job queue runs", async () => {
    const response = await fetch(`${baseUrl}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: "ready",
      checks: { database: "ok", storage: "ok", "job queue": "ok" },
    });
  });

  it("on SIGTERM drains, finishes the request in flight, closes its keep-alive connection, the database, and exits 0", async () => {
    const exited = new Promise<number | null>((resolve) =>
      child.once("exit", (code) => resolve(code)),
    );
    // As a balancer's pool does, the client keeps its connection open after the answer; the
    // server must close it rather than wait (it used to, until its 20 s bound, then exit 1).
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    // A response the server has started sending when the signal arrives must still complete.
    const inFlight = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = get(`${baseUrl}/`, { agent }, (response) => {
        child.kill("SIGTERM");
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          body += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        response.on("error", reject);
      });
      request.on("error", reject);
    });

    expect(inFlight.status).toBe(200);
    expect(inFlight.body).toContain("</html>");
    // The signal is handled on the server's next turn, which may come after its answer has
    // ended; its log line says the drain has begun.
    await waitForOutput("shutting down: draining", 10_000);
    // Draining: alive, but a balancer is told to send nothing more.
    const readyz = await fetch(`${baseUrl}/readyz`);
    expect(readyz.status).toBe(503);
    expect(await readyz.json()).toEqual({ status: "not ready", failing: ["draining"] });
    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
    expect(await exited).toBe(0);
    agent.destroy();
    expect(output).toContain("stopped cleanly");
    // The embedded database was closed and its lock released.
    expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
    // And it no longer accepts connections.
    await expect(fetch(`${baseUrl}/healthz`)).rejects.toThrow();
  }, 30_000);
});

/** Starts server.ts with `env` on a data folder of its own and waits for it to exit. */
async function serverToExit(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "glut-server-"));
  try {
    return await runToExit("server.ts", { DATA_DIR: dataDir, ...env });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe("server.ts failing to start", () => {
  it("exits non-zero with one line naming the port when the port is already in use", async () => {
    const port = await freePort();
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(port, "127.0.0.1", resolve));
    try {
      const { code, output } = await serverToExit({ PORT: String(port) });
      expect(code).toBe(1);
      expect(output).toContain(`Port ${port} on 127.0.0.1 is already in use`);
      expect(output).not.toContain("Glut is listening");
    } finally {
      holder.close();
    }
  }, 160_000);

  it("names DATABASE_URL in one line, without a stack trace, when the database cannot be reached", async () => {
    const closed = await freePort();
    const { code, output } = await serverToExit({
      PORT: String(await freePort()),
      DATABASE_URL: `postgres://postgres@127.0.0.1:${closed}/glut`,
      BETTER_AUTH_SECRET: productionSecret,
    });
    expect(code).toBe(1);
    expect(output).toContain(
      `Could not reach the PostgreSQL server named by DATABASE_URL (127.0.0.1:${closed}): the connection was refused.`,
    );
    noStack(output);
  }, 160_000);
});

describe("npm start", () => {
  it("passes SIGTERM on to the server, which stops listening rather than living on orphaned", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "glut-server-"));
    const port = await freePort();
    // As from a shell: no NODE_ENV (Vitest sets "test"), so `npm start` chooses production.
    const { NODE_ENV: _testMode, ...shell } = process.env;
    const npm = spawn("npm", ["start"], {
      cwd: root,
      env: {
        ...shell,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        DEMO_DATA: "false",
        LOG_LEVEL: "info",
        SHUTDOWN_DRAIN_MS: "0",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    npm.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    npm.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    try {
      await waitForHealthy(`http://127.0.0.1:${port}/healthz`, npm, 150_000);
      const exited = new Promise((resolve) => npm.once("exit", resolve));
      npm.kill("SIGTERM");
      await exited;
      // The server itself got the signal: it drained, stopped, and its port is free again.
      const deadline = Date.now() + 20_000;
      let listening = true;
      while (listening && Date.now() < deadline) {
        listening = await fetch(`http://127.0.0.1:${port}/healthz`).then(
          () => true,
          () => false,
        );
        if (listening) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(listening).toBe(false);
      expect(output, output).toContain("stopped cleanly");
    } finally {
      if (npm.exitCode === null) npm.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe("npm start, when npm itself is killed", () => {
  it("notices that npm has gone and stops cleanly, leaving no orphan on the port", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "glut-server-"));
    const port = await freePort();
    const { NODE_ENV: _testMode, ...shell } = process.env;
    const npm = spawn("npm", ["start"], {
      cwd: root,
      env: {
        ...shell,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        DEMO_DATA: "false",
        LOG_LEVEL: "info",
        SHUTDOWN_DRAIN_MS: "0",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    // The server shares npm's output, so what it prints after npm has gone still arrives here.
    let output = "";
    npm.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    npm.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    const closed = new Promise<void>((resolve) => npm.stdout?.once("close", () => resolve()));
    try {
      await waitForHealthy(`http://127.0.0.1:${port}/healthz`, npm, 150_000);
      // SIGKILL cannot be passed on: npm dies at once, and the server is left to itself.
      npm.kill("SIGKILL");
      // Every holder of npm's output has closed it: the server has exited.
      await closed;
      expect(output, output).toContain("npm, which started this server, has exited");
      expect(output, output).toContain("stopped cleanly");
      await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    } finally {
      if (npm.exitCode === null) npm.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
