import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Logger } from "pino";
import type { DatabaseHandle } from "./database.server";

/**
 * The one path by which a write reaches what is kept of the pages everyone shares (the response
 * cache, server/response-cache.ts): a write through this instance (a web request or a job) is
 * announced here, and heard at once by this instance and, through PostgreSQL's LISTEN/NOTIFY, by
 * every other instance on the same database and by the CLI's commands (`announceChange`): no
 * table and no polling. On PGlite there is one process, and the same calls simply find nobody
 * else listening. Decision 0043.
 */
export interface ChangeNotices {
  /** Something changed: tells this instance's listeners now, and every other instance. Never throws. */
  announce(): void;
  /**
   * Runs `listener` when a change is announced, here or elsewhere, and when notices may have
   * been missed (the listening connection was lost and is back).
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
        tell();
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
    const next = new pg.Client(database.sessionConfig);
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
      tell();
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

/** For a process that is not a server (the CLI): tells the servers on this database that something changed. */
export async function announceChange(database: DatabaseHandle): Promise<void> {
  const notify = "select pg_notify($1, $2)";
  const values = [CHANGE_CHANNEL, "elsewhere"];
  if (database.kind === "pglite") await database.pglite.query(notify, values);
  else await database.pool.query(notify, values);
}
