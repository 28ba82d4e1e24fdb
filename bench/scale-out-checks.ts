// What must hold across two Glut instances, as bench:scale-out checks it: each check does what a
// person (or the clock) would, on A, on B and through the balancer, and says what it saw.
import type { Balancer } from "./haproxy.ts";
import { listingForm, type MixedLoadResult } from "./mixed-load.ts";
import type { Email, Outboxes } from "./outboxes.ts";
import type { RunningServer } from "./production-server.ts";
import type { S3Store } from "./s3-store.ts";

export interface Check {
  name: string;
  passed: boolean;
  /** What was seen, for the report. */
  detail: string;
}

export interface Pair {
  a: RunningServer;
  b: RunningServer;
  balancer: Balancer;
}

/** A signed-in member's request headers: the session cookie and their own address. */
export type MemberHeaders = { Cookie: string; "X-Forwarded-For": string };

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers, redirect: "manual" });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, body, text: body.toString("utf8") };
}

/**
 * Lists produce on `server` directly. A direct write carries the instance's own origin, as a page
 * served from there would: React Router refuses an Origin other than the address it was sent to.
 */
async function listProduce(
  server: RunningServer,
  member: MemberHeaders,
  fields: { name: string; photo?: Buffer },
) {
  const response = await fetch(`${server.baseUrl}/create-listing`, {
    method: "POST",
    body: listingForm(fields),
    headers: { ...member, Origin: server.baseUrl },
    redirect: "manual",
  });
  await response.arrayBuffer();
  return { status: response.status, path: response.headers.get("location") ?? "" };
}

/** A session made through the balancer works on each instance directly. */
export async function checkSessions({ a, b }: Pair, member: MemberHeaders): Promise<Check> {
  const [onA, onB] = [
    await get(`${a.baseUrl}/dashboard`, member),
    await get(`${b.baseUrl}/dashboard`, member),
  ];
  return {
    name: "A session made through the balancer works on each instance",
    passed: [onA, onB].every((page) => page.status === 200 && page.text.includes("Bench Member")),
    detail: `/dashboard directly on A: ${onA.status}, on B: ${onB.status}`,
  };
}

/** A photo uploaded through A is served through B, from the bucket. */
export async function checkPhotos(
  { a, b }: Pair,
  member: MemberHeaders,
  s3: S3Store,
  photo: Buffer,
): Promise<Check> {
  const objectsBefore = s3.objectCount();
  const created = await listProduce(a, member, { name: "Scale-out marrows", photo });
  const detailOnB = await get(`${b.baseUrl}${created.path}`, member);
  const photoPath = detailOnB.text.match(/\/uploads\/[^"?\s]+\.webp/)?.[0] ?? "";
  const onB = await get(`${b.baseUrl}${photoPath}`, member);
  const onA = await get(`${a.baseUrl}${photoPath}`, member);
  const same = onB.body.equals(onA.body);
  return {
    name: "A photo uploaded through A is served through B",
    passed:
      created.status === 302 &&
      onB.status === 200 &&
      onB.headers.get("content-type") === "image/webp" &&
      same &&
      s3.objectCount() > objectsBefore,
    detail: `created on A: ${created.status} ${created.path}; ${photoPath || "no photo"} on B: ${onB.status} ${onB.headers.get("content-type")}, ${onB.body.length} bytes, the same bytes as on A: ${same}; objects in the bucket: ${objectsBefore} → ${s3.objectCount()}`,
  };
}

/** An anonymous public page cached on B shows a listing created through A at once. */
export async function checkPageCache({ a, b }: Pair, member: MemberHeaders): Promise<Check> {
  const city = "/city/leeds";
  await get(`${b.baseUrl}${city}`);
  const cachedOnB = await get(`${b.baseUrl}${city}`);
  const name = `Scale-out chard ${process.pid}`;
  await listProduce(a, member, { name });
  // The notice of the change reaches B through PostgreSQL, a moment later.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const onA = await get(`${a.baseUrl}${city}`);
  const onB = await get(`${b.baseUrl}${city}`);
  return {
    name: "A public page on B shows a listing created through A at once",
    passed:
      cachedOnB.headers.get("x-cache") === "HIT" &&
      onA.text.includes(name) &&
      onB.text.includes(name),
    detail: `${city} on B was served from its response cache (${cachedOnB.headers.get("x-cache")}); after the listing was created on A, ${city} on A lists it: ${onA.text.includes(name)}, on B: ${onB.text.includes(name)} (${onB.headers.get("x-cache")})`,
  };
}

/**
 * The contact form's limit (5 an hour per address) tried 8 times alternately on A and B, on A
 * alone and through the balancer, each series from its own address: refused at the sixth each
 * time, so the count is kept in the database, not in an instance.
 */
export async function checkRateLimits(
  { a, b, balancer }: Pair,
  addresses: readonly [string, string, string],
): Promise<Check> {
  const attempts = async (targets: readonly string[], address: string) => {
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
        headers: { Origin: target, "X-Forwarded-For": address },
        redirect: "manual",
      });
      await response.arrayBuffer();
      answers.push(response.status);
    }
    return answers;
  };
  const split = await attempts([a.baseUrl, b.baseUrl], addresses[0]);
  const alone = await attempts([a.baseUrl], addresses[1]);
  const balanced = await attempts([balancer.baseUrl], addresses[2]);
  const allowed = (answers: number[]) => answers.filter((status) => status === 302).length;
  const refusedAfter = (answers: number[]) =>
    answers.slice(allowed(answers)).every((status) => status === 429);
  return {
    name: "Rate limits hold across both instances",
    passed: [split, alone, balanced].every(
      (answers) => allowed(answers) === 5 && refusedAfter(answers),
    ),
    detail: `contact form (5 an hour per address), 8 attempts: alternating A and B ${split.join(" ")}; A alone ${alone.join(" ")}; through the balancer ${balanced.join(" ")}`,
  };
}

