// PostgreSQL stopped (fast), crashed (immediate) and frozen (SIGSTOP) in turn while 20 people
// create listings and send messages. Every attempt carries a marker of its own (the listing's
// name, the message's words), so afterwards the database is asked, marker by marker, how many
// rows each left: an acknowledged write must have exactly one, a refused one (the person was told
// it failed) none, and no marker may have two. Recovery is timed from the fault's end (the moment
// PostgreSQL is started again, or the freeze released) to the first write acknowledged after it.
import pg from "pg";
import type { RunningServer } from "../../bench/production-server.ts";
import type { FaultReport } from "./fault-report.ts";
import type { PrivatePostgres } from "./private-postgres.ts";
import {
  type Answer,
  confirmEveryEmail,
  createdListingId,
  listingForm,
  pageAlert,
  SiteClient,
  saysOutcomeUnconfirmed,
} from "./site-client.ts";

const PEOPLE = 20;
const LOAD_BEFORE_MS = 3_000;
const LOAD_AFTER_RECOVERY_MS = 3_000;
const RECOVERY_LIMIT_MS = 30_000;
/** How long /readyz may take to answer while the fault holds before it counts as no answer. */
const HEALTH_TIMEOUT_MS = 3_000;

interface DatabaseFault {
  key: string;
  title: string;
  heldMs: number;
  /** Whether the app can tell (the connection is refused) and should answer 503 meanwhile. */
  refused: boolean;
  begin(cluster: PrivatePostgres): Promise<void>;
  /** Called at the fault's end: the moment recovery is timed from. */
  end(cluster: PrivatePostgres): Promise<void>;
}

const FAULTS: DatabaseFault[] = [
  {
    key: "fast",
    title: "PostgreSQL fast stop and start under 20 writers",
    heldMs: 6_000,
    refused: true,
    begin: (cluster) => cluster.stop(),
    end: (cluster) => cluster.start(),
  },
  {
    key: "crash",
    title: "PostgreSQL crash stop (immediate, WAL replayed at start) under 20 writers",
    heldMs: 6_000,
    refused: true,
    begin: (cluster) => cluster.crash(),
    end: (cluster) => cluster.start(),
  },
  {
    key: "freeze",
    title: "PostgreSQL frozen (SIGSTOP) for 15 s under 20 writers",
    heldMs: 15_000,
    refused: false,
    begin: async (cluster) => cluster.freeze(),
    end: async (cluster) => cluster.thaw(),
  },
];

/**
 * "unconfirmed": answered, but the page says the app could not confirm whether it was saved (the
 * person is told to check), so either way is right; "unknown": no answer at all.
 */
type Outcome = "acknowledged" | "refused" | "unconfirmed" | "unknown";

interface Attempt {
  kind: "listing" | "message";
  marker: string;
  outcome: Outcome;
  /** The HTTP status, or the network error's message when no answer came. */
  answer: string;
  retryAfter: string | null;
  startedAt: number;
  answeredAt: number;
}

interface FaultRun {
  fault: DatabaseFault;
  attempts: Attempt[];
  beganAt: number;
  endedAt: number;
  /** When PostgreSQL accepted connections again (pg_ctl start returned, or the freeze released). */
  databaseBackAt: number;
  /** /readyz's status midway through the fault, or why there was none. */
  healthDuringFault: string;
}

export async function postgresFaults(options: {
  server: RunningServer;
  databaseUrl: string;
  cluster: PrivatePostgres;
  report: FaultReport;
}): Promise<void> {
  const { server, cluster, report } = options;
  const people = await Promise.all(
    Array.from({ length: PEOPLE }, (_, i) => SiteClient.member(server.baseUrl, `10.1.0.${i + 1}`)),
  );
  // Confirming an address by its emailed link is not what this fault is about.
  await confirmEveryEmail(options.databaseUrl);
  // Each person's first listing, for the next person to message.
  const firstListings: string[] = [];
  for (const [i, person] of people.entries()) {
    const answer = await person.post("/create-listing", listingForm(`Marrow ${i}`));
    const id = createdListingId(answer);
    if (!id) {
      throw new Error(
        `a first listing could not be created: ${answer.status} ${answer.location} ${pageAlert(answer)}`,
      );
    }
    firstListings.push(id);
  }

  // POSTGRES_FAULTS=crash,freeze runs just those (while working on one).
  const only = process.env.POSTGRES_FAULTS?.split(",");
  const runs: FaultRun[] = [];
  for (const fault of FAULTS.filter(({ key }) => !only || only.includes(key))) {
    console.log(`  … ${fault.title}`);
    runs.push(await underFault(fault, people, firstListings, server, cluster));
  }

  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    const rows = await rowsPerMarker(
      client,
      runs.flatMap((run) => run.attempts),
    );
    for (const run of runs) reportRun(run, rows, server, report);
  } finally {
    await client.end();
  }
}

