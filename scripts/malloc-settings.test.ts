import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MALLOC_SETTINGS, mallocRestartEnv } from "./malloc-settings.ts";

describe("mallocRestartEnv", () => {
  it("adds the settings on Linux, keeping the rest of the environment", () => {
    expect(mallocRestartEnv({ PORT: "3000" }, "linux", true)).toEqual({
      PORT: "3000",
      ...MALLOC_SETTINGS,
    });
  });

  it("does not restart again once the settings are there", () => {
    const restarted = mallocRestartEnv({}, "linux", true);
    expect(mallocRestartEnv(restarted ?? {}, "linux", true)).toBeUndefined();
  });

  it("leaves an operator's own malloc setting alone", () => {
    expect(mallocRestartEnv({ MALLOC_ARENA_MAX: "4" }, "linux", true)).toBeUndefined();
  });

  it("does nothing off Linux or without process.execve", () => {
    expect(mallocRestartEnv({}, "darwin", true)).toBeUndefined();
    expect(mallocRestartEnv({}, "linux", false)).toBeUndefined();
  });
});

describe.runIf(process.platform === "linux" && typeof process.execve === "function")(
  "restartWithMallocSettings",
  () => {
    it("restarts the same process with the settings and its arguments", () => {
      const script = [
        `import { restartWithMallocSettings } from ${JSON.stringify(path.resolve(import.meta.dirname, "malloc-settings.ts"))};`,
        "const pid = process.pid;",
        "restartWithMallocSettings();",
        "console.log(JSON.stringify({ pid, arena: process.env.MALLOC_ARENA_MAX, args: process.argv.slice(1) }));",
      ].join("\n");
      const env = { ...process.env };
      for (const name of Object.keys(MALLOC_SETTINGS)) delete env[name];
      const run = spawnSync(process.execPath, ["--input-type=module", "-e", script, "x", "y"], {
        env,
        encoding: "utf8",
      });
      expect(run.status).toBe(0);
      // One line: the first run replaced itself before printing; the second printed.
      const lines = run.stdout.trim().split("\n");
      expect(lines).toHaveLength(1);
      const seen = JSON.parse(lines[0] ?? "{}");
      expect(seen.arena).toBe(MALLOC_SETTINGS.MALLOC_ARENA_MAX);
      expect(seen.pid).toBe(run.pid);
      expect(seen.args).toEqual(["x", "y"]);
    });
  },
);
