import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../tests/factories/run-cli.ts";

// `npm run cli -- check-links`: the checking itself is tested against a local server in
// app/places/link-check.server.test.ts; here, how the command is named and refused.

const dataDir = mkdtempSync(path.join(os.tmpdir(), "glut-cli-links-"));

describe("npm run cli -- check-links", () => {
  it("is listed in the help", async () => {
    const { code, stdout } = await runCli(dataDir, "help");
    expect(code).toBe(0);
    expect(stdout).toMatch(/check-links\s+check every council allotment page/);
  });

  it("refuses arguments it does not take, before doing anything", async () => {
    const { code, stderr } = await runCli(dataDir, "check-links", "leeds");
    expect(code).toBe(2);
    expect(stderr).toMatch(/^check-links takes no arguments\./);
  });
});
