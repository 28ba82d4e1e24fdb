import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export interface DataDirLock {
  release(): void;
}

export class DatabaseInUseError extends Error {
  override name = "DatabaseInUseError";
}

/** Lock files this process holds: a lock carrying our own pid is only stale if it is not here. */
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Claims DATA_DIR's embedded database for this process. A lock left by a process that has
 * died is taken over; one held by a live process refuses with a clear message.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.resolve(dataDir, "pglite.lock");
  // A lock with our own pid may be left by an earlier run that had the same pid (pid 1 in a
  // container), so the pid alone cannot tell "ours, open now" from "stale".
  if (heldHere.has(file)) {
    throw new DatabaseInUseError(
      `The embedded database in ${dataDir} is in use: this process (pid ${process.pid}) has it ` +
        "open already. Close that handle first; two open handles would corrupt it.",
    );
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      heldHere.add(file);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          heldHere.delete(file);
          rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(readFileSync(file, "utf8"), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DatabaseInUseError(
          `The embedded database in ${dataDir} is in use by another Glut process (pid ${holder}). ` +
            "Stop the running server first, or set DATABASE_URL to use a PostgreSQL server.",
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DatabaseInUseError(`Could not lock the embedded database in ${dataDir}.`);
}
