import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { runCli as runCliCommand } from "../../scripts/cli-commands.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The environment of `npm run cli` pointed at the embedded database in `dataDir`. */
function cliEnvironment(dataDir: string): Record<string, string | undefined> {
  // DATABASE_URL empty: the embedded database, whatever the test run's environment says.
  return { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" };
}

/**
 * Runs one `npm run cli` command in this process, as scripts/cli.ts does but with its output
 * kept: starting a process per command cost about 8 s each on two cores.
 */
export async function runCli(dataDir: string, ...args: string[]): Promise<CliResult> {
  let stdout = "";
  let stderr = "";
  const code = await runCliCommand(args, cliEnvironment(dataDir), {
    out: (text) => {
      stdout += `${text}\n`;
    },
    err: (text) => {
      stderr += `${text}\n`;
    },
  });
  return { code, stdout, stderr };
}

/** Runs `scripts/cli.ts` in a process of its own, as an operator's `npm run cli` does. */
export function runCliProcess(dataDir: string, ...args: string[]): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/cli.ts", ...args], {
      cwd: root,
      env: cliEnvironment(dataDir),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}
