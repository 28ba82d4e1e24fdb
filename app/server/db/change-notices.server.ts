import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Logger } from "pino";
import type { DatabaseHandle } from "./database.server";

/**
 * Tells the other instances on the same database that something changed through this one, so
 * each can forget what it keeps of the pages everyone shares (server/public-page-cache.ts) at
 * once, instead of serving them stale for up to PAGE_CACHE_SECONDS. PostgreSQL's LISTEN/NOTIFY:
 * no table and no polling, a notice reaches every listening session when it is sent. On PGlite
 * there is one process, and the same calls simply find nobody else listening. Decision 0043.
 */
export interface ChangeNotices {
  /** Tells every other instance that something changed. Never waits, never throws. */
  announce(): void;
  /**
   * Runs `listener` when another instance announces a change, and when notices may have been
   * missed (the listening connection was lost and is back).
   */
  onChange(listener: () => void): void;
  close(): Promise<void>;
}

export const CHANGE_CHANNEL = "glut_changes";

/** How long to wait before listening again after the connection was lost. */
const RECONNECT_DELAY_MS = 1000;

export async function startChangeNotices(
  database: DatabaseHandle,
  logger: Logger,
): Promise<ChangeNotices> {
  // A notice carries its sender, so an instance does not act on its own.
  const self = randomUUID();
  const listeners: (() => void)[] = [];
  const tell = () => {
    for (const listener of listeners) listener();
  };
  const heard = (payload: string | undefined) => {
    if (payload !== self) tell();
  };

  if (database.kind === "pglite") {
    const unlisten = await database.pglite.listen(CHANGE_CHANNEL, heard);
    return {
      announce() {
        database.pglite
          .query("select pg_notify($1, $2)", [CHANGE_CHANNEL, self])
          .catch((error: unknown) => logger.warn({ err: error }, "could not announce a change"));
      },
      onChange: (listener) => void listeners.push(listener),
      close: () => unlisten(),
    };
  }

  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const listen = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: database.connectionString });
    next.on("notification", (message) => heard(message.payload));
    // An error on an idle client (the server restarted, the network dropped) arrives here.
    next.on("error", (error) => lost(next, error));
    next.on("end", () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
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
    logger.warn({ err: error }, "lost the connection that hears other instances' changes");
    const again = () => {
      retry = undefined;
      if (closed) return;
      listen().then(
        // Whatever was announced while nobody listened is lost: count it as a change.
        () => tell(),
        () => {
          retry = setTimeout(again, RECONNECT_DELAY_MS);
        },
      );
    };
    retry = setTimeout(again, RECONNECT_DELAY_MS);
  };
  await listen();

  return {
    announce() {
      database.pool
        .query("select pg_notify($1, $2)", [CHANGE_CHANNEL, self])
        .catch((error: unknown) => logger.warn({ err: error }, "could not announce a change"));
    },
    onChange: (listener) => void listeners.push(listener),
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end();
    },
  };
}
