import autocannon from "autocannon";
import { becomeBenchMember } from "./bench-member.ts";
const base = process.argv[2] ?? "http://127.0.0.1:4340";
const cookie = await becomeBenchMember(base, { clientAddress: "10.9.9.9" });
const page = await fetch(`${base}/listings`, { headers: { cookie } });
const href = [...(await page.text()).matchAll(/href="(\/listings\/[0-9a-f-]{36})"/g)][0]?.[1];
console.log("listing", href);
for (const path of [href ?? "/listings", "/listings"]) {
  const r = await autocannon({ url: `${base}${path}`, connections: 10, duration: 12, headers: { cookie, "accept-encoding": "gzip" } });
  console.log(path, r.requests.average, "rps; p99", r.latency.p99, "non2xx", r.non2xx);
}
