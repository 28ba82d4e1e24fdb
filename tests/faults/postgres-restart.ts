// PostgreSQL stopped and started again while 20 people create listings and send messages.
// Wanted: 503 with Retry-After while it is away, the app never crashes, recovery within 5 s of
// the database's return, and every write acknowledged to a person is in the database afterwards.
import pg from "pg";
import type { RunningServer } from "../../bench/production-server.ts";
import type { FaultReport } from "./fault-report.ts";
import {
  confirmEveryEmail,
  createdListingId,
  listingForm,
  pageAlert,
  SiteClient,
} from "./site-client.ts";

const PEOPLE = 20;
const DOWN_FOR_MS = 6_000;

interface Tally {
  acknowledged: number;
  unavailable: number;
  unavailableWithoutRetryAfter: number;
  otherErrors: string[];
}

export async function postgresRestart(options: {
  server: RunningServer;
  databaseUrl: string;
  stopDatabase(): void;
  startDatabase(): void;
  report: FaultReport;
}): Promise<void> {
  const { server, report } = options;
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

  const tally: Tally = {
    acknowledged: 0,
    unavailable: 0,
    unavailableWithoutRetryAfter: 0,
    otherErrors: [],
  };
  const acknowledgedListings: string[] = [];
  const acknowledgedMessages: string[] = [];
  let running = true;

  const work = async (i: number) => {
    const person = people[i] as SiteClient;
    for (let round = 0; running; round++) {
      try {
        if (round % 2 === 0) {
          const name = `Beans ${i}-${round}`;
          const answer = await person.post("/create-listing", listingForm(name));
          const id = createdListingId(answer);
          if (id) {
            tally.acknowledged++;
            acknowledgedListings.push(id);
          } else count(answer.status, answer.retryAfter, `create ${answer.status}`);
        } else {
          const words = `Could I have some? (${i}-${round})`;
          const target = firstListings[(i + 1) % PEOPLE] as string;
          const answer = await person.post(`/listings/${target}/contact`, { message: words });
          if (answer.status === 302 && answer.location.startsWith("/messages/")) {
            tally.acknowledged++;
            acknowledgedMessages.push(words);
          } else count(answer.status, answer.retryAfter, `message ${answer.status}`);
        }
      } catch (error) {
        tally.otherErrors.push(`network: ${(error as Error).message}`);
      }
      // A person between two clicks; a 503 asks for patience, which people give.
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  };
  const count = (status: number, retryAfter: string | null, what: string) => {
    if (status === 503) {
      tally.unavailable++;
      if (!retryAfter) tally.unavailableWithoutRetryAfter++;
    } else tally.otherErrors.push(what);
  };

  const workers = Array.from({ length: PEOPLE }, (_, i) => work(i));
  await new Promise((resolve) => setTimeout(resolve, 4_000));
  const stoppedAt = performance.now();
  options.stopDatabase();
  await new Promise((resolve) => setTimeout(resolve, DOWN_FOR_MS));
  const healthWhileDown = (await fetch(`${server.baseUrl}/readyz`)).status;
  options.startDatabase();
  const backAt = performance.now();
  // Recovery: the first moment the app answers a database read again.
  let recoveredAt = Number.NaN;
  for (;;) {
    const health = await fetch(`${server.baseUrl}/readyz`).catch(() => null);
    if (health?.status === 200) {
      recoveredAt = performance.now();
      break;
    }
    if (performance.now() - backAt > 30_000) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const acknowledgedBeforeRecovery = tally.acknowledged;
  await new Promise((resolve) => setTimeout(resolve, 4_000));
  running = false;
  await Promise.all(workers);

  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    const listings = await client.query<{ n: number }>(
      "select count(*)::int as n from listings where id = any($1::uuid[])",
      [acknowledgedListings],
    );
    const messages = await client.query<{ n: number }>(
      "select count(distinct message)::int as n from contact_messages where message = any($1::text[])",
      [acknowledgedMessages],
    );
    const lostListings = acknowledgedListings.length - (listings.rows[0]?.n ?? 0);
    const lostMessages = acknowledgedMessages.length - (messages.rows[0]?.n ?? 0);
    const recoverySeconds = (recoveredAt - backAt) / 1000;
    report.add(
      "PostgreSQL restarted under 20 writers",
      [
        [
          "database away for",
          `${((backAt - stoppedAt) / 1000).toFixed(1)} s (stop, ${DOWN_FOR_MS / 1000} s, start)`,
        ],
        [
          "writes acknowledged",
          `${tally.acknowledged} (${acknowledgedListings.length} listings, ${acknowledgedMessages.length} messages; ${acknowledgedBeforeRecovery} before recovery)`,
        ],
        [
          "answered 503 while away",
          `${tally.unavailable} (without Retry-After: ${tally.unavailableWithoutRetryAfter})`,
        ],
        ["/readyz while away", String(healthWhileDown)],
        [
          "other errors",
          tally.otherErrors.length === 0
            ? "none"
            : `${tally.otherErrors.length}: ${[...new Set(tally.otherErrors)].slice(0, 5).join("; ")}`,
        ],
        [
          "acknowledged writes missing afterwards",
          `${lostListings} listings, ${lostMessages} messages`,
        ],
        [
          "recovered after the database's return",
          Number.isNaN(recoverySeconds) ? "never (30 s)" : `${recoverySeconds.toFixed(2)} s`,
        ],
        ["app process", server.running() ? "still running" : "EXITED"],
      ],
      [
        [tally.unavailable > 0, "some requests met the outage and were answered 503"],
        [tally.unavailableWithoutRetryAfter === 0, "every 503 carried Retry-After"],
        [healthWhileDown === 503, "/readyz said 503 while the database was away"],
        [tally.otherErrors.length === 0, "no 500s, no other errors, no dropped connections"],
        [lostListings === 0 && lostMessages === 0, "every acknowledged write is in the database"],
        [recoverySeconds <= 5, "recovered within 5 s of the database's return"],
        [server.running(), "the app never crashed"],
      ],
    );
  } finally {
    await client.end();
  }
}
