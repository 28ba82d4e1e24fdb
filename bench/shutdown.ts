// `npm run bench:shutdown`: how the production server (scripts/start.ts, as `npm start` runs it,
// on a new embedded database) stops on SIGTERM while a keep-alive client holds a connection, as
// a balancer's connection pool does (decision 0076). The signal is sent as the answer to that
// client's request starts arriving; the client then keeps its connection open and idle. Printed:
// how long the process took to leave and with which code, whether the answer in flight arrived
// whole, what /readyz said while it drained, and when new connections were refused.
// BENCH_PORT chooses the port (default 4311); SHUTDOWN_DRAIN_MS runs are 0 and the default.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { ensureBuild } from "../scripts/ensure-build.ts";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 4311);
const base = `http://127.0.0.1:${port}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilLive(child: ChildProcess) {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error("the server exited before it was ready");
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(250);
  }
  throw new Error("the server did not start");
}

interface Probe {
  ms: number;
  answer: string;
}

async function run(label: string, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "glut-bench-shutdown-"));
  const child = spawn(process.execPath, ["scripts/start.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      // A quicker first start; the page in flight is the home page either way.
      DEMO_DATA: "false",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  try {
    await waitUntilLive(child).catch((error: Error) => {
      throw new Error(`${error.message}; it printed:\n${output}`);
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let signalledAt = 0;
    const exited = new Promise<{ code: string; ms: number }>((resolve) =>
      child.once("exit", (code, signal) =>
        resolve({ code: String(code ?? signal), ms: performance.now() - signalledAt }),
      ),
    );
    const inFlight = await new Promise<{ status: number; whole: boolean; connection: string }>(
      (resolve, reject) => {
        const request = http.get(`${base}/`, { agent }, (response) => {
          signalledAt = performance.now();
          child.kill("SIGTERM");
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk) => {
            body += chunk;
          });
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              whole: body.includes("</html>"),
              connection: String(response.headers.connection ?? ""),
            }),
          );
          response.on("error", reject);
        });
        request.on("error", reject);
      },
    );
    // Fresh connections, as a balancer's health check makes them, until the port is closed.
    const probes: Probe[] = [];
    let finished = false;
    void exited.then(() => {
      finished = true;
    });
    while (!finished) {
      const ms = performance.now() - signalledAt;
      const answer = await fetch(`${base}/readyz`).then(
        (r) => String(r.status),
        () => "refused",
      );
      probes.push({ ms, answer });
      if (answer === "refused") break;
      await sleep(100);
    }
    const exit = await exited;
    agent.destroy();
    const first = (answer: string) => probes.find((probe) => probe.answer === answer)?.ms;
    const seconds = (ms: number | undefined) =>
      ms === undefined ? "never" : `${(ms / 1000).toFixed(2)} s`;
    const readyzAnswers = [...new Set(probes.map((probe) => probe.answer))].join(", ");
    console.log(`\n### ${label}\n`);
    console.log("| measured | value |\n|---|---|");
    console.log(`| exit code (or signal) | ${exit.code} |`);
    console.log(`| time from SIGTERM to exit | ${seconds(exit.ms)} |`);
    console.log(
      `| the answer in flight | ${inFlight.status}, ${inFlight.whole ? "whole" : "cut short"} |`,
    );
    console.log(`| /readyz answers after the signal | ${readyzAnswers} |`);
    console.log(`| first /readyz 503 | ${seconds(first("503"))} |`);
    console.log(`| new connections refused from | ${seconds(first("refused"))} |`);
    console.log(
      `| logged "stopped cleanly" | ${output.includes("stopped cleanly") ? "yes" : "no"} |`,
    );
  } finally {
    if (child.exitCode === null) child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

ensureBuild({ output: "stderr" });
await run("SHUTDOWN_DRAIN_MS=0", { SHUTDOWN_DRAIN_MS: "0" });
await run("SHUTDOWN_DRAIN_MS unset (the default)", {});
