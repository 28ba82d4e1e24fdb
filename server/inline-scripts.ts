// `import code from "./x.island.ts?inline-script"`: the module x.island.ts and everything it
// imports, bundled into one minified script and handed over as a string, for a static page to
// send inline (decision 0059). The page's rules stay in the TypeScript modules the server renders
// with; the bundle is built by Vite itself, so nothing else is needed to build it.
import path from "node:path";
import type { Plugin } from "vite";
import { buildEntry, resolveWithQuery } from "./entry-build.ts";

const QUERY = "?inline-script";

/** One script, in the browser's own terms: an immediately invoked function, no imports left. */
export async function bundleInlineScript(entry: string, root: string): Promise<string> {
  const { code } = await buildEntry(entry, root, { format: "iife", inlineDynamicImports: true });
  return code.trim();
}

export function inlineScripts(): Plugin {
  let root = process.cwd();
  return {
    name: "glut:inline-scripts",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    resolveId: resolveWithQuery(QUERY),
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const entry = id.slice(0, -QUERY.length);
      this.addWatchFile(entry);
      const code = await bundleInlineScript(path.resolve(entry), root);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
