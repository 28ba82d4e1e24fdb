import pg from "pg";
import type { Logger } from "pino";
import type { DatabaseHandle } from "~/server/db/database.server";
import { LIVE_CHANNEL } from "./live-events";

/** How long to wait before listening again after the connection was lost. */
const RECONNECT_DELAY_MS = 1000;

export interface LiveListener {
  close(): Promise<void>;
}

export interface LiveListenerHandlers {
  /** A payload heard on the live channel. */
  heard(payload: string | undefined): void;
  /** The connection was lost and is back: whatever was sent meanwhile was missed. */
  resumed(): void;
}

/**
 * Listens on the live channel: on PostgreSQL through ONE dedicated client, not the pool (a
 * pooled connection is handed to others and would stop listening), listening again after the
 * connection is lost, as change-notices.server.ts does for its channel; on PGlite through its
 * own `listen`.
 */
export async function listenForLive(
  database: DatabaseHandle,
  logger: Logger,
  handlers: LiveListenerHandlers,
): Promise<LiveListener> {
  if (database.kind === "pglite") {
    const unlisten = await database.pglite.listen(LIVE_CHANNEL, handlers.heard);
    return { close: () => unlisten() };
  }

  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const listen = async (): Promise<void> => {
    const next = new pg.Client(database.sessionConfig);
    next.on("notification", (message) => handlers.heard(message.payload));
    // An error on an idle client (the server restarted, the network dropped) arrives here.
    next.on("error", (error) => lost(next, error));
    next.on("end", () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      next.removeAllListeners("end");
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
  };
  const lost = (which: pg.Client, error?: Error) => {
    if (closed || which !== client) return;
    client = undefined;
    which.removeAllListeners("end");
    void which.end().catch(() => {});
    logger.warn({ err: error }, "lost the connection that hears live events; listening again");
    const again = () => {
      retry = undefined;
      if (closed) return;
      listen().then(
        () => {
          logger.info("listening for live events again");
          handlers.resumed();
        },
        () => {
          retry = setTimeout(again, RECONNECT_DELAY_MS);
        },
      );
    };
    retry = setTimeout(again, RECONNECT_DELAY_MS);
  };
  await listen();

  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      last?.removeAllListeners("end");
      await last?.end().catch(() => {});
    },
  };
}
