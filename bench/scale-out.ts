// `npm run bench:scale-out`: two Glut production processes on one fresh PostgreSQL database,
// photos in an S3-compatible store (s3rver), Debian's HAProxy in front (round robin, health check
// on /healthz). Checks what must hold across instances (sessions, photos, scheduled jobs, rate
// limits, emails, the anonymous page cache), then loads the pair through the balancer and one
// instance alone with the same mixed workload. Prints each check and the figures as Markdown
// (docs/reliability.md); exits non-zero when a check fails or the load saw an error. Stops all it
// started, also on failure or Ctrl-C, and drops its database; never touches the shared server.
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
  type MixedLoadResult,
  type PooledListing,
  runMixedLoad,
  STEPS,
} from "./mixed-load.ts";
import { type Email, Outboxes } from "./outboxes.ts";
import { benchServerEnv, log, machine, positiveInteger } from "./page-bench.ts";
import { startProductionServer } from "./production-server.ts";
import { startS3Store } from "./s3-store.ts";

const settings = {
  users: positiveInteger("BENCH_USERS", process.env.BENCH_USERS, 200),
  seconds: positiveInteger("BENCH_DURATION", process.env.BENCH_DURATION, 60),
  thinkMs: Number(process.env.BENCH_THINK_MS || 0),
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
function check(name: string, passed: boolean, detail: string) {
  const line = `${passed ? "PASS" : "FAIL"} ${name}: ${detail}`;
  log(line);
  results.push(`| ${name} | ${passed ? "holds" : "**fails**"} | ${detail} |`);
  if (!passed) failures.push(name);
}

/** A client address per simulated person (TEST-NET-2 style, never contacted: a header only). */
const clientAddress = (n: number) => `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers, redirect: "manual" });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, body, text: body.toString("utf8") };
}

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
  };
  log("Starting instances A and B together on the new database…");
  const [a, b] = await Promise.all([
    startProductionServer({ port: ports.a, env: { ...sharedEnv, DATA_DIR: dataDirs.a } }),
    startProductionServer({ port: ports.b, env: { ...sharedEnv, DATA_DIR: dataDirs.b } }),
  ]);
  onCleanUp("instance A", () => a.stop());
  onCleanUp("instance B", () => b.stop());
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

  const outboxes = new Outboxes([
    { name: "a", dir: path.join(dataDirs.a, "outbox") },
    { name: "b", dir: path.join(dataDirs.b, "outbox") },
  ]);
  const confirmationLink = (email: string) => outboxes.confirmationLink(email);
  const photo = await makeJpeg({ width: 1600, height: 1200 });

  // One minute-by-minute occurrence of a real schedule, for both instances' timekeepers to race
  // for while everything else runs (checked at the end).
  const scheduledQueue = "retention-payment-records";
  const scheduleSetAt = Date.now();
  await database.query("update pgboss.schedule set cron = '* * * * *' where name = $1", [
    scheduledQueue,
  ]);

  // Sessions: made through the balancer, used on each instance directly.
  const first = await becomeBenchMember(balancer.baseUrl, {
    email: "scale-out-first@example.org",
    clientAddress: clientAddress(10_000),
    confirmationLink,
  });
  const member = { Cookie: first, "X-Forwarded-For": clientAddress(10_000) };
  const dashboards = await Promise.all(
    [a, b].map((server) => get(`${server.baseUrl}/dashboard`, member)),
  );
  check(
    "A session made through the balancer works on each instance",
    dashboards.every((page) => page.status === 200 && page.text.includes("Bench Member")),
    `/dashboard directly on A: ${dashboards[0]?.status}, on B: ${dashboards[1]?.status}`,
  );

  // A photo uploaded through A is served through B (and the object is in the bucket).
  const objectsBefore = s3.objectCount();
  const listingName = `Scale-out marrows ${process.pid}`;
  const form = new FormData();
  for (const [field, value] of Object.entries({
    name: listingName,
    type: "Free",
    category: "Vegetables",
    location: "Leeds",
  }))
    form.append(field, value);
  form.append("photos", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "marrow.jpg");
  const created = await fetch(`${a.baseUrl}/create-listing`, {
    method: "POST",
    body: form,
    headers: { ...member, Origin: a.baseUrl },
    redirect: "manual",
  });
  const listingPath = created.headers.get("location") ?? "";
  await created.arrayBuffer();
  const detailOnB = await get(`${b.baseUrl}${listingPath}`, member);
  const photoPath = detailOnB.text.match(/\/uploads\/[^"?\s]+\.webp/)?.[0] ?? "";
  const photoOnB = await get(`${b.baseUrl}${photoPath}`, member);
  const photoOnA = await get(`${a.baseUrl}${photoPath}`, member);
  check(
    "A photo uploaded through A is served through B",
    created.status === 302 &&
      photoOnB.status === 200 &&
      photoOnB.headers.get("content-type") === "image/webp" &&
      photoOnB.body.equals(photoOnA.body) &&
      s3.objectCount() > objectsBefore,
    `created on A: ${created.status} ${listingPath}; ${photoPath || "no photo"} on B: ${photoOnB.status} ${photoOnB.headers.get("content-type")}, ${photoOnB.body.length} bytes, the same bytes as on A: ${photoOnB.body.equals(photoOnA.body)}; objects in the bucket: ${objectsBefore} → ${s3.objectCount()}`,
  );

  // The anonymous page cache: a listing created through one instance, a public page on the other.
  const city = "/city/leeds";
  await get(`${b.baseUrl}${city}`);
  const cachedOnB = await get(`${b.baseUrl}${city}`);
  const freshName = `Scale-out chard ${process.pid}`;
  const chard = new FormData();
  for (const [field, value] of Object.entries({
    name: freshName,
    type: "Free",
    category: "Vegetables",
    location: "Leeds",
  }))
    chard.append(field, value);
  const chardCreated = await fetch(`${a.baseUrl}/create-listing`, {
    method: "POST",
    body: chard,
    headers: { ...member, Origin: a.baseUrl },
    redirect: "manual",
  });
  await chardCreated.arrayBuffer();
  // Notice of a change reaches the other instance through PostgreSQL, a moment later.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const cityOnA = await get(`${a.baseUrl}${city}`);
  const cityOnB = await get(`${b.baseUrl}${city}`);
  check(
    "A public page on B shows a listing created through A at once",
    cachedOnB.headers.get("x-cache") === "HIT" &&
      cityOnA.text.includes(freshName) &&
      cityOnB.text.includes(freshName),
    `${city} on B was served from its page cache (${cachedOnB.headers.get("x-cache")}); after the listing was created on A, ${city} on A lists it: ${cityOnA.text.includes(freshName)}, on B: ${cityOnB.text.includes(freshName)} (${cityOnB.headers.get("x-cache")})`,
  );

  // Rate limits count in the database: the contact form's 5 an hour per address, tried 8 times
  // alternately on A and B, on A alone and through the balancer, each from its own address.
  const contactAttempts = async (targets: readonly string[], address: string) => {
    const answers: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const target = targets[attempt % targets.length] ?? "";
      const response = await fetch(`${target}/contact`, {
        method: "POST",
        body: new URLSearchParams({
          name: "Rate Tester",
          email: "rate-tester@example.org",
          message: `Attempt ${attempt + 1}`,
        }),
        // As a page served from there would: a direct write to an instance comes from its own
        // origin (React Router refuses an Origin that differs from the address it was sent to).
        headers: { Origin: target, "X-Forwarded-For": address },
        redirect: "manual",
      });
      await response.arrayBuffer();
      answers.push(response.status);
    }
    return answers;
  };
  const split = await contactAttempts([a.baseUrl, b.baseUrl], clientAddress(10_001));
  const alone = await contactAttempts([a.baseUrl], clientAddress(10_002));
  const balanced = await contactAttempts([balancer.baseUrl], clientAddress(10_003));
  const allowed = (answers: number[]) => answers.filter((status) => status === 302).length;
  const refusedAfter = (answers: number[]) =>
    answers.slice(allowed(answers)).every((status) => status === 429);
  check(
    "Rate limits hold across both instances",
    [split, alone, balanced].every((answers) => allowed(answers) === 5 && refusedAfter(answers)),
    `contact form (5 an hour per address), 8 attempts: alternating A and B ${split.join(" ")}; A alone ${alone.join(" ")}; through the balancer ${balanced.join(" ")}`,
  );

  // The members of the load, made through the balancer (sign-up, the emailed link, sign-in,
  // the test checkout).
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
  const confirmations = outboxes.read().filter((mail) => /verify-email/.test(mail.text));
  const perAddress = new Map<string, number>();
  for (const mail of confirmations) {
    const to = mail.text.match(/^To: (.+)$/m)?.[1]?.trim() ?? "";
    perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
  }
  const byOutbox = (emails: readonly { outbox: string }[], name: string) =>
    emails.filter((mail) => mail.outbox === name).length;
  check(
    "Each confirmation email was sent once, by one instance",
    perAddress.size === settings.users + 1 && [...perAddress.values()].every((n) => n === 1),
    `${confirmations.length} confirmation emails for ${settings.users + 1} new members (${byOutbox(confirmations, "a")} sent by A, ${byOutbox(confirmations, "b")} by B), none twice`,
  );

  // Listings to open and message about before the first photo of the run is posted.
  const pool: PooledListing[] = [];
  await Promise.all(
    members.slice(0, 20).map(async (lister) => {
      const body = new FormData();
      for (const [field, value] of Object.entries({
        name: `Courgettes from ${lister.id}`,
        type: "Swap",
        category: "Vegetables",
        location: "Leeds",
      }))
        body.append(field, value);
      body.append("photos", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "c.jpg");
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

  /**
   * Every message a run's members were told was sent is emailed exactly once, by whichever
   * instance took the job: waits until each is, and says how long after the run that took.
   */
  const messagesEmailedOnce = async (what: string, result: MixedLoadResult) => {
    const markers = new Set(result.messageMarkers.map((marker) => `(${marker})`));
    const counted = (emails: readonly Email[]) => {
      const found = new Map<string, { times: number; outbox: string }>();
      for (const mail of emails) {
        // Once per email: its text and its HTML both carry the marker.
        const inMail = new Set([...mail.text.matchAll(/\((pair|single)-m\d+\)/g)].map((m) => m[0]));
        for (const marker of inMail) {
          if (!markers.has(marker)) continue;
          found.set(marker, { times: (found.get(marker)?.times ?? 0) + 1, outbox: mail.outbox });
        }
      }
      return found;
    };
    const ended = Date.now();
    log(`Waiting for the emails of ${markers.size} messages…`);
    await outboxes.waitFor((emails) => counted(emails).size >= markers.size, 600);
    const drained = (Date.now() - ended) / 1000;
    const mailed = [...counted(outboxes.read()).values()];
    const twice = mailed.filter((mail) => mail.times > 1).length;
    const from = (name: string) => mailed.filter((mail) => mail.outbox === name).length;
    check(
      `Each message sent under load was emailed once (${what})`,
      mailed.length === markers.size && twice === 0,
      `${markers.size} messages acknowledged, ${mailed.length} emailed (${from("a")} by A, ${from("b")} by B), ${twice} more than once; the last ${drained.toFixed(0)} s after the run ended`,
    );
  };

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
  const pair = await load("pair", "the balancer (A and B)", balancer.baseUrl, async () => {
    countsBefore = await balancer.serverCounts();
  });
  const countsAfter = await balancer.serverCounts();
  const share = (name: string) =>
    (countsAfter.get(name)?.requests ?? 0) - (countsBefore.get(name)?.requests ?? 0);

  // The scheduled job: wait until two minute marks have passed since the schedule was set and
  // been handled (a cron pass every 30 s, the forwarding worker every 5 s), then count. An
  // occurrence is due for a minute after its mark, so the mark just before the change may be
  // sent too, if no pass had looked since.
  const markBefore = Math.floor(scheduleSetAt / 60_000) * 60_000;
  const settled = markBefore + 2 * 60_000 + 45_000;
  if (Date.now() < settled) {
    log(
      `Waiting ${Math.ceil((settled - Date.now()) / 1000)} s for a second minute of the schedule…`,
    );
    await new Promise((resolve) => setTimeout(resolve, settled - Date.now()));
  }
  const checkedAt = Date.now();
  /** Minute marks in (from, until]. */
  const marks = (from: number, until: number) =>
    Math.max(0, Math.floor(until / 60_000) - Math.floor(from / 60_000));
  const atLeast = marks(scheduleSetAt, checkedAt - 45_000);
  const atMost = marks(markBefore - 1, checkedAt);
  const forwarded = await database.query<{ slot: string; jobs: number }>(
    `select data->>'slot' as slot, count(*)::int as jobs from pgboss.job
      where name = '__pgboss__send-it' and data->>'name' = $1 group by 1 order by 1`,
    [scheduledQueue],
  );
  const runs = await database.query<{ state: string; retry_count: number }>(
    "select state, retry_count from pgboss.job where name = $1",
    [scheduledQueue],
  );
  const once = runs.filter((run) => run.state === "completed" && run.retry_count === 0).length;
  check(
    "Each scheduled job runs once across both instances",
    forwarded.every((slot) => slot.jobs === 1) &&
      runs.length === forwarded.length &&
      runs.length >= atLeast &&
      runs.length <= atMost &&
      once === runs.length,
    `${scheduledQueue} set to every minute at ${new Date(scheduleSetAt).toISOString().slice(11, 19)} with both instances up, counted at ${new Date(checkedAt).toISOString().slice(11, 19)}: ${forwarded.length} occurrences forwarded (minute×jobs: ${forwarded.map((slot) => `${slot.slot.slice(11, 16)}×${slot.jobs}`).join(", ")}; ${atLeast} to ${atMost} expected), ${runs.length} jobs, ${once} completed at the first attempt`,
  );

  await messagesEmailedOnce("A and B", pair);

  log("Stopping B: one instance alone for comparison…");
  await b.stop();
  const single = await load("single", "instance A alone", a.baseUrl);
  await messagesEmailedOnce("A alone", single);

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
    `\n### ${settings.users} members for ${settings.seconds} s, mixed workload (${settings.thinkMs} ms between a member's requests)\n`,
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
      [row("A and B behind HAProxy", pair), row("A alone", single)],
    ),
  );
  console.log(
    `\nThrough the balancer, A answered ${share("a")} requests and B ${share("b")}. Listings created: ${pair.listingsCreated} and ${single.listingsCreated}; messages sent: ${pair.messageMarkers.length} and ${single.messageMarkers.length}. Load average as each run started: ${loadAverages.join(" and ")}. ${machine()}; ${database.description}; ${haproxyVersion}; s3rver 3.7.1.`,
  );
  for (const [label, r] of [
    ["balanced", pair],
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
