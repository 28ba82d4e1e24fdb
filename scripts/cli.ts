// `npm run cli -- <command>`: runs one command of scripts/cli-commands.ts with the console as its
// output and exits with its code.
import { existsSync } from "node:fs";
import path from "node:path";
import { runCli } from "./cli-commands.ts";

// Like `npm start`: the values in .env apply unless the environment sets them already.
const envFile = path.resolve(".env");
if (existsSync(envFile)) process.loadEnvFile(envFile);

try {
  process.exitCode = await runCli(process.argv.slice(2), process.env, {
    out: (text) => console.log(text),
    err: (text) => console.error(text),
  });
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
