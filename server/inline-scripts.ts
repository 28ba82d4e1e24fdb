// `import code from "./x.island.ts?inline-script"`: the module x.island.ts and everything it
// imports, bundled into one minified script and handed over as a string, for a static page to
// send inline (decision 0059). The page's rules stay in the TypeScript modules the server renders
// with; the bundle is built by Vite itself, so nothing else is needed to build it.
import path from "node:path";
import { build, type Plugin } from "vite";

const QUERY = "?inline-script";

/** One script, in the browser's own terms: an immediately invoked function, no imports left. */
export async function bundleInlineScript(entry: string, root: string): Promise<string> {
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
      rolldownOptions: {
        input: entry,
        output: { format: "iife", inlineDynamicImports: true },
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if (!("output" in output)) continue;
    for (const chunk of output.output) {
      if (chunk.type === "chunk" && chunk.isEntry) return chunk.code.trim();
    }
  }
  throw new Error(`No script was built from ${entry}`);
}

export function inlineScripts(): Plugin {
  let root = process.cwd();
  return {
    name: "glut:inline-scripts",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, {
        skipSelf: true,
      });
      return resolved ? `${resolved.id}${QUERY}` : null;
    },
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const entry = id.slice(0, -QUERY.length);
      this.addWatchFile(entry);
      const code = await bundleInlineScript(path.resolve(entry), root);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
