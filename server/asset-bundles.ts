// `import assets from "./x.ts?asset-bundle"`: the module x.ts and everything it imports (its CSS
// too), built by Vite into one script and one stylesheet of their own, named by their content's
// hash, written under /assets beside the client build's files (so they are precompressed and
// cached for a year like them), and handed over as their two addresses. Nothing loads them: a
// page's own script fetches them when a visitor asks (the map of decision 0097), so they are in
// no page's first load. In development the module is served by Vite as it is.
import { createHash } from "node:crypto";
import path from "node:path";
import type { Plugin } from "vite";
import { buildEntry, resolveWithQuery } from "./entry-build.ts";

const QUERY = "?asset-bundle";

/** The two files of a bundle, as addresses under the site's root. */
export interface AssetBundle {
  script: string;
  /** Null when the module imports no CSS (and in development, where Vite injects it). */
  style: string | null;
}

interface BuiltBundle {
  files: { fileName: string; source: string }[];
  urls: AssetBundle;
}

function hashed(name: string, source: string, extension: string): string {
  const hash = createHash("sha256").update(source).digest("base64url").slice(0, 10);
  return `assets/${name}-${hash}.${extension}`;
}

/** Builds `entry` into an ES module and its stylesheet, named by their content. */
export async function buildAssetBundle(entry: string, root: string): Promise<BuiltBundle> {
  const { code, css } = await buildEntry(
    entry,
    root,
    { format: "es", codeSplitting: false },
    "exports-only",
  );
  const name = path.basename(entry).replace(/\.[^.]+$/, "");
  const files = [{ fileName: hashed(name, code, "js"), source: code }];
  if (css) files.push({ fileName: hashed(name, css, "css"), source: css });
  return {
    files,
    urls: { script: `/${files[0]?.fileName}`, style: css ? `/${files[1]?.fileName}` : null },
  };
}

export function assetBundles(): Plugin {
  let root = process.cwd();
  let command: "build" | "serve" = "build";
  // The client and the server builds both ask; one build of each bundle serves both.
  const built = new Map<string, Promise<BuiltBundle>>();
  return {
    name: "glut:asset-bundles",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
      command = config.command;
    },
    resolveId: resolveWithQuery(QUERY),
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const entry = path.resolve(id.slice(0, -QUERY.length));
      if (command === "serve") {
        const urls: AssetBundle = { script: `/${path.relative(root, entry)}`, style: null };
        return `export default ${JSON.stringify(urls)};`;
      }
      let bundle = built.get(entry);
      if (!bundle) {
        bundle = buildAssetBundle(entry, root);
        built.set(entry, bundle);
      }
      const { files, urls } = await bundle;
      // Only the client's files are served; the server build needs only the addresses.
      if (this.environment?.name === "client") {
        for (const file of files) {
          this.emitFile({ type: "asset", fileName: file.fileName, source: file.source });
        }
      }
      return `export default ${JSON.stringify(urls)};`;
    },
  };
}
