// Latency under a steady stream of visitors: requests arrive at a fixed average rate, at random
// moments (a Poisson process, as independent visitors do), whether or not earlier ones have
// been answered (an open loop, as wrk2 and k6's constant-arrival-rate measure it).
//
// autocannon's `overallRate` is not that: each connection sends its whole allowance for the
// second back to back when the second starts, so "50 requests/s" arrives as a burst of 50 every
// second, and a page is timed on how fast it drains that queue (decision 0121).
import http from "node:http";
import { type LatencySummary, summariseLatencies } from "./latency.ts";

export interface SteadyResult extends LatencySummary {
  requests: number;
  failures: number;
}

/**
 * Offers `rate` requests/s on average to `url` for `seconds`, each visitor's cookie in turn
 * (none when `cookies` is empty), gzip accepted as browsers do. Each latency is timed from the
 * moment the request was due, so a request that waited for a free socket counts its wait.
 */
export async function steadyArrivals(
  url: string,
  cookies: readonly string[],
  rate: number,
  seconds: number,
): Promise<SteadyResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  let failures = 0;
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  let due = start;
  for (let index = 0; ; index++) {
    due += -Math.log(1 - Math.random()) * (1000 / rate);
    if (due - start > seconds * 1000) break;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const cookie = cookies.length > 0 ? cookies[index % cookies.length] : undefined;
    const dueAt = due;
    inFlight.push(
      getAsSent(url, cookie, agent).then(
        ({ status }) => {
          latencies.push(performance.now() - dueAt);
          if (status >= 400) failures++;
        },
        () => {
          failures++;
        },
      ),
    );
  }
  await Promise.all(inFlight);
  agent.destroy();
  return {
    ...summariseLatencies(latencies, seconds),
    requests: latencies.length,
    failures,
  };
}

/**
 * One GET as a browser makes it (gzip accepted, the cookie when there is one): the status and the
 * bytes of the body as sent, compressed. Without `agent`, Node's default one.
 */
export function getAsSent(
  url: string,
  cookie: string | undefined,
  agent?: http.Agent,
): Promise<{ status: number; bytes: number }> {
  const headers: Record<string, string> = { "accept-encoding": "gzip" };
  if (cookie) headers.cookie = cookie;
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, bytes }));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}
