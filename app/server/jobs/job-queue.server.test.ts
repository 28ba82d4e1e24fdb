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

  it("takes several waiting jobs at once, and retries only the one that failed", async () => {
    const handled: number[] = [];
    const batched: JobDefinition<{ n: number }> = {
      name: "batch-test",
      async handle({ n }) {
        handled.push(n);
        if (n === 2) throw new Error("the mail server said no");
      },
    };
    // Three jobs waiting before any worker looks, as after a busy moment.
    const sender = await startJobQueue(database(), [batched], logger);
    await sender.offWork("batch-test");
    const ids = await Promise.all([1, 2, 3].map((n) => sender.send("batch-test", { n })));
    await stopJobQueue(sender);

    const queue = await startJobQueue(database(), [batched], logger);
    try {
      // The batch's outcomes are written once its last handler has returned: wait for them.
      const read = () => Promise.all(ids.map((id) => queue.getJobById("batch-test", id ?? "")));
      const deadline = Date.now() + 10_000;
      let jobs = await read();
      while (
        jobs.some((job) => job?.state === "created" || job?.state === "active") &&
        Date.now() < deadline
      ) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        jobs = await read();
      }
      expect(handled.sort()).toEqual([1, 2, 3]);
      // One fetch took all three (it stamps them with its own statement's time), rather than
      // one fetch a polling interval each.
      const started = new Set(jobs.map((job) => job?.startedOn?.getTime()));
      expect(started.size).toBe(1);
      // The others are not run again with it: they would send their emails twice.
      expect(jobs.map((job) => job?.state)).toEqual(["completed", "retry", "completed"]);
    } finally {
      await stopJobQueue(queue);
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

  it("says a job that may change pages has written, as it starts and as it ends; a mail job does not", async () => {
    const told: string[] = [];
    let finished: () => void = () => {};
    const done = new Promise<void>((resolve) => {
      finished = resolve;
    });
    const write: JobDefinition<{ n: number }> = {
      name: "write-test",
      async handle() {
        told.push("job ran");
      },
    };
    const mail: JobDefinition<{ n: number }> = {
      name: "mail-test",
      changesPages: false,
      async handle() {
        told.push("mail sent");
      },
    };
    const queue = await startJobQueue(database(), [mail, write], logger, () => {
      told.push("may have written");
      if (told.length === 4) finished();
    });
    try {
      await queue.send("mail-test", { n: 1 });
      while (!told.includes("mail sent")) await new Promise((resolve) => setTimeout(resolve, 50));
      await queue.send("write-test", { n: 1 });
      await done;
      expect(told).toEqual(["mail sent", "may have written", "job ran", "may have written"]);
    } finally {
      await stopJobQueue(queue);
    }
  });
});
