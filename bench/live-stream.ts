// `npm run bench:live`: live updates at scale on one instance (issue 36). The production server
// as `npm start` runs it (bench/production-server.ts), on a fresh embedded database (or
// BENCH_DATABASE_URL's PostgreSQL); BENCH_STREAMS (1,000) open GET /live streams, spread over
// BENCH_RECEIVERS (10) members as browser tabs would be; then BENCH_SENDERS (5) other members
// send BENCH_MESSAGES (100) messages about the receivers' listings, one after another each (after
// one each to warm up), and every tab of the recipient must hear each one. Measures message→event latency (from the moment
// the message's POST is sent to the moment its event reaches a tab) at p50/p99, and the server's
// memory per open stream (resident memory after the streams are open, less before, divided by
// their number). Prints a Markdown table (docs/performance.md). Linux only (reads /proc).
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openBenchDatabase } from "./bench-database.ts";
import { becomeBenchMember } from "./bench-member.ts";
import { percentile } from "./latency.ts";
import { type OpenStream, openLiveStream } from "./live-client.ts";
import { listingForm } from "./mixed-load.ts";
import { Outboxes } from "./outboxes.ts";
import { benchServerEnv, log, machine, positiveInteger } from "./page-bench.ts";
import { startProductionServer } from "./production-server.ts";

const settings = {
  streams: positiveInteger("BENCH_STREAMS", process.env.BENCH_STREAMS, 1000),
  receivers: positiveInteger("BENCH_RECEIVERS", process.env.BENCH_RECEIVERS, 10),
  senders: positiveInteger("BENCH_SENDERS", process.env.BENCH_SENDERS, 5),
  messages: positiveInteger("BENCH_MESSAGES", process.env.BENCH_MESSAGES, 100),
  port: positiveInteger("BENCH_PORT", process.env.BENCH_PORT, 4480),
  databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** VmRSS of a process, in KB. */
function residentKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/^VmRSS:\s+(\d+)/m)?.[1]);
}

/**
 * Resident memory once it has settled: read every 500 ms until six reads in a row (3 s) lie
 * within 2 MB of each other, or for 60 s at most; their median. A collection or the allocator
 * giving pages back moves a single read by more than a thousand streams cost.
 */
async function settledResidentKb(pid: number): Promise<number> {
  const reads: number[] = [];
  const until = performance.now() + 60_000;
  for (;;) {
    reads.push(residentKb(pid));
    const last = reads.slice(-6);
    const steady = last.length === 6 && Math.max(...last) - Math.min(...last) <= 2048;
    if (steady || performance.now() > until) return last.sort((a, b) => a - b)[3] ?? 0;
    await sleep(500);
  }
}

const address = (n: number) => `198.19.${Math.floor(n / 250)}.${(n % 250) + 1}`;

