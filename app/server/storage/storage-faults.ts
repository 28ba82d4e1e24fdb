import { randomBytes } from "node:crypto";
import { accessSync, constants, existsSync, rmSync, statSync, writeFileSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

// Faults of the disk under DATA_DIR (decision 0079): told apart from bugs so that a person is told
// the truth (507 when it is full, 503 when it is read-only), start-up refuses a folder it could
// not write, and the readiness check can ask whether storage takes writes now.

export type StorageFault = "full" | "read-only";

const FULL_CODES = new Set(["ENOSPC", "EDQUOT"]);
const READ_ONLY_CODES = new Set(["EROFS", "EACCES", "EPERM"]);

/** "full", "read-only", or null when the error (or one it wraps) is no fault of the disk. */
export function storageFault(error: unknown): StorageFault | null {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current instanceof Error; depth++) {
    const code = (current as NodeJS.ErrnoException).code;
    if (code && FULL_CODES.has(code)) return "full";
    if (code && READ_ONLY_CODES.has(code)) return "read-only";
    current = current.cause;
  }
  return null;
}

/** HTTP status for a request that met the fault: 507 Insufficient Storage, or 503. */
export function storageFaultStatus(fault: StorageFault): 503 | 507 {
  return fault === "full" ? 507 : 503;
}

function probeName(): string {
  return `.glut-write-probe-${process.pid}-${randomBytes(4).toString("hex")}`;
}

function reasonOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === "EROFS") return "the file system is read-only";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  if (code === "ENOSPC" || code === "EDQUOT") return "the disk is full";
  if (code === "ENOTDIR") return "it is a file, not a folder";
  return error instanceof Error ? error.message : String(error);
}

/**
 * Why `folder` cannot be written, or null when it can: a probe file is written and removed (so
 * nothing is left), or, for a folder that does not exist yet, the nearest existing folder above
 * it is asked whether it may be written, without creating anything.
 */
export function unwritableReason(folder: string): string | null {
  let existing = path.resolve(folder);
  while (!existsSync(existing)) {
    const parent = path.dirname(existing);
    if (parent === existing) break;
    existing = parent;
  }
  try {
    if (!statSync(existing).isDirectory()) return `${existing} is a file, not a folder`;
    if (existing !== path.resolve(folder)) {
      accessSync(existing, constants.W_OK);
      return null;
    }
    const probe = path.join(existing, probeName());
    try {
      writeFileSync(probe, "probe", { flag: "wx" });
    } finally {
      rmSync(probe, { force: true });
    }
    return null;
  } catch (error) {
    return existing === path.resolve(folder)
      ? reasonOf(error)
      : `it does not exist and cannot be created in ${existing}: ${reasonOf(error)}`;
  }
}

export type StorageCheck = { ok: true } | { ok: false; problem: string };

/**
 * For the readiness check: whether DATA_DIR (local uploads, the email outbox) takes a write now.
 * Writes and removes a small probe file; never throws.
 */
export async function checkStorageWritable(dataDir: string): Promise<StorageCheck> {
  const probe = path.join(dataDir, probeName());
  try {
    await writeFile(probe, "probe", { flag: "wx" }).catch(async (error: NodeJS.ErrnoException) => {
      // Not made yet (start-up allowed it: its parent may be written). The outbox and local
      // uploads make it on their first write; made here, the answer is about the real folder.
      if (error.code !== "ENOENT") throw error;
      await mkdir(dataDir, { recursive: true });
      await writeFile(probe, "probe", { flag: "wx" });
    });
    return { ok: true };
  } catch (error) {
    return { ok: false, problem: `DATA_DIR (${dataDir}) cannot be written: ${reasonOf(error)}` };
  } finally {
    await rm(probe, { force: true }).catch(() => {});
  }
}
