import { spawn } from "node:child_process";
import { becomeBenchMember } from "./bench-member.ts";
import { load } from "./page-bench.ts";

const port = 4501;
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ["--cpu-prof", "--cpu-prof-dir=/tmp/prof", "server.ts"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: base,
    DATA_DIR: "/tmp/prof-data",
    LOG_LEVEL: "warn",
    DEMO_DATA: "true",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
for (;;) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 500));
}
const cookie = await becomeBenchMember(base);
const target = process.argv[2] ?? "/listings";
let path = target;
if (target === "detail") {
  const html = await (await fetch(`${base}/listings`, { headers: { cookie } })).text();
  path = /href="(\/listings\/[0-9a-f-]{36})"/.exec(html)?.[1] ?? "/listings";
}
console.error("measuring", path);
for (let i = 0; i < 20; i++) await fetch(base + path, { headers: { cookie } });
const r = await load(base + path, cookie, 10, 15);
console.error(JSON.stringify(r));
child.kill("SIGTERM");
await new Promise((r) => child.on("exit", r));
