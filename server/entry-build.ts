// One entry module built by Vite on its own, in memory, for the two build plugins that hand a
// bundle to the app through an import query: `?inline-script` (inline-scripts.ts) and
// `?asset-bundle` (asset-bundles.ts).
import { build, type Plugin, type Rolldown } from "vite";

export interface BuiltEntry {
  /** The entry's script, minified. */
  code: string;
  /** The CSS it imports, joined ("" when none). */
  css: string;
}

/** Builds `entry` and what it imports, with `output` saying the script's shape. */
export async function buildEntry(
  entry: string,
  root: string,
  output: Rolldown.OutputOptions,
  preserveEntrySignatures?: Rolldown.InputOptions["preserveEntrySignatures"],
): Promise<BuiltEntry> {
  const result = await build({
    configFile: false,
    root,
    logLevel: "warn",
    resolve: { tsconfigPaths: true },
    build: {
      write: false,
      minify: true,
      target: "es2022",
      modulePreload: false,
      copyPublicDir: false,
      rolldownOptions: { input: entry, preserveEntrySignatures, output },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  let code: string | undefined;
  let css = "";
  for (const built of outputs) {
    if (!("output" in built)) continue;
    for (const file of built.output) {
      if (file.type === "chunk" && file.isEntry) code = file.code;
      else if (file.type === "asset" && file.fileName.endsWith(".css")) css += String(file.source);
    }
  }
  if (code === undefined) throw new Error(`No script was built from ${entry}`);
  return { code, css };
}

/** A plugin's resolveId for `module?query`: the module resolved as usual, the query kept. */
export function resolveWithQuery(query: string): NonNullable<Plugin["resolveId"]> {
  return async function resolveId(source, importer) {
    if (!source.endsWith(query)) return null;
    const resolved = await this.resolve(source.slice(0, -query.length), importer, {
      skipSelf: true,
    });
    return resolved ? `${resolved.id}${query}` : null;
  };
}
