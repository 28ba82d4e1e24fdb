// Latency summaries and the Markdown tables the bench scripts print (pasted into
// docs/performance.md as they are).

/** The value at percentile `p` (0–100) of ascending `sorted` (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export interface LatencySummary {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

/** Throughput and p50/p95/p99 of `latencies` (ms, any order) answered in `seconds`. */
export function summariseLatencies(latencies: number[], seconds: number): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requestsPerSecond: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

/** A Markdown table; cells are printed as given. */
export function markdownTable(headers: readonly string[], rows: readonly (readonly string[])[]) {
  return [
    `| ${headers.join(" | ")} |`,
    `|${headers.map(() => "---").join("|")}|`,
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");
}

export const ms = (value: number) => value.toFixed(1);
