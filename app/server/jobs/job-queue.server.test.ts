import pino from "pino";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/test-database.ts";
import { type JobDefinition, startJobQueue, stopJobQueue } from "./job-queue.server.ts";

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
      expect((await second.getQueue("settings-test"))?.retryLimit).toBe(6);
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
