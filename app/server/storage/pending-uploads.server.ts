import { inArray, lt } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import type { JobDefinition } from "~/server/jobs/job-queue.server";
import type { FileStorage } from "./file-storage";
import { pendingUploads } from "./pending-uploads.table";

/**
 * How old an unlinked file must be before the clean-up removes it. A save links its photos
 * seconds after storing them; an hour leaves any slow request far behind.
 */
export const PENDING_UPLOAD_GRACE_MINUTES = 60;

export const SWEEP_PENDING_UPLOADS_JOB = "sweep-pending-uploads";

/** Notes files about to be written, before they are written (so a write cut short is noted). */
export async function recordPendingUploads(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insert(pendingUploads)
    .values(keys.map((key) => ({ key })))
    .onConflictDoNothing();
}

/** Called inside the transaction that links the files to a listing or post. */
export async function settlePendingUploads(tx: Db, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx.delete(pendingUploads).where(inArray(pendingUploads.key, [...keys]));
}

/**
 * Removes files noted as pending longer than the grace period (their save never committed: the
 * process was killed, or a refused save's own clean-up failed), then forgets them. Files first:
 * a failure leaves the rows for the next run. Returns how many were removed.
 */
export async function sweepPendingUploads(
  db: Db,
  storage: FileStorage,
  now: Date = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - PENDING_UPLOAD_GRACE_MINUTES * 60_000);
  const stale = await db
    .select({ key: pendingUploads.key })
    .from(pendingUploads)
    .where(lt(pendingUploads.createdAt, before))
    .limit(1000);
  if (stale.length === 0) return 0;
  const keys = stale.map((row) => row.key);
  await storage.deleteMany(keys);
  await db.delete(pendingUploads).where(inArray(pendingUploads.key, keys));
  return keys.length;
}

/** The hourly clean-up. */
export function sweepPendingUploadsJob(deps: {
  db: Db;
  storage: FileStorage;
  onSwept(count: number): void;
}): JobDefinition {
  return {
    name: SWEEP_PENDING_UPLOADS_JOB,
    changesPages: false,
    schedule: { cron: "23 * * * *" },
    handle: async () => {
      const count = await sweepPendingUploads(deps.db, deps.storage);
      if (count > 0) deps.onSwept(count);
    },
  };
}
