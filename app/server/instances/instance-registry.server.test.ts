import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/test-database";
import { appInstances } from "./app-instances.table";
import {
  INSTANCE_EXPIRES_AFTER_SECONDS,
  registerInstance,
  SharedUploadsError,
  uploadsPlace,
} from "./instance-registry.server";

// Instances as they register at start: each call is one instance, told apart by host and pid.

const getDatabase = setupTestDatabase();
const logger = pino({ level: "silent" });
const local = (host: string, folder: string) => uploadsPlace({ dataDir: folder }, host);
const bucket = uploadsPlace({ s3Bucket: "glut-photos", dataDir: "/srv/glut" });
/** A pid that is alive (this test's own parent), so only its heartbeat can say it is gone. */
const livePid = process.ppid;

async function clear() {
  await getDatabase().db.delete(appInstances);
}

describe("instances on one database", () => {
  it("refuses a second live instance keeping photos on its own disk, naming the bucket setting", async () => {
    await clear();
    const db = getDatabase().db;
    const first = await registerInstance(db, logger, local("web-1", "/srv/glut"), {
      host: "web-1",
      pid: livePid,
    });
    const second = registerInstance(db, logger, local("web-2", "/srv/glut"), {
      host: "web-2",
      pid: livePid,
    });
    await expect(second).rejects.toBeInstanceOf(SharedUploadsError);
    await expect(second).rejects.toThrow(
      /keeps uploaded photos in the local folder \/srv\/glut on web-1, but this one would keep them in the local folder \/srv\/glut on web-2.*Set S3_BUCKET/,
    );
    // Nor may one on the bucket join one on a disk: the disk's photos would be missing there.
    await expect(
      registerInstance(db, logger, bucket, { host: "web-3", pid: livePid }),
    ).rejects.toBeInstanceOf(SharedUploadsError);
    expect(await db.select().from(appInstances)).toHaveLength(1);
    await first.close();
    expect(await db.select().from(appInstances)).toHaveLength(0);
  });

  it("lets instances sharing a bucket, or one folder on one host, run together", async () => {
    await clear();
    const db = getDatabase().db;
    const a = await registerInstance(db, logger, bucket, { host: "web-1", pid: livePid });
    const b = await registerInstance(db, logger, bucket, { host: "web-2", pid: livePid });
    expect(await db.select().from(appInstances)).toHaveLength(2);
    await a.close();
    await b.close();
    const folder = local("box", "/srv/glut");
    const c = await registerInstance(db, logger, folder, { host: "box", pid: livePid });
    const d = await registerInstance(db, logger, folder, { host: "box", pid: process.pid });
    await c.close();
    await d.close();
  });

  it("forgets an instance whose heartbeat stopped, and this host's killed earlier run at once", async () => {
    await clear();
    const db = getDatabase().db;
    const killed = await registerInstance(db, logger, local("web-1", "/srv/a"), {
      host: "web-1",
      pid: livePid,
    });
    // Killed: its heartbeat never comes again. Until it expires, it still counts.
    await killed.close().then(() =>
      db.insert(appInstances).values({
        id: killed.id,
        uploads: local("web-1", "/srv/a"),
        host: "web-1",
        pid: String(livePid),
      }),
    );
    await expect(
      registerInstance(db, logger, local("web-2", "/srv/b"), { host: "web-2", pid: livePid }),
    ).rejects.toBeInstanceOf(SharedUploadsError);
    await db
      .update(appInstances)
      .set({
        heartbeatAt: sql`now() - make_interval(secs => ${INSTANCE_EXPIRES_AFTER_SECONDS + 1})`,
      })
      .where(eq(appInstances.id, killed.id));
    const next = await registerInstance(db, logger, local("web-2", "/srv/b"), {
      host: "web-2",
      pid: livePid,
    });
    expect((await db.select().from(appInstances)).map((row) => row.id)).toEqual([next.id]);

    await next.close();

    // web-2 killed and started again at once: its old registration names a pid that is gone.
    const deadPid = 2 ** 22 + 1;
    await registerInstance(db, logger, local("web-2", "/srv/b"), { host: "web-2", pid: deadPid });
    const restarted = await registerInstance(db, logger, local("web-2", "/srv/c"), {
      host: "web-2",
      pid: livePid,
    });
    expect((await db.select().from(appInstances)).map((row) => row.id)).toEqual([restarted.id]);
    await restarted.close();
  });

  it("keeps a live instance registered by its heartbeat", async () => {
    await clear();
    const db = getDatabase().db;
    const live = await registerInstance(db, logger, bucket, {
      host: "web-1",
      pid: livePid,
      heartbeatMs: 50,
    });
    await db
      .update(appInstances)
      .set({ heartbeatAt: sql`now() - interval '1 hour'` })
      .where(eq(appInstances.id, live.id));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [row] = await db.select().from(appInstances).where(eq(appInstances.id, live.id));
    expect(Date.now() - (row?.heartbeatAt.getTime() ?? 0)).toBeLessThan(10_000);
    await live.close();
  });
});
