// Builds the app when the build is missing or older than its sources. Used by `npm start` and
// by the test suites that need the production build, so there is one rule for staleness.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const stampFile = path.join(root, "build", ".source-hash");
const inputs = [
  "app",
  "public",
  "vite.config.ts",
  // The build's own plugins (vite.config.ts): what they make is part of the build.
  "server/inline-scripts.ts",
  "server/asset-bundles.ts",
  "server/precompressed-assets.ts",
  "react-router.config.ts",
  "package-lock.json",
  "tsconfig.json",
];

function listFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full, { withFileTypes: true }).flatMap((child) => {
    const relative = path.join(entry, child.name);
    if (child.isDirectory()) return listFiles(relative);
    // Tests never reach the build, so editing one should not trigger a rebuild.
    return /\.test\.tsx?$/.test(child.name) ? [] : [relative];
  });
}

/** A hash of every build input's path and contents: unchanged sources, unchanged hash. */
function sourceHash(): string {
  const hash = createHash("sha256");
  for (const file of inputs.flatMap(listFiles).sort()) {
    hash.update(file);
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest("hex");
}

/**
 * Returns true when it had to build. Throws when the build fails. The build's output goes to
 * stdout, or to stderr for callers whose stdout is a report (the benchmarks).
 */
export function ensureBuild(options: { output?: "stdout" | "stderr" } = {}): boolean {
  const current = sourceHash();
  const built = existsSync(stampFile) ? readFileSync(stampFile, "utf8").trim() : "";
  if (built === current && existsSync(path.join(root, "build", "server", "index.js"))) return false;
  const toStderr = options.output === "stderr";
  (toStderr ? console.error : console.log)("Building Glut (sources changed since the last build)…");
  const result = spawnSync(
    process.execPath,
    [path.join(root, "node_modules", "@react-router", "dev", "bin.cjs"), "build"],
    {
      cwd: root,
      // fd 2: the child writes its stdout to our stderr.
      stdio: ["inherit", toStderr ? 2 : "inherit", "inherit"],
      env: { ...process.env, NODE_ENV: "production" },
    },
  );
  if (result.status !== 0) throw new Error(`The build failed (exit ${result.status}).`);
  writeFileSync(stampFile, `${current}\n`);
  return true;
}
