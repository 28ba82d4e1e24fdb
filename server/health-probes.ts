import type { Request, Response } from "express";

/** What `/readyz` reports: each check's outcome by name ("ok", "failed", "timed out"). */
export interface ReadinessReport {
  ready: boolean;
  checks: Record<string, string>;
}

/**
 * `/healthz`, liveness: answering at all is the proof that the process runs and its event loop
 * turns. It asks nothing else, so a database outage never has a supervisor restart a process
 * that would come back to the same outage.
 */
export function liveness(_req: Request, res: Response): void {
  res.setHeader("Cache-Control", "no-store");
  res.json({ status: "ok" });
}

/**
 * `/readyz`, readiness: whether a balancer should send this instance requests. 503 names what
 * fails, while the instance drains before stopping (decision 0076), or when a check fails.
 */
export function readiness(options: { ready(): Promise<ReadinessReport>; draining?(): boolean }) {
  return async (_req: Request, res: Response): Promise<void> => {
    res.setHeader("Cache-Control", "no-store");
    if (options.draining?.()) {
      res.status(503).json({ status: "not ready", failing: ["draining"] });
      return;
    }
    const report = await options.ready();
    if (report.ready) {
      res.json({ status: "ready", checks: report.checks });
      return;
    }
    const failing = Object.entries(report.checks)
      .filter(([, outcome]) => outcome !== "ok")
      .map(([name]) => name);
    res.status(503).json({ status: "not ready", failing, checks: report.checks });
  };
}
