// A PostgreSQL cluster of the fault script's own, on a port of its own, made with Debian's
// PostgreSQL binaries: the script stops and starts it at will, and never touches the shared
// server on 5432.
import { execFile, execFileSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

export interface PrivatePostgres {
  port: number;
  /** Fast shutdown: every connection is ended, as when a managed database fails over. */
  stop(): Promise<void>;
  /**
   * Immediate shutdown (`pg_ctl stop -m immediate`): every process quits at once without a
   * checkpoint, as when the database's machine loses power; the next start replays the WAL.
   */
  crash(): Promise<void>;
  /**
   * SIGSTOP to the postmaster and every backend: the database hangs rather than refuses, as when
   * its machine stalls; connections stay open and nothing answers. `thaw` sends SIGCONT.
   */
  freeze(): void;
  thaw(): void;
  /** Starts it again and waits until it accepts connections. */
  start(): Promise<void>;
  /** A new, empty database on it; returns its URL. */
  createDatabase(name: string): string;
  /**
   * Backs `from` up with pg_dump (custom format) and restores it into a new database `to` with
   * pg_restore, as docs/deploy.md tells an operator to; returns the new URL and the dump's size.
   */
  backUpAndRestore(from: string, to: string): { url: string; dumpBytes: number };
  /** Stops it and deletes its files. */
  destroy(): void;
}

function postgresBin(): string {
  const root = "/usr/lib/postgresql";
  const version = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(path.join(root, name, "bin", "pg_ctl")))
        .sort((a, b) => Number(b) - Number(a))[0]
    : undefined;
  if (!version)
    throw new Error("PostgreSQL's server binaries were not found under /usr/lib/postgresql");
  return path.join(root, version, "bin");
}

/** initdb and postgres refuse to run as root: run them as the postgres user then. */
function asPostgres(bin: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0
    ? ["runuser", ["-u", "postgres", "--", bin, ...args]]
    : [bin, args];
}

function run(bin: string, args: string[]) {
  const [command, fullArgs] = asPostgres(bin, args);
  execFileSync(command, fullArgs, { stdio: ["ignore", "ignore", "pipe"] });
}

/**
 * The same, without blocking this process: the fault script's clients keep sending (and their
 * answers keep being timed) while PostgreSQL stops or starts.
 */
async function runInBackground(bin: string, args: string[]): Promise<void> {
  const [command, fullArgs] = asPostgres(bin, args);
  await promisify(execFile)(command, fullArgs);
}

/** The postmaster's pid (first line of postmaster.pid) and its children's, read from /proc. */
function clusterPids(dataDir: string): number[] {
  const postmaster = Number(
    readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0],
  );
  const children = readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // The field after the parenthesised name (which may hold spaces) is the state, then ppid.
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === postmaster;
      } catch {
        return false; // Gone meanwhile.
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

export function createPrivatePostgres(port: number): PrivatePostgres {
  const bin = postgresBin();
  const folder = mkdtempSync(path.join(os.tmpdir(), "glut-faults-pg-"));
  const dataDir = path.join(folder, "data");
  const socketDir = folder;
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(folder, uid, gid);
  }
  chmodSync(folder, 0o700);
  run(path.join(bin, "initdb"), [
    "-D",
    dataDir,
    "-U",
    "postgres",
    "-A",
    "trust",
    "-E",
    "UTF8",
    "--no-sync",
  ]);
  const options = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1`;
  const pgCtl = path.join(bin, "pg_ctl");
  const startArgs = ["-D", dataDir, "-o", options, "-l", path.join(folder, "log"), "-w", "start"];
  const stopArgs = (mode: "fast" | "immediate") => ["-D", dataDir, "-m", mode, "-w", "stop"];
  run(pgCtl, startArgs);
  let frozen: number[] = [];
  return {
    port,
    stop: () => runInBackground(pgCtl, stopArgs("fast")),
    crash: () => runInBackground(pgCtl, stopArgs("immediate")),
    start: () => runInBackground(pgCtl, startArgs),
    freeze() {
      frozen = clusterPids(dataDir);
      for (const pid of frozen) process.kill(pid, "SIGSTOP");
    },
    thaw() {
      for (const pid of frozen) {
        try {
          process.kill(pid, "SIGCONT");
        } catch {
          // A backend that was already gone.
        }
      }
      frozen = [];
    },
    createDatabase(name) {
      const host = ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres"];
      run(path.join(bin, "createdb"), [...host, name]);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    backUpAndRestore(from, to) {
      const host = ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres"];
      const dump = path.join(folder, `${from}.dump`);
      run(path.join(bin, "pg_dump"), [...host, "--format=custom", `--file=${dump}`, from]);
      run(path.join(bin, "createdb"), [...host, to]);
      run(path.join(bin, "pg_restore"), [...host, "--no-owner", `--dbname=${to}`, dump]);
      return { url: `postgres://postgres@127.0.0.1:${port}/${to}`, dumpBytes: statSync(dump).size };
    },
    destroy() {
      try {
        if (frozen.length > 0) this.thaw();
        run(pgCtl, stopArgs("fast"));
      } catch {
        // Already stopped.
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
