import { allotmentEntries } from "~/data/allotments";

// The periodic check of the council pages the allotment directory links to (decision 0083).
// Councils move their pages without notice; this reports what each address answers now (its
// HTTP status, and where a redirect leads) so an admin can correct the data. It only reports:
// nothing is changed, hidden or blocked by what it finds.

export interface LinkTarget {
  /** The entry the link belongs to, so the report says which row to correct. */
  id: string;
  url: string;
}

export type LinkOutcome =
  /** Answered 2xx at the address itself. */
  | { kind: "ok"; status: number }
  /** Redirected: `finalUrl` is where the redirects ended, `status` what it answered there. */
  | { kind: "moved"; status: number; finalUrl: string }
  /** Answered 4xx or 5xx (after any redirects). */
  | { kind: "broken"; status: number; finalUrl: string }
  /** No answer: refused, timed out, too many redirects, or a name that does not resolve. */
  | { kind: "unreachable"; reason: string };

export interface LinkResult extends LinkTarget {
  outcome: LinkOutcome;
}

export interface LinkCheckOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
  maxRedirects?: number;
  /** Requests in flight at once: a handful, so no council site is hammered. */
  concurrency?: number;
}

const USER_AGENT = "GlutLinkCheck/1 (+allotment directory link check)";

/** Servers that refuse HEAD answer one of these; the address is then asked again with GET. */
const HEAD_REFUSED = new Set([403, 405, 501]);

async function request(url: string, method: "HEAD" | "GET", options: Required<LinkCheckOptions>) {
  const response = await options.fetch(url, {
    method,
    redirect: "manual",
    headers: { "user-agent": USER_AGENT, accept: "text/html,*/*;q=0.8" },
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  // Only the status and headers matter; the body is let go at once.
  await response.body?.cancel().catch(() => undefined);
  return response;
}

/** Follows one link's redirects by hand, so each hop's status and address can be reported. */
export async function checkLink(url: string, options: LinkCheckOptions = {}): Promise<LinkOutcome> {
  const settings: Required<LinkCheckOptions> = {
    fetch: options.fetch ?? fetch,
    timeoutMs: options.timeoutMs ?? 15_000,
    maxRedirects: options.maxRedirects ?? 5,
    concurrency: options.concurrency ?? 4,
  };
  let current = url;
  try {
    for (let hop = 0; hop <= settings.maxRedirects; hop++) {
      let response = await request(current, "HEAD", settings);
      if (HEAD_REFUSED.has(response.status)) response = await request(current, "GET", settings);
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location) {
        current = new URL(location, current).toString();
        continue;
      }
      if (response.status >= 400)
        return { kind: "broken", status: response.status, finalUrl: current };
      if (current !== url) return { kind: "moved", status: response.status, finalUrl: current };
      return { kind: "ok", status: response.status };
    }
    return { kind: "unreachable", reason: `more than ${settings.maxRedirects} redirects` };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const reason =
      cause instanceof Error
        ? cause.name === "TimeoutError"
          ? "timed out"
          : cause.message
        : String(cause);
    return { kind: "unreachable", reason };
  }
}

/** Checks every link, a few at a time, and gives the results in the order they were given. */
export async function checkLinks(
  targets: readonly LinkTarget[],
  options: LinkCheckOptions = {},
): Promise<LinkResult[]> {
  const results: LinkResult[] = new Array(targets.length);
  let next = 0;
  async function worker() {
    while (next < targets.length) {
      const index = next++;
      const target = targets[index];
      if (!target) continue;
      results[index] = { ...target, outcome: await checkLink(target.url, options) };
    }
  }
  const workers = Math.max(1, Math.min(options.concurrency ?? 4, targets.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return results;
}

/** Every council page the allotment directory links to. */
export function allotmentLinkTargets(): LinkTarget[] {
  return allotmentEntries.map((entry) => ({ id: entry.id, url: entry.applicationUrl }));
}

function describeOutcome(outcome: LinkOutcome): string {
  switch (outcome.kind) {
    case "ok":
      return `OK ${outcome.status}`;
    case "moved":
      return `MOVED → ${outcome.finalUrl} (${outcome.status})`;
    case "broken":
      return `BROKEN ${outcome.status}${outcome.finalUrl ? ` at ${outcome.finalUrl}` : ""}`;
    case "unreachable":
      return `UNREACHABLE (${outcome.reason})`;
  }
}

/** One line per link, problems first, then a count of each kind. */
export function linkReport(results: readonly LinkResult[]): string {
  const order: Record<LinkOutcome["kind"], number> = { broken: 0, unreachable: 1, moved: 2, ok: 3 };
  const sorted = [...results].sort((a, b) => order[a.outcome.kind] - order[b.outcome.kind]);
  const lines = sorted.map(
    (result) => `${result.id}: ${result.url} ${describeOutcome(result.outcome)}`,
  );
  const count = (kind: LinkOutcome["kind"]) =>
    results.filter((r) => r.outcome.kind === kind).length;
  lines.push(
    `${results.length} links: ${count("ok")} OK, ${count("moved")} moved, ${count("broken")} broken, ${count("unreachable")} unreachable.`,
  );
  return lines.join("\n");
}
