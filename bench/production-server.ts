// The production server as `npm start` runs it (build if stale, then scripts/start.ts), started
// in a child process for a benchmark and stopped again. Shared by every script in bench/.
import { type ChildProcess, spawn } from "node:child_process";
import { openSync, readFileSync } from "node:fs";
import path from "node:path";
import { ensureBuild } from "../scripts/ensure-build.ts";

const root = path.resolve(import.meta.dirname, "..");

export interface RunningServer {
  baseUrl: string;
  pid: number;
  /** False once the process has exited, for whatever reason. */
  running(): boolean;
  /** SIGTERM, then waits for the process to leave. */
  stop(): Promise<void>;
}

/**
 * The variables `npm start`'s own command sets before Node starts (glibc's malloc settings,
 * docs/deploy.md), read from package.json so the benchmarks run the server as it does.
 */
export function npmStartEnvironment(): Record<string, string> {
  const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    scripts: { start: string };
  };
  const env: Record<string, string> = {};
  for (const [, name = "", value = ""] of pkg.scripts.start.matchAll(/(\w+)=\$\{\w+:-([^}]*)\}/g)) {
    env[name] = process.env[name] ?? value;
  }
  return env;
}

async function waitUntilHealthy(server: ChildProcess, baseUrl: string) {
  // Five minutes: a first boot (initdb, demo content) on two cores shared with other work has
  // taken over two.
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.exitCode !== null) throw new Error("server exited before it was ready");
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // Still starting.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("server did not start");
}

/**
 * Builds first (here, so a build's output shows and its time is not spent waiting for health),
 * then starts the server on 127.0.0.1:`port` with `env` over this process's environment, and
 * waits until /healthz answers (migrations and reference data run during boot).
 */
export async function startProductionServer(options: {
  port: number;
  env: Record<string, string>;
  /** Where the server's output goes (appended); by default only its stderr is shown. */
  logFile?: string;
}): Promise<RunningServer> {
  ensureBuild({ output: "stderr" });
  const baseUrl = `http://127.0.0.1:${options.port}`;
  // Another server on the port would answer the health check and be measured instead.
  const occupied = await fetch(`${baseUrl}/healthz`).then(
    () => true,
    () => false,
  );
  if (occupied) throw new Error(`port ${options.port} is in use; choose another with BENCH_PORT`);
  const server = spawn(process.execPath, ["scripts/start.ts"], {
    cwd: root,
    env: {
      ...process.env,
      ...npmStartEnvironment(),
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      ...options.env,
      PORT: String(options.port),
      HOST: "127.0.0.1",
    },
    stdio: options.logFile
      ? ["ignore", openSync(options.logFile, "a"), openSync(options.logFile, "a")]
      : ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
    await exited;
  };
  try {
    await waitUntilHealthy(server, baseUrl);
  } catch (error) {
    await stop();
    throw error;
  }
  if (server.pid === undefined) throw new Error("the server did not start");
  return {
    baseUrl,
    pid: server.pid,
    running: () => server.exitCode === null && server.signalCode === null,
    stop,
  };
}
