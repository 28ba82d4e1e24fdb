import path from "node:path";
import type { Logger } from "pino";
import type { DatabaseHandle } from "./db/database.server";
import { removeUnfinishedOutboxFiles } from "./email/mail-transport.server";
import type { Env } from "./env.server";
import { registerInstance, uploadsPlace } from "./instances/instance-registry.server";
import { databaseRefusal } from "./startup-checks.server";

// What start-up checks and clears once the database is open, before anything is served or
// seeded (decision 0079).

export interface StartupGuard {
  /** Ends this instance's registration (a clean stop). */
  close(): Promise<void>;
}

/**
 * Clears email files a killed process left half written, then, on PostgreSQL, registers this
 * instance, refusing with SharedUploadsError when another live one keeps photos elsewhere.
 */
export async function guardStartup(
  env: Env,
  database: DatabaseHandle,
  logger: Logger,
): Promise<StartupGuard> {
  if (!env.SMTP_URL) {
    const removed = await removeUnfinishedOutboxFiles(path.join(env.dataDir, "outbox"));
    if (removed > 0) logger.info({ removed }, "removed unfinished emails from the outbox");
  }
  // The embedded database is locked to one process: there is no other instance to meet.
  if (database.kind !== "postgres") return { close: async () => {} };
  const registration = await registerInstance(
    database.db,
    logger,
    uploadsPlace({ s3Bucket: env.S3_BUCKET, dataDir: env.dataDir }),
  );
  return { close: () => registration.close() };
}

/** A start-up failure as one plain line when its cause is known (a missing database, say). */
export function guardedFailure(error: unknown, env: Pick<Env, "DATABASE_URL">): unknown {
  return databaseRefusal(error, env.DATABASE_URL) ?? error;
}