async function main() {
  log(`Machine: ${machine()}`);
  const database = await openBenchDatabase(settings.databaseUrl);
  await database.release();
  const server = await startProductionServer({
    port: settings.port,
    env: {
      ...database.serverEnv,
      ...benchServerEnv(settings.port),
      DEMO_DATA: "false",
      TRUST_PROXY: "loopback",
      // Established members' limits: 60 messages an hour, 20 new conversations.
      NEWCOMER_DAYS: "0",
    },
  });
  const opened: OpenStream[] = [];
  try {
    const outboxes = new Outboxes([
      { name: "server", dir: path.join(database.serverEnv.DATA_DIR, "outbox") },
    ]);
    const member = async (n: number) => {
      const cookie = await becomeBenchMember(server.baseUrl, {
        email: `live-${n}@example.org`,
        clientAddress: address(n),
        confirmationLink: (email) => outboxes.confirmationLink(email),
      });
      return { Cookie: cookie, "X-Forwarded-For": address(n), Origin: server.baseUrl };
    };
    log(`Making ${settings.receivers} receivers and ${settings.senders} senders…`);
    const receivers: Awaited<ReturnType<typeof member>>[] = [];
    for (let n = 0; n < settings.receivers; n++) receivers.push(await member(n));
    const senders: Awaited<ReturnType<typeof member>>[] = [];
    for (let n = 0; n < settings.senders; n++) senders.push(await member(1000 + n));
    const listings: string[] = [];
    for (const [n, headers] of receivers.entries()) {
      const response = await fetch(`${server.baseUrl}/create-listing`, {
        method: "POST",
        body: listingForm({ name: `Courgettes for the live bench ${n}` }),
        headers,
        redirect: "manual",
      });
      await response.arrayBuffer();
      const id = response.headers.get("location")?.split("/").pop();
      if (response.status !== 302 || !id) throw new Error(`could not list (${response.status})`);
      listings.push(id);
    }

    // Which marker was sent when, and to which receiver; each receipt's latency.
    const sentAt = new Map<string, { at: number; receiver: number }>();
    const latencies: number[] = [];
    const tabsOf = new Array<number>(settings.receivers).fill(0);
    const hear =
      (receiver: number) => (seen: { event: { type: string; preview?: unknown }; at: number }) => {
        if (seen.event.type !== "message") return;
        const marker = String(seen.event.preview ?? "").match(/live-bench-\d+/)?.[0];
        const sent = marker ? sentAt.get(marker) : undefined;
        if (sent && sent.receiver === receiver) latencies.push(seen.at - sent.at);
      };
    const openTabs = async (count: number) => {
      for (let first = 0; first < count; first += 50) {
        const batch = Array.from({ length: Math.min(50, count - first) }, (_, i) => first + i);
        await Promise.all(
          batch.map((i) => {
            const receiver = (opened.length + i) % settings.receivers;
            const { Cookie } = receivers[receiver] ?? {};
            const stream = openLiveStream(server.baseUrl, { Cookie: Cookie ?? "" }, hear(receiver));
            tabsOf[receiver] = (tabsOf[receiver] ?? 0) + 1;
            opened.push(stream);
            return stream.ready;
          }),
        );
      }
    };

    // Warm up: the route's code compiled and its queries prepared before memory is read.
    await openTabs(settings.receivers);
    const before = await settledResidentKb(server.pid);
    log(`Opening ${settings.streams - opened.length} more streams (RSS ${before} KB)…`);
    await openTabs(settings.streams - opened.length);
    const after = await settledResidentKb(server.pid);
    const perStreamKb = (after - before) / (settings.streams - settings.receivers);
    log(`${opened.length} streams open; RSS ${after} KB, ${perStreamKb.toFixed(1)} KB a stream`);

    // Each sender's first message opens its conversation and runs its code paths for the first
    // time; sent and heard before the measured ones.
    log("Warming up: one message from each sender…");
    await Promise.all(
      senders.map(async (headers, s) => {
        const response = await fetch(
          `${server.baseUrl}/listings/${listings[s % settings.receivers]}/contact`,
          {
            method: "POST",
            body: new URLSearchParams({ message: "Warming up" }),
            headers,
            redirect: "manual",
          },
        );
        await response.arrayBuffer();
      }),
    );
    await sleep(1000);

    log(`Sending ${settings.messages} messages…`);
    let sequence = 0;
    let refused = 0;
    const perSender = Math.ceil(settings.messages / settings.senders);
    await Promise.all(
      senders.map(async (headers, s) => {
        for (let i = 0; i < perSender && sequence < settings.messages; i++) {
          const n = sequence++;
          const receiver = (s + i) % settings.receivers;
          const marker = `live-bench-${n}`;
          sentAt.set(marker, { at: performance.now(), receiver });
          const response = await fetch(`${server.baseUrl}/listings/${listings[receiver]}/contact`, {
            method: "POST",
            body: new URLSearchParams({ message: `Still there? (${marker})` }),
            headers,
            redirect: "manual",
          });
          await response.arrayBuffer();
          if (response.status !== 302) {
            refused++;
            sentAt.delete(marker);
          }
          await sleep(100);
        }
      }),
    );
    const expected = [...sentAt.values()].reduce(
      (sum, sent) => sum + (tabsOf[sent.receiver] ?? 0),
      0,
    );
    const until = performance.now() + 30_000;
    while (latencies.length < expected && performance.now() < until) await sleep(100);
    // The same cost seen the other way: the streams closed again, memory settled.
    for (const stream of opened.splice(settings.receivers)) stream.close();
    const closed = await settledResidentKb(server.pid);
    const perStreamClosingKb = (after - closed) / (settings.streams - settings.receivers);
    const sorted = [...latencies].sort((a, b) => a - b);
    const rows = [
      ["open streams", String(settings.streams)],
      ["messages sent (refused)", `${sentAt.size} (${refused})`],
      ["events expected / received", `${expected} / ${latencies.length}`],
      ["message→event p50", `${percentile(sorted, 50).toFixed(1)} ms`],
      ["message→event p99", `${percentile(sorted, 99).toFixed(1)} ms`],
      ["message→event max", `${(sorted.at(-1) ?? 0).toFixed(1)} ms`],
      [
        "server RSS before / after opening",
        `${(before / 1024).toFixed(1)} / ${(after / 1024).toFixed(1)} MB`,
      ],
      ["server RSS once they were closed again", `${(closed / 1024).toFixed(1)} MB`],
      [
        "memory per open stream (opening / closing)",
        `${perStreamKb.toFixed(1)} / ${perStreamClosingKb.toFixed(1)} KB`,
      ],
    ];
    const load = (os.loadavg()[0] ?? 0).toFixed(1);
    console.log(`\n${machine()}; ${database.description}; load average ${load} at the end\n`);
    console.log("| figure | value |\n| --- | --- |");
    for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);
    if (latencies.length < expected || refused > 0) process.exitCode = 1;
  } finally {
    for (const stream of opened) stream.close();
    await server.stop();
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
