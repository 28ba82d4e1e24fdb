// Memory of the embedded default: the production server as `npm start` runs it (PGlite in a
// throwaway data folder, demo content), its resident memory read from Linux's /proc after boot,
// at its peak while the site is walked, and after 30 s idle. scripts/start.ts imports server.ts
// in-process, so the spawned pid is the server. PAGE_CACHE_SECONDS=0 measures without the
// anonymous page cache; BENCH_DATA_FROM=<folder> starts it on a copy of an existing data folder
// (a later boot, no initdb). BENCH_LOAD_SECONDS=60 adds sustained load after the walk:
// BENCH_CONNECTIONS (20) clients in a closed loop over the same public and member pages for that
// long, RSS sampled every 200 ms; with BENCH_IDLE_SECONDS=120 it is issue 33's measurement.
// Prints a Markdown table; Linux only.
import { readFileSync } from "node:fs";
import { firstLink, withDemoServer } from "./demo-server.ts";
import { type BenchSession, log, positiveInteger } from "./page-bench.ts";

const port = positiveInteger("BENCH_PORT", process.env.BENCH_PORT, 4461);
const walks = positiveInteger("BENCH_WALKS", process.env.BENCH_WALKS, 3);
const idleSeconds = positiveInteger("BENCH_IDLE_SECONDS", process.env.BENCH_IDLE_SECONDS, 30);
const loadSeconds = process.env.BENCH_LOAD_SECONDS
  ? positiveInteger("BENCH_LOAD_SECONDS", process.env.BENCH_LOAD_SECONDS, 60)
  : 0;
const connections = positiveInteger("BENCH_CONNECTIONS", process.env.BENCH_CONNECTIONS, 20);
// A later boot: the server starts on a copy of this data folder (one a server has stopped
// cleanly on), so it finds its database made and the demo content there.
const copyDataFrom = process.env.BENCH_DATA_FROM || undefined;

/** VmRSS (now) and VmHWM (peak so far) of a process, in MB. */
function residentMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+)`, "m"))?.[1]);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function get(session: BenchSession, page: string, signedIn: boolean) {
  const response = await fetch(`${session.baseUrl}${page}`, {
    headers: signedIn ? { cookie: session.cookie } : {},
    redirect: "manual",
  });
  await response.arrayBuffer();
  if (response.status >= 400) throw new Error(`${page} answered ${response.status}`);
}

/**
 * `connections` clients, each asking for the next page as soon as the last is answered: a public
 * page and a member page in turn (each list from the client's own starting point), so the
 * database-backed member pages are half the load although they are few of the pages. RSS is
 * sampled meanwhile. Returns the requests served and the sampled peak.
 */
async function sustainedLoad(
  session: BenchSession,
  publicPages: string[],
  memberPages: string[],
  pid: number,
): Promise<{ requests: number; peakRss: number }> {
  let requests = 0;
  let peakRss = 0;
  const endsAt = performance.now() + loadSeconds * 1000;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, residentMb(pid).rss);
  }, 200);
  try {
    await Promise.all(
      Array.from({ length: connections }, async (_, client) => {
        for (let i = client; performance.now() < endsAt; i++) {
          const signedIn = i % 2 === 1;
          const pages = signedIn ? memberPages : publicPages;
          await get(session, pages[Math.floor(i / 2) % pages.length] as string, signedIn);
          requests++;
        }
      }),
    );
  } finally {
    clearInterval(sampler);
  }
  return { requests, peakRss: Math.max(peakRss, residentMb(pid).rss) };
}

async function cityPages(session: BenchSession): Promise<string[]> {
  const found = new Set<string>();
  for (const index of ["/locations", "/food-banks", "/free-food"]) {
    const html = await (await fetch(`${session.baseUrl}${index}`)).text();
    for (const m of html.matchAll(/href="(\/(?:city|food-banks|free-food)\/[^"?#]+)"/g)) {
      if (m[1]) found.add(m[1]);
    }
  }
  return [...found];
}

await withDemoServer(
  port,
  async (session) => {
    const pid = session.serverPid;
    await sleep(5000);
    const boot = residentMb(pid);
    log(`Boot idle: ${boot.rss.toFixed(0)} MB (peak so far ${boot.peak.toFixed(0)} MB)`);
    const publicPages = [
      "/",
      "/locations",
      "/allotments",
      "/food-banks",
      "/free-food",
      "/planting-calendar",
      "/forum",
      "/how-it-works",
      "/about",
      ...(await cityPages(session)),
    ];
    const listing = await firstLink(session, "/listings", /^\/listings\/[^/?]+$/);
    const memberPages = [
      "/listings",
      "/listings?page=2",
      "/listings?page=3",
      listing,
      "/create-listing",
      "/messages",
      "/dashboard",
    ];
    log(
      `Walking ${publicPages.length} public and ${memberPages.length} member pages ${walks} times…`,
    );
    let walkPeakRss = 0;
    for (let walk = 0; walk < walks; walk++) {
      for (const page of publicPages) {
        await get(session, page, false);
        walkPeakRss = Math.max(walkPeakRss, residentMb(pid).rss);
      }
      for (const page of memberPages) {
        await get(session, page, true);
        walkPeakRss = Math.max(walkPeakRss, residentMb(pid).rss);
      }
    }
    const walked = residentMb(pid);
    let load: { requests: number; peakRss: number; after: number } | null = null;
    if (loadSeconds > 0) {
      log(
        `After the walk: ${walked.rss.toFixed(0)} MB; ${connections} clients for ${loadSeconds} s…`,
      );
      const { requests, peakRss } = await sustainedLoad(session, publicPages, memberPages, pid);
      load = { requests, peakRss, after: residentMb(pid).rss };
    }
    log(`Idling ${idleSeconds} s…`);
    await sleep(idleSeconds * 1000);
    const idle = residentMb(pid);
    const mb = (n: number) => `${n.toFixed(0)} MB`;
    console.log(
      `Memory of the production server (PGlite, demo data, PAGE_CACHE_SECONDS=${process.env.PAGE_CACHE_SECONDS ?? "default"}, ${walks} walks of ${publicPages.length + memberPages.length} pages${load ? `, then ${connections} clients for ${loadSeconds} s: ${load.requests} requests` : ""})\n`,
    );
    console.log("| Moment | Resident (VmRSS) |");
    console.log("|---|---:|");
    console.log(`| Idle after boot | ${mb(boot.rss)} |`);
    console.log(`| Peak during boot (VmHWM before the walk) | ${mb(boot.peak)} |`);
    console.log(`| Peak during the walk (sampled) | ${mb(walkPeakRss)} |`);
    console.log(`| Right after the walk | ${mb(walked.rss)} |`);
    if (load) {
      console.log(`| Peak during the load (sampled) | ${mb(load.peakRss)} |`);
      console.log(`| Right after the load | ${mb(load.after)} |`);
    }
    console.log(`| Idle ${idleSeconds} s after the ${load ? "load" : "walk"} | ${mb(idle.rss)} |`);
    console.log(`| Peak over the run (VmHWM) | ${mb(idle.peak)} |`);
  },
  { copyDataFrom },
);