async function underFault(
  fault: DatabaseFault,
  people: SiteClient[],
  firstListings: string[],
  server: RunningServer,
  cluster: PrivatePostgres,
): Promise<FaultRun> {
  const attempts: Attempt[] = [];
  let running = true;
  const work = async (i: number) => {
    const person = people[i] as SiteClient;
    for (let round = 0; running; round++) {
      const kind = round % 2 === 0 ? "listing" : "message";
      // Unique per attempt: the rows it left are counted by it afterwards.
      const marker =
        kind === "listing"
          ? `Beans ${fault.key} ${i}-${round}`
          : `Could I have some? (${fault.key} ${i}-${round})`;
      const startedAt = performance.now();
      let answer: Answer | null = null;
      let networkError = "";
      try {
        answer =
          kind === "listing"
            ? await person.post("/create-listing", listingForm(marker))
            : await person.post(`/listings/${firstListings[(i + 1) % PEOPLE]}/contact`, {
                message: marker,
              });
      } catch (error) {
        networkError = `no answer: ${(error as Error).message}`;
      }
      const acknowledged =
        answer !== null &&
        (kind === "listing"
          ? createdListingId(answer) !== null
          : answer.status === 302 && answer.location.startsWith("/messages/"));
      attempts.push({
        kind,
        marker,
        outcome:
          answer === null
            ? "unknown"
            : acknowledged
              ? "acknowledged"
              : saysOutcomeUnconfirmed(answer)
                ? "unconfirmed"
                : "refused",
        answer: answer === null ? networkError : String(answer.status),
        retryAfter: answer?.retryAfter ?? null,
        startedAt,
        answeredAt: performance.now(),
      });
      // A person between two clicks; a 503 asks for patience, which people give.
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  };

  const workers = people.map((_, i) => work(i));
  await sleep(LOAD_BEFORE_MS);
  const beganAt = performance.now();
  await fault.begin(cluster);
  await sleep(fault.heldMs / 2);
  const healthDuringFault = await fetch(`${server.baseUrl}/readyz`, {
    signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
  }).then(
    (response) => String(response.status),
    () => `no answer within ${HEALTH_TIMEOUT_MS / 1000} s`,
  );
  await sleep(Math.max(0, beganAt + fault.heldMs - performance.now()));
  const endedAt = performance.now();
  await fault.end(cluster);
  const databaseBackAt = performance.now();
  // Load goes on until a write is acknowledged after the fault's end (or the limit), then a
  // little longer, so writes after recovery are checked too.
  while (
    !attempts.some((a) => a.outcome === "acknowledged" && a.answeredAt > endedAt) &&
    performance.now() - endedAt < RECOVERY_LIMIT_MS
  ) {
    await sleep(50);
  }
  await sleep(LOAD_AFTER_RECOVERY_MS);
  running = false;
  await Promise.all(workers);
  return { fault, attempts, beganAt, endedAt, databaseBackAt, healthDuringFault };
}

/** How many rows each marker left: listings by name, messages by their words. */
async function rowsPerMarker(client: pg.Client, attempts: Attempt[]): Promise<Map<string, number>> {
  const markers = (kind: Attempt["kind"]) =>
    attempts.filter((a) => a.kind === kind).map((a) => a.marker);
  const counts = new Map<string, number>();
  const queries = [
    [
      "select name as marker, count(*)::int as n from listings where name = any($1::text[]) group by name",
      markers("listing"),
    ],
    [
      "select message as marker, count(*)::int as n from contact_messages where message = any($1::text[]) group by message",
      markers("message"),
    ],
  ] as const;
  for (const [sql, values] of queries) {
    const result = await client.query<{ marker: string; n: number }>(sql, [values]);
    for (const row of result.rows) counts.set(row.marker, row.n);
  }
  return counts;
}

function reportRun(
  run: FaultRun,
  rows: Map<string, number>,
  server: RunningServer,
  report: FaultReport,
): void {
  const { fault, attempts, beganAt, endedAt } = run;
  const of = (outcome: Outcome) => attempts.filter((a) => a.outcome === outcome);
  const acknowledged = of("acknowledged");
  const refused = of("refused");
  const unknown = of("unknown");
  const unconfirmed = of("unconfirmed");
  const unavailable = [...refused, ...unconfirmed].filter((a) => a.answer === "503");
  // Members' hourly limits (decision 0071) refuse a busy writer with 429 before the run ends
  // on a quick machine: a refusal like any other (checked unsaved), not an error.
  const limited = refused.filter((a) => a.answer === "429");
  const otherRefusals = refused.filter((a) => a.answer !== "503" && a.answer !== "429");
  const metTheFault = attempts.filter((a) => a.startedAt < endedAt && a.answeredAt > beganAt);
  const rowsOf = (a: Attempt) => rows.get(a.marker) ?? 0;
  const missing = acknowledged.filter((a) => rowsOf(a) === 0);
  const refusedButSaved = refused.filter((a) => rowsOf(a) > 0);
  const duplicated = attempts.filter((a) => rowsOf(a) > 1);
  const unknownSaved = unknown.filter((a) => rowsOf(a) > 0);
  const unconfirmedSaved = unconfirmed.filter((a) => rowsOf(a) > 0);
  const firstAfter = Math.min(
    ...acknowledged.filter((a) => a.answeredAt > endedAt).map((a) => a.answeredAt),
  );
  const recoverySeconds = (firstAfter - endedAt) / 1000;
  const databaseStartSeconds = (run.databaseBackAt - endedAt) / 1000;
  // The app's own part: what is left once PostgreSQL accepts connections (pg_ctl notices a
  // little late, so a write may come first: 0).
  const appSeconds = Math.max(0, recoverySeconds - databaseStartSeconds);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const few = (list: Attempt[]) =>
    list.length === 0
      ? "none"
      : `${list.length}: ${list
          .slice(0, 5)
          .map((a) => `"${a.marker}" (${a.answer}, ${rowsOf(a)} rows)`)
          .join("; ")}`;

  const checks: [boolean, string][] = [
    [metTheFault.length > 0, "writes were under way while the fault held"],
    [missing.length === 0, "every acknowledged write is in the database"],
    [refusedButSaved.length === 0, "no write the person was told failed is in the database"],
    [duplicated.length === 0, "no attempt left two rows"],
    [
      otherRefusals.length === 0 && unknown.length === 0,
      "no 500s, no other refusals, no request left without an answer",
    ],
    [
      Number.isFinite(recoverySeconds),
      `a write was acknowledged after the fault's end (within ${RECOVERY_LIMIT_MS / 1000} s)`,
    ],
    // PostgreSQL's own start after a crash (WAL replay, syncing its folder) can take seconds on
    // a busy machine (docs/reliability.md) and says nothing of the app: the bound is on the
    // app's part.
    [
      Number.isFinite(recoverySeconds) && appSeconds <= 5,
      "a write was acknowledged within 5 s of PostgreSQL accepting connections again",
    ],
    [server.running(), "the app never crashed"],
  ];
  if (fault.refused) {
    checks.splice(
      1,
      0,
      [unavailable.length > 0, "some writes met the outage and were answered 503"],
      [unavailable.every((a) => a.retryAfter), "every 503 carried Retry-After"],
      [run.healthDuringFault === "503", "/readyz said 503 while the database was away"],
    );
  }
  report.add(
    fault.title,
    [
      ["fault held for", seconds(fault.heldMs)],
      [
        "write attempts",
        `${attempts.length} (${metTheFault.length} under way while the fault held)`,
      ],
      [
        "acknowledged",
        `${acknowledged.length} (${acknowledged.filter((a) => a.kind === "listing").length} listings, ${acknowledged.filter((a) => a.kind === "message").length} messages)`,
      ],
      [
        "refused",
        `${refused.length} (503: ${refused.length - otherRefusals.length - limited.length}; 429, a member's hourly limit: ${limited.length}; other: ${otherRefusals.length})`,
      ],
      [
        "answered 503, could not confirm whether saved",
        `${unconfirmed.length}, of them saved: ${unconfirmedSaved.length}`,
      ],
      [
        "503s without Retry-After",
        `${unavailable.filter((a) => !a.retryAfter).length} of ${unavailable.length}`,
      ],
      ["no answer (outcome unknown)", `${unknown.length}, of them saved: ${unknownSaved.length}`],
      ["/readyz midway through the fault", run.healthDuringFault],
      ["acknowledged but missing", few(missing)],
      ["refused but saved", few(refusedButSaved)],
      ["attempts with more than one row", few(duplicated)],
      ["other refusals and lost answers", few([...otherRefusals, ...unknown])],
      [
        "fault's end to the first acknowledged write",
        Number.isFinite(recoverySeconds)
          ? `${recoverySeconds.toFixed(2)} s`
          : `none within ${RECOVERY_LIMIT_MS / 1000} s`,
      ],
      [
        "of which PostgreSQL's own start (until pg_ctl saw it accept connections)",
        `${databaseStartSeconds.toFixed(2)} s`,
      ],
      [
        "of which the app's part (from then to the first acknowledged write)",
        Number.isFinite(recoverySeconds) ? `${appSeconds.toFixed(2)} s` : "—",
      ],
      ["app process", server.running() ? "still running" : "EXITED"],
    ],
    checks,
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
