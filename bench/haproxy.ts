// Debian's HAProxy in front of Glut instances for bench:scale-out: installed with apt-get when it
// is missing (as .ci/run installs Chromium), run in the foreground on a configuration written to a
// temporary file, stopped again. Round robin, a readiness check on /readyz, X-Forwarded-For added.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const HAPROXY = "/usr/sbin/haproxy";

/**
 * Requests one instance is given at once; the rest queue in HAProxy. Without a cap, 200 members
 * put 100 requests on each instance, its health check waited seconds for a database connection
 * behind them, HAProxy took both instances out and answered 503 (the first full run).
 */
const MAX_CONNECTIONS_PER_INSTANCE = 24;

/** Installs Debian's haproxy package when /usr/sbin/haproxy is missing; returns its version line. */
export function ensureHaproxy(log: (line: string) => void): string {
  if (!existsSync(HAPROXY)) {
    log("Installing Debian's haproxy (apt-get)…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    for (const args of [
      ["update", "-qq"],
      ["install", "-y", "-qq", "haproxy"],
    ]) {
      const run = spawnSync("apt-get", args, { env, stdio: ["ignore", "ignore", "inherit"] });
      if (run.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed (${run.status})`);
    }
  }
  const version = spawnSync(HAPROXY, ["-v"], { encoding: "utf8" });
  return version.stdout.split("\n")[0]?.trim() ?? "HAProxy";
}

export interface Balancer {
  baseUrl: string;
  /** Answers each server has given so far, and how many of them were a 5xx. */
  serverCounts(): Promise<Map<string, { requests: number; errors5xx: number }>>;
  stop(): Promise<void>;
}

/** The configuration: one frontend, round robin over `servers`, statistics on a second port. */
export function haproxyConfig(options: {
  port: number;
  statsPort: number;
  servers: readonly { name: string; url: string }[];
}): string {
  const servers = options.servers.map(({ name, url }) => {
    const { hostname, port } = new URL(url);
    return `  server ${name} ${hostname}:${port} maxconn ${MAX_CONNECTIONS_PER_INSTANCE} check inter 1s fall 2 rise 1`;
  });
  return [
    "global",
    "  maxconn 4096",
    "defaults",
    "  mode http",
    "  timeout connect 5s",
    // Longer than any answer under the heaviest load here, so a slow page is measured, not cut:
    // past each instance's maxconn, requests wait here in turn rather than at the instance.
    "  timeout client 120s",
    "  timeout server 120s",
    "  timeout queue 120s",
    // A health check waits behind at most maxconn requests, not behind every one sent.
    "  timeout check 5s",
    "  option forwardfor",
    "frontend glut",
    `  bind 127.0.0.1:${options.port}`,
    "  default_backend instances",
    "backend instances",
    "  balance roundrobin",
    "  option httpchk GET /readyz",
    "  http-check expect status 200",
    ...servers,
    "listen stats",
    `  bind 127.0.0.1:${options.statsPort}`,
    "  stats enable",
    "  stats uri /stats",
    "",
  ].join("\n");
}

/** HAProxy's statistics as CSV rows, each a record by column name ("pxname", "svname", "status"…). */
async function readStats(statsUrl: string): Promise<Record<string, string>[]> {
  const lines = (await (await fetch(`${statsUrl};csv`)).text()).trim().split("\n");
  const header = (lines[0] ?? "").replace(/^# /, "").split(",");
  return lines.slice(1).map((line) => {
    const cells = line.split(",");
    return Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ""]));
  });
}

/** The rows of the backend's servers (not its own summary row). */
const serverRows = (rows: Record<string, string>[]) =>
  rows.filter((row) => row.pxname === "instances" && row.svname !== "BACKEND");

async function waitForServersUp(statsUrl: string, count: number, child: ChildProcess) {
  for (let attempt = 0; attempt < 60; attempt++) {
    if (child.exitCode !== null) throw new Error(`haproxy exited (${child.exitCode})`);
    try {
      const up = serverRows(await readStats(statsUrl)).filter((row) => row.status === "UP");
      if (up.length === count) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("haproxy did not see every instance healthy");
}

export async function startHaproxy(options: {
  port: number;
  statsPort: number;
  servers: readonly { name: string; url: string }[];
}): Promise<Balancer> {
  const folder = mkdtempSync(path.join(os.tmpdir(), "glut-haproxy-"));
  const configFile = path.join(folder, "haproxy.cfg");
  writeFileSync(configFile, haproxyConfig(options));
  const check = spawnSync(HAPROXY, ["-c", "-q", "-f", configFile], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`haproxy refused its configuration: ${check.stderr}`);
  // -db: stay in the foreground, so the process is ours to stop.
  const child = spawn(HAPROXY, ["-db", "-f", configFile], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const statsUrl = `http://127.0.0.1:${options.statsPort}/stats`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await waitForServersUp(statsUrl, options.servers.length, child);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  return {
    baseUrl: `http://127.0.0.1:${options.port}`,
    async serverCounts() {
      const counts = new Map<string, { requests: number; errors5xx: number }>();
      for (const row of serverRows(await readStats(statsUrl))) {
        // Answers by status class: a count of requests in HTTP mode, whatever the connections.
        const answered = ["1xx", "2xx", "3xx", "4xx", "5xx", "other"]
          .map((kind) => Number(row[`hrsp_${kind}`]) || 0)
          .reduce((sum, value) => sum + value, 0);
        counts.set(row.svname ?? "", { requests: answered, errors5xx: Number(row.hrsp_5xx) || 0 });
      }
      return counts;
    },
    stop,
  };
}
