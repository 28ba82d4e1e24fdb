import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPushService } from "../../tests/factories/push-service";
import { createTestMember } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import { testJobQueue } from "../../tests/test-job-queue";
import { pushSubscriptions } from "./push.table";
import type { PushJobData } from "./push-job";
import {
  PUSH_DEVICE_JOB,
  type PushDeviceJobData,
  runPushDeviceJob,
  runPushJob,
} from "./push-jobs.server";
import { GENERIC_PUSH_BODY } from "./push-sender.server";
import { saveShowMessageText, subscribeDevice } from "./push-subscriptions.server";
import { vapidKeys } from "./vapid-keys.server";

// The push workers against a local stand-in for the push services (tests/factories/push-service):
// the real web-push, its encryption and VAPID signature, over real HTTPS.

const getDatabase = setupTestDatabase();
let pushService: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  pushService = await startPushService();
});
afterAll(async () => {
  await pushService.close();
});

const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

async function setUp() {
  const database = getDatabase();
  const base = createTestServices(database);
  const jobs = await testJobQueue(database, PUSH_DEVICE_JOB);
  const services = { ...base, jobs };
  const member = await createTestMember(base);
  return { services, member, options: { agent: pushService.agent } };
}

function notification(userId: string, overrides: Partial<PushJobData> = {}): PushJobData {
  return {
    userId,
    notificationId: crypto.randomUUID(),
    title: "New message from Sam",
    body: "Are the courgettes still there? I can come at six, my number is 07700 900123",
    href: "/messages/123",
    ...overrides,
  };
}

async function deviceRow(
  services: { db: ReturnType<typeof createTestServices>["db"] },
  id: string,
) {
  const [row] = await services.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, id));
  return row;
}

describe("the push worker", () => {
  it("sends an encrypted, VAPID-signed push to each of the member's devices, with no message text by default", async () => {
    const { services, member, options } = await setUp();
    const phone = pushService.subscribe(201);
    const laptop = pushService.subscribe(201);
    const phoneId = await subscribeDevice(
      services.db,
      member.id,
      { intent: "subscribe", ...phone },
      ANDROID,
    );
    await subscribeDevice(services.db, member.id, { intent: "subscribe", ...laptop }, null);

    const run = await runPushJob(services, notification(member.id), options);

    expect(run.sent).toHaveLength(2);
    for (const endpoint of [phone.endpoint, laptop.endpoint]) {
      const [push] = pushService.pushesTo(endpoint);
      expect(push?.payload).toEqual({
        title: "New message from Sam",
        body: GENERIC_PUSH_BODY,
        href: "/messages/123",
        tag: expect.any(String),
      });
      expect(push?.headers["content-encoding"]).toBe("aes128gcm");
      expect(push?.headers.ttl).toBe("86400");
      const publicKey = vapidKeys(services.env)?.publicKey;
      expect(push?.headers.authorization).toMatch(
        new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
      );
    }
    expect((await deviceRow(services, phoneId))?.lastSuccessAt).toBeInstanceOf(Date);
  });

  it("shows the message text only to a member who chose it", async () => {
    const { services, member, options } = await setUp();
    const phone = pushService.subscribe(201);
    await subscribeDevice(services.db, member.id, { intent: "subscribe", ...phone }, ANDROID);
    await saveShowMessageText(services.db, member.id, true);

    await runPushJob(services, notification(member.id), options);

    const [push] = pushService.pushesTo(phone.endpoint);
    expect(push?.payload).toMatchObject({
      body: "Are the courgettes still there? I can come at six, my number is 07700 900123",
    });
  });

  it("never sends a link off the site", async () => {
    const { services, member, options } = await setUp();
    const phone = pushService.subscribe(201);
    await subscribeDevice(services.db, member.id, { intent: "subscribe", ...phone }, ANDROID);

    await runPushJob(services, notification(member.id, { href: "//evil.example/phish" }), options);
    await runPushJob(services, notification(member.id, { href: "https://evil.example/" }), options);

    expect(
      pushService.pushesTo(phone.endpoint).map((push) => (push.payload as { href: string }).href),
    ).toEqual(["/dashboard", "/dashboard"]);
  });

  it.each([404, 410])(
    "removes a device whose push service answers %i, and keeps the others",
    async (status) => {
      const { services, member, options } = await setUp();
      const gone = pushService.subscribe(status);
      const kept = pushService.subscribe(201);
      const goneId = await subscribeDevice(
        services.db,
        member.id,
        { intent: "subscribe", ...gone },
        ANDROID,
      );
      const keptId = await subscribeDevice(
        services.db,
        member.id,
        { intent: "subscribe", ...kept },
        ANDROID,
      );

      const run = await runPushJob(services, notification(member.id), options);

      expect(run.removed).toEqual([goneId]);
      expect(await deviceRow(services, goneId)).toBeUndefined();
      expect(await deviceRow(services, keptId)).toMatchObject({ id: keptId });
    },
  );

  it("retries a device the push service did not take through the queue, without sending the others again", async () => {
    const { services, member, options } = await setUp();
    const busy = pushService.subscribe(503);
    const fine = pushService.subscribe(201);
    const busyId = await subscribeDevice(
      services.db,
      member.id,
      { intent: "subscribe", ...busy },
      ANDROID,
    );
    await subscribeDevice(services.db, member.id, { intent: "subscribe", ...fine }, ANDROID);
    const data = notification(member.id);

    const run = await runPushJob(services, data, options);
    expect(run.failed).toEqual([busyId]);
    expect(pushService.pushesTo(fine.endpoint)).toHaveLength(1);

    // The retry is queued for later; take it now, as the worker would when it is due.
    const [queued] = await services.jobs.findJobs<PushDeviceJobData>(PUSH_DEVICE_JOB, {
      data: { deviceId: busyId },
    });
    expect(queued?.data).toEqual({ ...data, deviceId: busyId });
    if (!queued) throw new Error("no retry queued");

    // Still busy: the retry throws, so the queue tries again later with its backoff.
    await expect(runPushDeviceJob(services, queued.data, options)).rejects.toThrow(/retrying/);
    pushService.answer(busy.endpoint, 201);
    const retried = await runPushDeviceJob(services, queued.data, options);
    expect(retried.sent).toEqual([busyId]);
    expect(pushService.pushesTo(busy.endpoint)).toHaveLength(3);
    expect(pushService.pushesTo(fine.endpoint)).toHaveLength(1);
  });

  it("sends a retry only to that device of the member's, never to another member's", async () => {
    const { services, member, options } = await setUp();
    const other = await createTestMember(services);
    const theirs = pushService.subscribe(201);
    const theirId = await subscribeDevice(
      services.db,
      other.id,
      { intent: "subscribe", ...theirs },
      ANDROID,
    );

    const run = await runPushDeviceJob(
      services,
      { ...notification(member.id), deviceId: theirId },
      options,
    );

    expect(run.sent).toEqual([]);
    expect(pushService.pushesTo(theirs.endpoint)).toHaveLength(0);
  });
});
