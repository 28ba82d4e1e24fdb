import v8 from "node:v8";
import vm from "node:vm";
import type { NextFunction, Request, Response } from "express";

/**
 * Lets V8 compact the heap only while the server is idle (decision 0064). When allocation slows
 * after a busy spell, V8's memory reducer collects the garbage and, by default, compacts every
 * page to give memory back to the system: on a member's /listings that held the event loop
 * 170–190 ms, and every request that came meanwhile waited (docs/performance.md, 2026-11-28
 * night). Without compaction the same collection paused it 20 ms, but kept ~150 MB more resident.
 * So compaction is on only once no request has been in flight for `idleMs`, and off again from
 * the next request: a server that goes quiet still gives its memory back.
 */
export interface IdleCompaction {
  /** First in the chain: counts each request from its arrival until its response closes. */
  track(req: Request, res: Response, next: NextFunction): void;
  /** Forgets a switch already due (at shutdown). */
  stop(): void;
  readonly inFlight: number;
}

/** V8's flag for whether its memory reducer's collections also compact, to give memory back. */
export const COMPACTION_FLAG = "memory-reducer-favors-memory";

let fullCollection: (() => void) | undefined;

/**
 * Sets V8's flag (read as each of the memory reducer's collections starts). Turned on, it also
 * collects in full at once, while no one waits: that frees the busy spell's garbage and wakes the
 * memory reducer, which otherwise stays asleep until the next full collection, and whose own
 * collections now compact and give the memory back.
 */
export function memoryReducerCompacts(on: boolean): void {
  v8.setFlagsFromString(`--${on ? "" : "no-"}${COMPACTION_FLAG}`);
  if (!on) return;
  if (!fullCollection) {
    // Node offers V8's collection only under --expose-gc; a new context made after setting the
    // flag has it.
    v8.setFlagsFromString("--expose-gc");
    fullCollection = vm.runInNewContext("gc") as () => void;
  }
  fullCollection();
}

export function compactOnlyWhenIdle(options: {
  idleMs: number;
  /** Turns compaction on or off; V8's own switch unless a test gives another. */
  compacts?: (on: boolean) => void;
}): IdleCompaction {
  const compacts = options.compacts ?? memoryReducerCompacts;
  let inFlight = 0;
  // V8 compacts by default: so it does at boot, before the first request.
  let compacting = true;
  let timer: NodeJS.Timeout | undefined;

  const switchTo = (on: boolean) => {
    if (compacting === on) return;
    compacting = on;
    compacts(on);
  };

  return {
    get inFlight() {
      return inFlight;
    },
    track(_req, res, next) {
      inFlight++;
      clearTimeout(timer);
      timer = undefined;
      switchTo(false);
      res.once("close", () => {
        inFlight--;
        if (inFlight > 0) return;
        timer = setTimeout(() => {
          timer = undefined;
          if (inFlight === 0) switchTo(true);
        }, options.idleMs);
        // A server told to stop does not wait for it.
        timer.unref();
      });
      next();
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