/** Each new member was sent one confirmation email, by whichever instance took the job. */
export function checkConfirmations(outboxes: Outboxes, members: number): Check {
  const confirmations = outboxes.read().filter((mail) => /verify-email/.test(mail.text));
  const perAddress = new Map<string, number>();
  for (const mail of confirmations) {
    const to = mail.text.match(/^To: (.+)$/m)?.[1]?.trim() ?? "";
    perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
  }
  const from = (name: string) => confirmations.filter((mail) => mail.outbox === name).length;
  return {
    name: "Each confirmation email was sent once, by one instance",
    passed: perAddress.size === members && [...perAddress.values()].every((n) => n === 1),
    detail: `${confirmations.length} confirmation emails for ${members} new members (${from("a")} sent by A, ${from("b")} by B), none twice`,
  };
}

/**
 * A real schedule, set to every minute while both instances are up, runs once a minute across
 * both: pg-boss forwards each occurrence once (a singleton per minute) and one worker runs it.
 */
export function everyMinute(
  query: <Row>(text: string, params?: unknown[]) => Promise<Row[]>,
  queue: string,
) {
  const setAt = Date.now();
  const changed = query("update pgboss.schedule set cron = '* * * * *' where name = $1", [queue]);
  // An occurrence is due for a minute after its mark, so the mark just before the change may be
  // sent too, if no cron pass had looked since.
  const markBefore = Math.floor(setAt / 60_000) * 60_000;
  return {
    changed,
    /** When two marks since the change have passed and been handled (a pass every 30 s). */
    settledAt: markBefore + 2 * 60_000 + 45_000,
    async check(): Promise<Check> {
      const checkedAt = Date.now();
      /** Minute marks in (from, until]. */
      const marks = (from: number, until: number) =>
        Math.max(0, Math.floor(until / 60_000) - Math.floor(from / 60_000));
      const atLeast = marks(setAt, checkedAt - 45_000);
      const atMost = marks(markBefore - 1, checkedAt);
      const forwarded = await query<{ slot: string; jobs: number }>(
        `select data->>'slot' as slot, count(*)::int as jobs from pgboss.job
          where name = '__pgboss__send-it' and data->>'name' = $1 group by 1 order by 1`,
        [queue],
      );
      const runs = await query<{ state: string; retry_count: number }>(
        "select state, retry_count from pgboss.job where name = $1",
        [queue],
      );
      const once = runs.filter((run) => run.state === "completed" && run.retry_count === 0).length;
      const time = (at: number) => new Date(at).toISOString().slice(11, 19);
      const minutes = forwarded.map((slot) => `${slot.slot.slice(11, 16)}×${slot.jobs}`).join(", ");
      return {
        name: "Each scheduled job runs once across both instances",
        passed:
          forwarded.every((slot) => slot.jobs === 1) &&
          runs.length === forwarded.length &&
          runs.length >= atLeast &&
          runs.length <= atMost &&
          once === runs.length,
        detail: `${queue} set to every minute at ${time(setAt)} with both instances up, counted at ${time(checkedAt)}: ${forwarded.length} occurrences forwarded (minute×jobs: ${minutes}; ${atLeast} to ${atMost} expected), ${runs.length} jobs, ${once} completed at the first attempt`,
      };
    },
  };
}

/**
 * Every message a run's members were told was sent is emailed exactly once, by whichever
 * instance took the job: waits until each is (up to ten minutes), and says how long that took.
 */
export async function checkMessagesEmailed(
  outboxes: Outboxes,
  what: string,
  result: MixedLoadResult,
): Promise<Check> {
  const markers = new Set(result.messageMarkers.map((marker) => `(${marker})`));
  const counted = (emails: readonly Email[]) => {
    const found = new Map<string, { times: number; outbox: string }>();
    for (const mail of emails) {
      // Once per email: its text and its HTML both carry the marker.
      const inMail = new Set([...mail.text.matchAll(/\([a-z]+-m\d+\)/g)].map((m) => m[0]));
      for (const marker of inMail) {
        if (!markers.has(marker)) continue;
        found.set(marker, { times: (found.get(marker)?.times ?? 0) + 1, outbox: mail.outbox });
      }
    }
    return found;
  };
  const ended = Date.now();
  await outboxes.waitFor((emails) => counted(emails).size >= markers.size, 600);
  const drained = (Date.now() - ended) / 1000;
  const mailed = [...counted(outboxes.read()).values()];
  const twice = mailed.filter((mail) => mail.times > 1).length;
  const from = (name: string) => mailed.filter((mail) => mail.outbox === name).length;
  return {
    name: `Each message sent under load was emailed once (${what})`,
    passed: mailed.length === markers.size && twice === 0,
    detail: `${markers.size} messages acknowledged, ${mailed.length} emailed (${from("a")} by A, ${from("b")} by B), ${twice} more than once; the last ${drained.toFixed(0)} s after the run ended`,
  };
}
