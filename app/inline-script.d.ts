// `import code from "./x.island.ts?inline-script"` (server/inline-scripts.ts, decision 0059).
declare module "*?inline-script" {
  const code: string;
  export default code;
}
