// `npm run bench:scale-out`: two Glut production processes on one fresh PostgreSQL database,
// photos in an S3-compatible store (s3rver), Debian's HAProxy in front (round robin, health check
// on /readyz). Checks what must hold across instances (sessions, photos, scheduled jobs, rate
// limits, emails, the anonymous page cache, live updates), then loads the pair through the
// balancer and one instance alone with the same mixed workload. Prints each check and the figures
// as Markdown (docs/reliability.md); exits non-zero when a check fails or the load saw an error.
// Stops all it started, also on failure or Ctrl-C, and drops its database; never touches the
// shared server.
//
// It does not measure scaling: both instances, PostgreSQL, HAProxy, s3rver and the load share
// this machine's cores, so the pair cannot serve more than one instance could. What the two runs
// show is that the pair stays correct under load and what the balancer and a second process cost
// on the same cores (the overhead); what a second machine adds needs two machines.
//
// Settings: BENCH_USERS (200), BENCH_DURATION (60 s), BENCH_THINK_MS (0: a closed loop),
// BENCH_PORT (4470; it and the next four ports are used), BENCH_POSTGRES_URL
// (postgres://postgres@127.0.0.1:5432, the server the database is created on).
import os from "node:os";
import path from "node:path";
import { makeJpeg } from "../tests/factories/test-images.ts";
import { openBenchDatabase } from "./bench-database.ts";
import { becomeBenchMember } from "./bench-member.ts";
import { ensureHaproxy, startHaproxy } from "./haproxy.ts";
import { markdownTable, ms } from "./latency.ts";
import {
  type LoadMember,
  listingForm,
  type MixedLoadResult,
  type PooledListing,
  runMixedLoad,
  STEPS,
} from "./mixed-load.ts";
import { Outboxes } from "./outboxes.ts";
import { benchServerEnv, log, machine, positiveInteger } from "./page-bench.ts";
import { startProductionServer } from "./production-server.ts";
import { startS3Store } from "./s3-store.ts";
import {
  type Check,
  checkConfirmations,
  checkMessagesEmailed,
  checkPageCache,
  checkPhotos,
  checkRateLimits,
  checkSessions,
  everyMinute,
} from "./scale-out-checks.ts";
import { checkLiveAcrossInstances } from "./scale-out-live.ts";

const settings = {
  users: positiveInteger("BENCH_USERS", process.env.BENCH_USERS, 200),
  seconds: positiveInteger("BENCH_DURATION", process.env.BENCH_DURATION, 60),
  // 0 (or unset) for no pause at all.
  thinkMs:
    process.env.BENCH_THINK_MS === "0"
      ? 0
      : positiveInteger("BENCH_THINK_MS", process.env.BENCH_THINK_MS, 0),
  port: positiveInteger("BENCH_PORT", process.env.BENCH_PORT, 4470),
  postgresUrl: process.env.BENCH_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432",
};
const ports = {
  balancer: settings.port,
  a: settings.port + 1,
  b: settings.port + 2,
  s3: settings.port + 3,
  stats: settings.port + 4,
};

// ---- Stopping what was started, in reverse order, also on failure and Ctrl-C ----------------

