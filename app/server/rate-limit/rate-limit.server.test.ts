import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/test-database.ts";
import { consumeRateLimit, peekRateLimit, takeRateLimit } from "./rate-limit.server.ts";

const database = setupTestDatabase();

describe("consumeRateLimit", () => {
  it("allows up to the limit in a window, then refuses, then allows again in the next window", async () => {
    const { db } = database();
    const rule = { window: 60, max: 3 };
    const start = 1_800_000_000_000;
    const results = [];
    for (let i = 0; i < 5; i++)
      results.push(await consumeRateLimit(db, "signup:198.51.100.7", rule, start + i));
    expect(results).toEqual([true, true, true, false, false]);
    expect(await consumeRateLimit(db, "signup:198.51.100.7", rule, start + 61_000)).toBe(true);
  });

  it("counts each key on its own", async () => {
    const { db } = database();
    const rule = { window: 60, max: 1 };
    expect(await consumeRateLimit(db, "signup:a", rule)).toBe(true);
    expect(await consumeRateLimit(db, "signup:b", rule)).toBe(true);
    expect(await consumeRateLimit(db, "signup:a", rule)).toBe(false);
  });

  it("does not let simultaneous attempts slip past the limit", async () => {
    const { db } = database();
    const rule = { window: 60, max: 5 };
    const results = await Promise.all(
      Array.from({ length: 12 }, () => consumeRateLimit(db, "signup:burst", rule)),
    );
    expect(results.filter(Boolean)).toHaveLength(5);
  });
});

describe("takeRateLimit and peekRateLimit", () => {
  it("count an amount, say when the window ends, and peeking counts nothing", async () => {
    const { db } = database();
    const rule = { window: 3600, max: 100 };
    const start = 1_800_000_000_000;
    const end = new Date(start + 3_600_000);
    expect(await peekRateLimit(db, "work:a", rule, { amount: 60, now: start })).toEqual({
      allowed: true,
      retryAt: end,
    });
    expect(await takeRateLimit(db, "work:a", rule, { amount: 60, now: start })).toEqual({
      allowed: true,
      retryAt: end,
    });
    expect(await peekRateLimit(db, "work:a", rule, { amount: 50, now: start + 10 })).toEqual({
      allowed: false,
      retryAt: end,
    });
    expect(await takeRateLimit(db, "work:a", rule, { amount: 40, now: start + 20 })).toEqual({
      allowed: true,
      retryAt: end,
    });
    expect((await takeRateLimit(db, "work:a", rule, { now: start + 30 })).allowed).toBe(false);
    // A new window starts the count again, and says its own end.
    expect(
      await takeRateLimit(db, "work:a", rule, { amount: 100, now: start + 3_600_001 }),
    ).toEqual({ allowed: true, retryAt: new Date(start + 7_200_001) });
  });
});
