import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { assetBundles } from "./server/asset-bundles.ts";
import { inlineScripts } from "./server/inline-scripts.ts";
import { precompressFiles } from "./server/precompressed-assets.ts";

/** Brotli and gzip copies of the client's hashed assets, for the server to send (decision 0051). */
function precompressAssets(): Plugin {
  return {
    name: "glut:precompress-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(output, bundle) {
      const dir = output.dir ?? "";
      await precompressFiles(
        Object.keys(bundle)
          .filter((name) => name.startsWith("assets/"))
          .map((name) => path.join(dir, name)),
      );
    },
  };
}

export default defineConfig({
  plugins: [inlineScripts(), assetBundles(), tailwindcss(), reactRouter(), precompressAssets()],
  resolve: { tsconfigPaths: true },
});
