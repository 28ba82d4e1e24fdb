import type { Server, ServerResponse } from "node:http";
import type { Logger } from "pino";

export interface ShutdownOptions {
  server: Server;
  logger: Logger;
  /** SHUTDOWN_DRAIN_MS: how long /readyz answers 503 before the listener closes. */
  drainMs: number;
  /** SHUTDOWN_TIMEOUT_MS: after the drain, how long requests and services may take to finish. */
  timeoutMs: number;
  /** Stops the job queue (letting its jobs finish) and closes the database. */
  stopServices(): Promise<void>;
  /**
   * Ends answers that never end by themselves (the live event streams): called as the listener
   * closes, so the server does not wait out the bound for them. Their tabs connect again,
   * through the balancer, to an instance that is serving.
   */
  endStreams?(): void;
  exit?(code: number): void;
  /**
   * A signal this soon after the first is the same request arriving twice (npm passes on the
   * SIGTERM or SIGINT it was sent, and a terminal or systemd sends it to the whole group), so it
   * does not cut the drain short.
   */
  sameSignalWithinMs?: number;
}

/** See ShutdownOptions.sameSignalWithinMs. */
export const SAME_SIGNAL_WITHIN_MS = 1_000;

export interface GracefulShutdown {
  /** True from the first signal on: /readyz answers 503. */
  draining(): boolean;
  /** Begins stopping; a second call, a second or more later, cuts the drain short. */
  stop(reason: string): void;
}

/**
 * Stops an instance without dropping a request (decision 0076). First it drains: it keeps
 * serving but says it is not ready, so a balancer's health check takes it out of rotation, and
 * asks each client to close its connection after the answer. Then it stops listening, closes
 * idle keep-alive connections (and each busy one as its answer ends), stops the job queue and
 * closes the database, and exits 0. Only when that takes longer than the bound does it exit 1.
 */
export function gracefulShutdown(options: ShutdownOptions): GracefulShutdown {
  const { server, logger } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let phase: "serving" | "draining" | "closing" = "serving";
  let drainTimer: NodeJS.Timeout | undefined;
  let drainStartedAt = 0;
  const sameSignalWithinMs = options.sameSignalWithinMs ?? SAME_SIGNAL_WITHIN_MS;
  const open = new Set<ServerResponse>();

  // An answer sent from now on closes its connection, so a keep-alive client opens its next one
  // elsewhere (through the balancer) rather than holding this instance open.
  const closeAfter = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader("Connection", "close");
  };
  // Before the app's own listener, so the header is set before anything can be sent.
  server.prependListener("request", (_request, response: ServerResponse) => {
    if (phase !== "serving") closeAfter(response);
    open.add(response);
    response.once("close", () => {
      open.delete(response);
      // An answer whose headers went out before the signal left its connection open: once it
      // is idle, close it, or server.close would wait for the client's keep-alive to lapse.
      if (phase === "closing") setImmediate(() => server.closeIdleConnections());
    });
  });

  const close = () => {
    clearTimeout(drainTimer);
    phase = "closing";
    logger.info(
      { requestsInFlight: open.size, timeoutMs: options.timeoutMs },
      "shutting down: no longer accepting connections; finishing requests in flight",
    );
    const bound = setTimeout(() => {
      logger.error(
        { requestsInFlight: open.size, timeoutMs: options.timeoutMs },
        "shutdown did not finish within SHUTDOWN_TIMEOUT_MS; exiting with code 1",
      );
      exit(1);
    }, options.timeoutMs);
    server.close(async (error) => {
      if (error) logger.error({ err: error }, "error while closing the HTTP server");
      try {
        await options.stopServices();
        clearTimeout(bound);
        logger.info("stopped cleanly");
        exit(0);
      } catch (stopError) {
        clearTimeout(bound);
        logger.error({ err: stopError }, "error during shutdown");
        exit(1);
      }
    });
    server.closeIdleConnections();
    for (const response of open) closeAfter(response);
    options.endStreams?.();
  };

  return {
    draining: () => phase !== "serving",
    stop(reason) {
      if (phase === "draining") {
        if (performance.now() - drainStartedAt < sameSignalWithinMs) return;
        logger.info({ reason }, "asked again: ending the drain now");
        close();
        return;
      }
      if (phase === "closing") return;
      phase = "draining";
      drainStartedAt = performance.now();
      for (const response of open) closeAfter(response);
      if (options.drainMs <= 0) {
        logger.info({ reason }, "shutting down");
        close();
        return;
      }
      logger.info(
        { reason, drainMs: options.drainMs },
        "shutting down: draining (/readyz answers 503); signal again to stop at once",
      );
      drainTimer = setTimeout(close, options.drainMs);
    },
  };
}
