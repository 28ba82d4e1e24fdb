import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { get } from "node:http";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

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

  it("on SIGTERM finishes the request in flight, then closes the database and exits 0", async () => {
    const exited = new Promise<number | null>((resolve) =>
      child.once("exit", (code) => resolve(code)),
    );
    // A response the server has started sending when the signal arrives must still complete.
    const inFlight = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = get(`${baseUrl}/`, { agent: false }, (response) => {
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
    expect(await exited).toBe(0);
    expect(output).toContain("stopped cleanly");
    // The embedded database was closed and its lock released.
    expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
    // And it no longer accepts connections.
    await expect(fetch(`${baseUrl}/healthz`)).rejects.toThrow();
  }, 30_000);
});
