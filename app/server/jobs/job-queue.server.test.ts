import pino from "pino";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/test-database.ts";
import {
  JOB_HEARTBEAT_SECONDS,
  type JobDefinition,
  startJobQueue,
  stopJobQueue,
} from "./job-queue.server.ts";

const database = setupTestDatabase();
const logger = pino({ level: "silent" });

describe("startJobQueue", () => {
  it("applies a job's changed retry limit to a queue made by an earlier start", async () => {
    const job = (retryLimit: number): JobDefinition<{ n: number }> => ({
      name: "settings-test",
      retryLimit,
      handle: async () => {},
    });

    const first = await startJobQueue(database(), [job(2)], logger);
    expect((await first.getQueue("settings-test"))?.retryLimit).toBe(2);
    await stopJobQueue(first);

    const second = await startJobQueue(database(), [job(6)], logger);
    try {
      const queue = await second.getQueue("settings-test");
      expect(queue?.retryLimit).toBe(6);
      // A job whose instance died is retried once it goes quiet, not 15 minutes later.
      expect(queue?.heartbeatSeconds).toBe(JOB_HEARTBEAT_SECONDS);
    } finally {
      await stopJobQueue(second);
    }
  });

  it("puts a job's timetable in the database in UK time, and takes it out when dropped", async () => {
    const job = (schedule?: { cron: string }): JobDefinition<{ n: number }> => ({
      name: "nightly-test",
      ...(schedule ? { schedule } : {}),
      handle: async () => {},
    });

    const first = await startJobQueue(database(), [job({ cron: "15 3 * * *" })], logger);
    try {
      const [schedule] = await first.getSchedules("nightly-test");
      expect(schedule).toMatchObject({ cron: "15 3 * * *", timezone: "Europe/London" });
      expect(schedule?.options).toMatchObject({ missed: "once" });
    } finally {
      await stopJobQueue(first);
    }

    const second = await startJobQueue(database(), [job()], logger);
    try {
      expect(await second.getSchedules("nightly-test")).toEqual([]);
    } finally {
      await stopJobQueue(second);
    }
  });

  it("lets a running job finish before it stops", async () => {
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    let finished = false;
    const slow: JobDefinition<{ n: number }> = {
      name: "slow-test",
      async handle() {
        started();
        await new Promise((resolve) => setTimeout(resolve, 500));
        finished = true;
      },
    };

    const queue = await startJobQueue(database(), [slow], logger);
    await queue.send("slow-test", { n: 1 });
    await running;
    await stopJobQueue(queue);
    expect(finished).toBe(true);
  });
});
