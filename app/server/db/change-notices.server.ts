import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import { listenOnChannel } from "./channel-listener.server";
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

  // Whatever was announced while nobody listened is lost: count it as a change.
  const listener = await listenOnChannel(database, CHANGE_CHANNEL, logger, {
    heard,
    resumed: tell,
  });
  const notify = "select pg_notify($1, $2)";
  return {
    announce() {
      tell();
      const sent =
        database.kind === "pglite"
          ? database.pglite.query(notify, [CHANGE_CHANNEL, self])
          : database.pool.query(notify, [CHANGE_CHANNEL, self]);
      sent.catch((error: unknown) => logger.warn({ err: error }, "could not announce a change"));
    },
    onChange: (listener) => void listeners.push(listener),
    close: () => listener.close(),
  };
}

/** For a process that is not a server (the CLI): tells the servers on this database that something changed. */
export async function announceChange(database: DatabaseHandle): Promise<void> {
  const notify = "select pg_notify($1, $2)";
  const values = [CHANGE_CHANNEL, "elsewhere"];
  if (database.kind === "pglite") await database.pglite.query(notify, values);
  else await database.pool.query(notify, values);
}
