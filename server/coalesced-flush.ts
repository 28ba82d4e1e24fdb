import type { NextFunction, Request, Response } from "express";

/**
 * Makes `res.flush()` (added by the `compression` middleware) flush at most once per turn of
 * the event loop. React Router's Express adapter calls it after every chunk React writes (about
 * 2 KB each), and each call ends a gzip block: the 86 KB home page left as 25 KB where one gzip
 * of it is 14 KB. React writes a whole shell in one turn, so one flush per turn sends the same
 * bytes at the same moment (a later Suspense chunk still goes out in its own turn), compressed
 * as one piece. Decision 0032.
 */
export function coalesceFlushes(_req: Request, res: Response, next: NextFunction) {
  const flushable = res as Response & { flush?: () => void };
  const flush = flushable.flush;
  if (typeof flush === "function") {
    let scheduled = false;
    flushable.flush = () => {
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        if (!res.writableEnded) flush.call(res);
      });
    };
  }
  next();
}
