// The real start-up run to its end, as a shell runs it (decision 0079): for the tests that a
// misconfiguration is refused with one plain line, and nothing created.
import { spawn } from "node:child_process";
import path from "node:path";
import { expect } from "vitest";
import { freePort } from "../faults/free-port";

const root = path.resolve(import.meta.dirname, "../..");

export const productionSecret = "a-test-secret-that-is-long-enough-for-production-use";

/** Runs `npm start` (as from a shell) or `server.ts` with `env` until it exits. */
export async function runToExit(how: "npm start" | "server.ts", env: Record<string, string>) {
  const port = String(await freePort());
  const { NODE_ENV: _testMode, ...shell } = process.env;
  const [command, args] =
    how === "npm start" ? ["npm", ["start"]] : [process.execPath, ["server.ts"]];
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: {
        ...shell,
        ...(how === "server.ts" ? { NODE_ENV: "production" } : {}),
        HOST: "127.0.0.1",
        PORT: port,
        LOG_LEVEL: "info",
        DATABASE_URL: "",
        DEMO_DATA: "false",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${how} did not exit; it printed:\n${output}`));
    }, 150_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

export const noStack = (output: string) => expect(output).not.toMatch(/^\s+at /m);
