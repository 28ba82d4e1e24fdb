import { randomUUID } from "node:crypto";
import os from "node:os";
import { eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/database.server";
import { appInstances } from "./app-instances.table";

// Each instance on a PostgreSQL database registers itself and beats a heartbeat, so one that
// starts while another is serving can tell whether their uploaded photos would be shared. Two
// instances keeping photos in different places serve each other's photos as 404s, so the second
// is refused at start (decision 0079). A registration whose heartbeat stopped (a killed instance)
// expires; one left by this host's earlier run is taken over at once.

/** How often a running instance touches its registration. */
export const INSTANCE_HEARTBEAT_MS = 10_000;
/** A registration not touched for this long belongs to an instance that is gone. */
export const INSTANCE_EXPIRES_AFTER_SECONDS = 30;
/** Any fixed number: the key of the advisory lock two starting instances register under, in turn. */
const REGISTRATION_LOCK_KEY = 7_461_003;

export class SharedUploadsError extends Error {
  override name = "SharedUploadsError";
}

/** Where an instance keeps uploaded photos, comparable between instances. */
export function uploadsPlace(config: { s3Bucket?: string; dataDir: string }, host = os.hostname()) {
  return config.s3Bucket ? `bucket:${config.s3Bucket}` : `local:${host}:${config.dataDir}`;
}

function describePlace(place: string): string {
  if (place.startsWith("bucket:")) return `the bucket ${place.slice("bucket:".length)}`;
  const [, host, ...folder] = place.split(":");
  return `the local folder ${folder.join(":")} on ${host}`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export interface InstanceRegistration {
  id: string;
  /** Removes the registration (a clean stop), so the next instance need not wait for it to expire. */
  close(): Promise<void>;
}

/**
 * Registers this instance, refusing with SharedUploadsError when another live instance keeps its
 * uploads somewhere else. Starts the heartbeat.
 */
export async function registerInstance(
  db: Db,
  logger: Logger,
  uploads: string,
  options: { host?: string; pid?: number; heartbeatMs?: number } = {},
): Promise<InstanceRegistration> {
  const id = randomUUID();
  const host = options.host ?? os.hostname();
  const pid = options.pid ?? process.pid;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REGISTRATION_LOCK_KEY})`);
    await tx
      .delete(appInstances)
      .where(
        sql`${appInstances.heartbeatAt} < now() - make_interval(secs => ${INSTANCE_EXPIRES_AFTER_SECONDS})`,
      );
    const others = await tx.select().from(appInstances);
    // This host's earlier run, killed: its process is gone (or, in a container, its pid is ours).
    const predecessors = others.filter(
      (other) => other.host === host && (Number(other.pid) === pid || !isAlive(Number(other.pid))),
    );
    for (const gone of predecessors)
      await tx.delete(appInstances).where(eq(appInstances.id, gone.id));
    const elsewhere = others.find(
      (other) => !predecessors.includes(other) && other.uploads !== uploads,
    );
    if (elsewhere) {
      throw new SharedUploadsError(
        `Another Glut instance (on ${elsewhere.host}, pid ${elsewhere.pid}) is serving from the same database and keeps uploaded photos in ${describePlace(elsewhere.uploads)}, but this one would keep them in ${describePlace(uploads)}: each would show the other's photos as missing. Set S3_BUCKET (with S3_REGION and credentials, docs/deploy.md) to the same bucket on every instance, or run one instance.`,
      );
    }
    await tx.insert(appInstances).values({ id, uploads, host, pid: String(pid) });
  });

  const beat = setInterval(() => {
    // An upsert: a registration removed while this instance was stalled is put back.
    db.insert(appInstances)
      .values({ id, uploads, host, pid: String(pid) })
      .onConflictDoUpdate({ target: appInstances.id, set: { heartbeatAt: sql`now()` } })
      .catch((error: unknown) =>
        logger.warn({ err: error }, "could not record this instance's heartbeat"),
      );
  }, options.heartbeatMs ?? INSTANCE_HEARTBEAT_MS);
  beat.unref();

  return {
    id,
    async close() {
      clearInterval(beat);
      await db.delete(appInstances).where(eq(appInstances.id, id));
    },
  };
}