const cleanups: { what: string; run: () => Promise<void> }[] = [];
const onCleanUp = (what: string, run: () => Promise<void>) => cleanups.unshift({ what, run });
async function cleanUp() {
  for (const { what, run } of cleanups.splice(0)) {
    try {
      await run();
    } catch (error) {
      log(`Could not stop ${what}: ${(error as Error).message}`);
    }
  }
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping everything started…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

// ---- Checks -------------------------------------------------------------------------------

const failures: string[] = [];
const results: string[] = [];
function report({ name, passed, detail }: Check) {
  const line = `${passed ? "PASS" : "FAIL"} ${name}: ${detail}`;
  log(line);
  results.push(`| ${name} | ${passed ? "holds" : "**fails**"} | ${detail} |`);
  if (!passed) failures.push(name);
}

/** A client address per simulated person (TEST-NET-2 style, never contacted: a header only). */
const clientAddress = (n: number) => `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;

async function main() {
  log(`Machine: ${machine()}`);
  const haproxyVersion = ensureHaproxy(log);
  log(haproxyVersion);

  const s3 = await startS3Store(ports.s3, "glut-scale-out");
  onCleanUp("s3rver", () => s3.stop());
  log(`s3rver on ${s3.endpoint}, bucket ${s3.bucket}`);

  const databaseName = `glut_bench_scaleout_${process.pid}`;
  const database = await openBenchDatabase(`${settings.postgresUrl}/${databaseName}`);
  onCleanUp(`the database ${databaseName}`, () => database.destroy());
  log(`Database ${databaseName} on ${database.description}`);

  const balancerOrigin = `http://127.0.0.1:${ports.balancer}`;
  const dataDirs = {
    a: path.join(database.serverEnv.DATA_DIR, "a"),
    b: path.join(database.serverEnv.DATA_DIR, "b"),
  };
  const sharedEnv = {
    ...benchServerEnv(ports.balancer),
    ...s3.serverEnv,
    DATABASE_URL: database.serverEnv.DATABASE_URL,
    APP_URL: balancerOrigin,
    TRUST_PROXY: "loopback",
    DEMO_DATA: "false",
    // Its members are minutes old: established members' limits, as bench:live has, so the
    // newcomer limits (decision 0071) never refuse the writes it measures.
    NEWCOMER_DAYS: "0",
  };
  log("Starting instances A and B together on the new database…");
  const started = await Promise.allSettled([
    startProductionServer({ port: ports.a, env: { ...sharedEnv, DATA_DIR: dataDirs.a } }),
    startProductionServer({ port: ports.b, env: { ...sharedEnv, DATA_DIR: dataDirs.b } }),
  ]);
  for (const [index, outcome] of started.entries()) {
    if (outcome.status === "fulfilled")
      onCleanUp(`instance ${"AB"[index]}`, () => outcome.value.stop());
  }
  const [a, b] = started.map((outcome) => {
    if (outcome.status === "rejected") throw outcome.reason;
    return outcome.value;
  });
  if (!a || !b) throw new Error("the instances did not start");
  const balancer = await startHaproxy({
    port: ports.balancer,
    statsPort: ports.stats,
    servers: [
      { name: "a", url: a.baseUrl },
      { name: "b", url: b.baseUrl },
    ],
  });
  onCleanUp("haproxy", () => balancer.stop());
  log(`haproxy on ${balancer.baseUrl} in front of ${a.baseUrl} and ${b.baseUrl}`);
  const pair = { a, b, balancer };

  const outboxes = new Outboxes([
    { name: "a", dir: path.join(dataDirs.a, "outbox") },
    { name: "b", dir: path.join(dataDirs.b, "outbox") },
  ]);
  const confirmationLink = (email: string) => outboxes.confirmationLink(email);
  const photo = await makeJpeg({ width: 1600, height: 1200 });

  // A real schedule, harmless on a new database, set to every minute for both instances'
  // timekeepers to race for while everything else runs; counted after the balanced load.
  const schedule = everyMinute(database.query, "retention-payment-records");
  await schedule.changed;

  const first = await becomeBenchMember(balancer.baseUrl, {
    email: "scale-out-first@example.org",
    clientAddress: clientAddress(10_000),
    confirmationLink,
  });
  const member = { Cookie: first, "X-Forwarded-For": clientAddress(10_000) };
  report(await checkSessions(pair, member));
  report(await checkPhotos(pair, member, s3, photo));
  report(await checkPageCache(pair, member));
  report(
    await checkRateLimits(pair, [
      clientAddress(10_001),
      clientAddress(10_002),
      clientAddress(10_003),
    ]),
  );

  // The members of the load, made through the balancer (sign-up, the emailed link, sign-in,
  // the test checkout), eight at a time.
  log(`Making ${settings.users} members through the balancer…`);
  const members: LoadMember[] = [];
  const queue = Array.from({ length: settings.users }, (_, index) => index);
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let index = queue.shift(); index !== undefined; index = queue.shift()) {
        const cookie = await becomeBenchMember(balancer.baseUrl, {
          email: `scale-out-${index}@example.org`,
          clientAddress: clientAddress(index),
          confirmationLink,
        });
        members.push({ cookie, clientAddress: clientAddress(index), id: index });
      }
    }),
  );
  report(checkConfirmations(outboxes, settings.users + 1));
  const [liveSender, liveReceiver] = members;
  if (liveSender && liveReceiver) {
    report(
      await checkLiveAcrossInstances(
        pair,
        { Cookie: liveSender.cookie, "X-Forwarded-For": liveSender.clientAddress },
        { Cookie: liveReceiver.cookie, "X-Forwarded-For": liveReceiver.clientAddress },
      ),
    );
  }

  // Listings to open and message about before the first photo of the run is posted.
  const pool: PooledListing[] = [];
  await Promise.all(
    members.slice(0, 20).map(async (lister) => {
      const body = listingForm({ name: `Courgettes from ${lister.id}`, photo });
      const response = await fetch(`${balancer.baseUrl}/create-listing`, {
        method: "POST",
        body,
        headers: {
          Cookie: lister.cookie,
          "X-Forwarded-For": lister.clientAddress,
          Origin: balancerOrigin,
        },
        redirect: "manual",
      });
      await response.arrayBuffer();
      const id = response.headers.get("location")?.split("/").pop();
      if (response.status !== 302 || !id)
        throw new Error(`could not list produce (${response.status})`);
      pool.push({ id, owner: lister.id });
    }),
  );

  /** The 1-minute load average as each run starts: above 2, something else shared the cores. */
  const loadAverages: string[] = [];
  /** `label` marks the run's messages ("pair", "single"); `what` names it in the log. */
  /** `started` runs between the warm-up and the measured run. */
  const load = async (
    label: string,
    what: string,
    baseUrl: string,
    started: () => Promise<void> = async () => {},
  ): Promise<MixedLoadResult> => {
    log(`Warming up ${what}…`);
    await runMixedLoad({
      baseUrl,
      members: members.slice(0, 10),
      seconds: 5,
      thinkMs: 0,
      photo,
      pool,
      label: `${label}-warm`,
    });
    await started();
    loadAverages.push((os.loadavg()[0] ?? 0).toFixed(1));
    log(
      `${settings.users} members for ${settings.seconds} s on ${what} (load average ${loadAverages.at(-1)})…`,
    );
    const result = await runMixedLoad({
      baseUrl,
      members,
      seconds: settings.seconds,
      thinkMs: settings.thinkMs,
      photo,
      pool,
      label,
    });
    log(
      `  ${result.requests} requests, ${result.requestsPerSecond.toFixed(1)}/s, p50 ${ms(result.p50)} ms, p99 ${ms(result.p99)} ms, ${result.errors} errors, ${result.unexpected} unexpected`,
    );
    for (const sample of result.samples) log(`  ${sample}`);
    return result;
  };

  let countsBefore = await balancer.serverCounts();
  const balanced = await load("pair", "the balancer (A and B)", balancer.baseUrl, async () => {
    countsBefore = await balancer.serverCounts();
  });
  const countsAfter = await balancer.serverCounts();
  const share = (name: string) =>
    (countsAfter.get(name)?.requests ?? 0) - (countsBefore.get(name)?.requests ?? 0);

  if (Date.now() < schedule.settledAt) {
    const seconds = Math.ceil((schedule.settledAt - Date.now()) / 1000);
    log(`Waiting ${seconds} s for a second minute of the schedule…`);
    await new Promise((resolve) => setTimeout(resolve, schedule.settledAt - Date.now()));
  }
  report(await schedule.check());
  log("Waiting for the emails of the messages…");
  report(await checkMessagesEmailed(outboxes, "A and B", balanced));

  log("Stopping B: instance A alone on the same cores, to see the pair's overhead…");
  await b.stop();
  const single = await load("single", "instance A alone", a.baseUrl);
  log("Waiting for the emails of the messages…");
  report(await checkMessagesEmailed(outboxes, "A alone", single));

  // ---- Report ----------------------------------------------------------------------------
  const row = (label: string, r: MixedLoadResult) => [
    label,
    String(r.requests),
    r.requestsPerSecond.toFixed(1),
    ms(r.p50),
    ms(r.p99),
    ...STEPS.map((step) => `${ms(r.byStep[step].p50)} / ${ms(r.byStep[step].p99)}`),
    String(r.errors),
    String(r.unexpected),
  ];
  console.log(`\n### Checks\n\n| check | result | seen |\n|---|---|---|\n${results.join("\n")}`);
  console.log(
    `\n### ${settings.users} members for ${settings.seconds} s, mixed workload (${settings.thinkMs} ms between a member's requests): the pair's overhead on one machine, not scaling\n`,
  );
  console.log(
    `Both instances ran on this machine's ${os.availableParallelism()} cores beside PostgreSQL, HAProxy, s3rver and the load generator, so the pair had no more CPU than A alone: the difference between the rows is what the balancer and a second process cost (within the noise of this machine when small), not what a second machine would add.\n`,
  );
  console.log(
    markdownTable(
      [
        "served by",
        "requests",
        "requests/s",
        "p50 ms",
        "p99 ms",
        ...STEPS.map((step) => `${step} p50 / p99 ms`),
        "errors",
        "unexpected",
      ],
      [row("A and B behind HAProxy (same cores)", balanced), row("A alone (same cores)", single)],
    ),
  );
  console.log(
    `\nThrough the balancer, A answered ${share("a")} requests and B ${share("b")}. Listings created: ${balanced.listingsCreated} and ${single.listingsCreated}; messages sent: ${balanced.messageMarkers.length} and ${single.messageMarkers.length}. Load average as each run started: ${loadAverages.join(" and ")}. ${machine()}; ${database.description}; ${haproxyVersion}; s3rver 3.7.1.`,
  );
  for (const [label, r] of [
    ["balanced", balanced],
    ["single", single],
  ] as const) {
    if (r.errors > 0 || r.unexpected > 0)
      failures.push(`${label} load: ${r.errors} errors, ${r.unexpected} unexpected`);
  }
}

try {
  await main();
} catch (error) {
  failures.push((error as Error).stack ?? String(error));
  log((error as Error).stack ?? String(error));
} finally {
  await cleanUp();
}
if (failures.length > 0) {
  log(`\nFailed: ${failures.join("; ")}`);
  process.exit(1);
}
log("\nEvery check held and the load saw no error.");
