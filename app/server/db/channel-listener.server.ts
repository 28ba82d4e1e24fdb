import pg from "pg";
import type { Logger } from "pino";
import type { DatabaseHandle } from "./database.server";

/** How long to wait before listening again after the connection was lost. */
const RECONNECT_DELAY_MS = 1000;

export interface ChannelListener {
  close(): Promise<void>;
}

export interface ChannelHandlers {
  /** A payload heard on the channel. */
  heard(payload: string | undefined): void;
  /** The connection was lost and is back: whatever was sent meanwhile was missed. */
  resumed(): void;
}

/**
 * Listens on one NOTIFY channel: on PostgreSQL through ONE dedicated client, not the pool (a
 * pooled connection is handed to others and would stop listening), listening again a second after
 * the connection is lost (the server restarted, the network dropped); on PGlite through its own
 * `listen`. The one way this project listens: the response cache's change notices (decision
 * 0043) and the live updates (0094).
 */
export async function listenOnChannel(
  database: DatabaseHandle,
  channel: string,
  logger: Logger,
  handlers: ChannelHandlers,
): Promise<ChannelListener> {
  if (database.kind === "pglite") {
    const unlisten = await database.pglite.listen(channel, handlers.heard);
    return { close: () => unlisten() };
  }

  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const listen = async (): Promise<void> => {
    const next = new pg.Client(database.sessionConfig);
    next.on("notification", (message) => handlers.heard(message.payload));
    // An error on an idle client arrives here.
    next.on("error", (error) => lost(next, error));
    next.on("end", () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
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
    logger.warn(
      { err: error, channel },
      "lost the connection listening on a channel; listening again",
    );
    const again = () => {
      retry = undefined;
      if (closed) return;
      listen().then(
        () => {
          logger.info({ channel }, "listening on the channel again");
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
