import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOnlyDisk } from "../tests/factories/faulty-disks";
import { noStack, runToExit } from "../tests/factories/start-up-run";

// The real start-up, run to its end for each misconfiguration (decision 0079): one plain line
// naming the problem, exit status 1, and nothing created.

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), "glut-startup-"));
});
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

describe("start-up refuses a misconfiguration before creating anything", () => {
  it("a bad setting: npm start names it and creates no embedded database", async () => {
    const dataDir = path.join(scratch, "bad-setting");
    const { code, output } = await runToExit("npm start", {
      DATA_DIR: dataDir,
      PAGE_CACHE_SECONDS: "a minute",
    });
    expect(code).toBe(1);
    expect(output).toContain("Invalid configuration:");
    expect(output).toContain(
      "PAGE_CACHE_SECONDS must be a whole number of seconds, 0 to turn the cache off",
    );
    noStack(output);
    expect(existsSync(dataDir)).toBe(false);
  }, 160_000);

  it("a read-only DATA_DIR on the embedded default: npm start names DATA_DIR", async () => {
    const disk = readOnlyDisk();
    try {
      const { code, output } = await runToExit("npm start", { DATA_DIR: disk.folder });
      expect(code).toBe(1);
      expect(output).toMatch(
        new RegExp(
          `DATA_DIR \\(${disk.folder}\\) cannot be written: (the file system is read-only|permission denied)\\. Glut keeps the embedded database, uploaded photos, the email outbox and the sign-in secret there\\.`,
        ),
      );
      noStack(output);
      expect(readdirSync(disk.folder)).toEqual([]);
    } finally {
      disk.release();
    }
  }, 160_000);
});
