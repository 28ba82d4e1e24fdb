// `import code from "./x.island.ts?inline-script"` (server/inline-scripts.ts, decision 0059).
declare module "*?inline-script" {
  const code: string;
  export default code;
}

// `import assets from "./x.ts?asset-bundle"`: the addresses of x.ts built as a script and a
// stylesheet of their own, fetched on demand (server/asset-bundles.ts, decision 0097).
declare module "*?asset-bundle" {
  const assets: { script: string; style: string | null };
  export default assets;
}
