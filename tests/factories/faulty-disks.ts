import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

// Real disk faults for tests, not imitations: a tmpfs mounted read-only gives EROFS, one filled to
// its last byte gives ENOSPC, exactly as a production disk would. Mounting needs root (CAP_SYS_ADMIN,
// as in the project's test containers); without root a read-only folder is a folder without write
// permission (EACCES), and a full disk cannot be made, so that test says so and fails.

export interface FaultyDisk {
  folder: string;
  release(): void;
}

const isRoot = () => process.getuid?.() === 0;

function mountTmpfs(options: string): FaultyDisk {
  const folder = mkdtempSync(path.join(os.tmpdir(), "glut-faulty-disk-"));
  execFileSync("mount", ["-t", "tmpfs", "-o", options, "tmpfs", folder]);
  return {
    folder,
    release() {
      execFileSync("umount", [folder]);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** A folder on storage that refuses every write. */
export function readOnlyDisk(): FaultyDisk {
  if (isRoot()) return mountTmpfs("ro,size=1m");
  const folder = mkdtempSync(path.join(os.tmpdir(), "glut-read-only-"));
  chmodSync(folder, 0o555);
  return {
    folder,
    release() {
      chmodSync(folder, 0o755);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * A folder on a disk with no space left: writing a byte fails with ENOSPC. `prepare` runs first,
 * while there is room (to make the folders a test writes into).
 */
export function fullDisk(prepare?: (folder: string) => void): FaultyDisk {
  if (!isRoot()) throw new Error("A full disk needs root, to mount a small tmpfs and fill it.");
  const disk = mountTmpfs("size=256k");
  prepare?.(disk.folder);
  try {
    writeFileSync(path.join(disk.folder, "filler"), Buffer.alloc(512 * 1024));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOSPC") {
      disk.release();
      throw error;
    }
  }
  return disk;
}
