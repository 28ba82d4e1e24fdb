import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fullDisk, readOnlyDisk } from "../../../tests/factories/faulty-disks";
import { checkStorageWritable, storageFault, unwritableReason } from "./storage-faults";

function errorOf(write: () => void): unknown {
  try {
    write();
  } catch (error) {
    return error;
  }
  throw new Error("the write succeeded");
}

describe("storage faults", () => {
  it("tells a full disk and a read-only one from other failures, through wrapping errors", () => {
    const full = fullDisk();
    const readOnly = readOnlyDisk();
    try {
      const noSpace = errorOf(() => writeFileSync(path.join(full.folder, "a"), "x".repeat(8192)));
      const refused = errorOf(() => writeFileSync(path.join(readOnly.folder, "a"), "x"));
      expect(storageFault(noSpace)).toBe("full");
      expect(storageFault(refused)).toBe("read-only");
      expect(storageFault(new Error("wrapped", { cause: noSpace }))).toBe("full");
      expect(storageFault(errorOf(() => writeFileSync("/nonexistent-folder/a", "x")))).toBeNull();
      expect(storageFault(new Error("a bug"))).toBeNull();
    } finally {
      full.release();
      readOnly.release();
    }
  });

  it("says why a folder cannot be written, creating nothing in it or above it", () => {
    const readOnly = readOnlyDisk();
    try {
      expect(unwritableReason(readOnly.folder)).toMatch(/read-only|permission denied/);
      expect(unwritableReason(path.join(readOnly.folder, "data", "glut"))).toMatch(
        new RegExp(`does not exist and cannot be created in ${readOnly.folder}`),
      );
      expect(readdirSync(readOnly.folder)).toEqual([]);
    } finally {
      readOnly.release();
    }
  });

  it("finds a writable folder, or the place to create one, writable and leaves no probe", () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), "glut-writable-"));
    try {
      expect(unwritableReason(folder)).toBeNull();
      expect(unwritableReason(path.join(folder, "not", "yet"))).toBeNull();
      expect(readdirSync(folder)).toEqual([]);
      expect(existsSync(path.join(folder, "not"))).toBe(false);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("answers the readiness check: writable now, or the problem named", async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), "glut-writable-"));
    const full = fullDisk();
    const readOnly = readOnlyDisk();
    try {
      expect(await checkStorageWritable(folder)).toEqual({ ok: true });
      expect(readdirSync(folder)).toEqual([]);
      expect(await checkStorageWritable(full.folder)).toEqual({
        ok: false,
        problem: `DATA_DIR (${full.folder}) cannot be written: the disk is full`,
      });
      const answer = await checkStorageWritable(readOnly.folder);
      expect(answer.ok).toBe(false);
    } finally {
      rmSync(folder, { recursive: true, force: true });
      full.release();
      readOnly.release();
    }
  });
});
