// CPU time spent by the processes a benchmark involves, read from Linux's /proc. On a machine
// shared with other work, latency measures the queue as much as the page; CPU time per request
// measures the page. Elsewhere than Linux these read as unknown (NaN).
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

const ticksPerSecond = (() => {
  const answer = spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" });
  const ticks = Number(answer.stdout?.trim());
  return Number.isFinite(ticks) && ticks > 0 ? ticks : 100;
})();

/** User + system CPU of one process so far, in ms (NaN when it cannot be read). */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces) start at field 3; utime is 14.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return Number.NaN;
  }
}

/**
 * The CPU so far of every PostgreSQL backend connected to `database` on this machine, in ms. A
 * backend that exits between two readings takes its time with it, so compare readings taken
 * while the pool is busy.
 */
export function postgresCpuMs(database: string): number {
  let total = 0;
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return Number.NaN;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let title: string;
    try {
      title = readFileSync(`/proc/${entry}/cmdline`, "utf8");
    } catch {
      continue; // Gone, or not ours to read.
    }
    // A backend's title: "postgres: 15/main: <user> <database> <client> <state>".
    if (title.startsWith("postgres:") && title.includes(` ${database} `)) {
      total += processCpuMs(Number(entry)) || 0;
    }
  }
  return total;
}
