// `import code from "./x.island.ts?inline-script"` (server/inline-scripts.ts, decision 0058).
declare module "*?inline-script" {
  const code: string;
  export default code;
}
