import { spawnSync } from "node:child_process";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { COMPACTION_FLAG, compactOnlyWhenIdle } from "./idle-compaction.ts";

let server: http.Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** An app behind the tracker: /slow answers when `release()` is called, /fast at once. */
async function start(idleMs: number) {
  const switches: boolean[] = [];
  const idle = compactOnlyWhenIdle({ idleMs, compacts: (on) => switches.push(on) });
  const waiting: (() => void)[] = [];
  const app = express();
  app.use(idle.track);
  app.get("/fast", (_req, res) => res.send("ok"));
  app.get("/slow", (_req, res) => {
    waiting.push(() => res.send("done"));
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server?.once("listening", () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    switches,
    idle,
    waiting,
    get: (path: string) => fetch(`${base}${path}`).then((response) => response.text()),
    release: () => waiting.shift()?.(),
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("compactOnlyWhenIdle", () => {
  it("turns compaction off with the first request and on once the quiet has lasted its time", async () => {
    const app = await start(150);
    await app.get("/fast");
    await app.get("/fast");
    expect(app.switches).toEqual([false]);
    await pause(400);
    expect(app.switches).toEqual([false, true]);
    // Still idle: no more switching.
    await pause(300);
    expect(app.switches).toEqual([false, true]);
    await app.get("/fast");
    expect(app.switches).toEqual([false, true, false]);
  });

  it("keeps compaction off while a request is in flight, however long it takes", async () => {
    const app = await start(100);
    const slow = app.get("/slow");
    await vi.waitFor(() => expect(app.waiting).toHaveLength(1));
    expect(app.idle.inFlight).toBe(1);
    await pause(350);
    expect(app.switches).toEqual([false]);
    app.release();
    expect(await slow).toBe("done");
    await vi.waitFor(() => expect(app.idle.inFlight).toBe(0));
    await pause(300);
    expect(app.switches).toEqual([false, true]);
  });

  it("starts the quiet again with every request", async () => {
    const app = await start(300);
    for (let i = 0; i < 4; i++) {
      await app.get("/fast");
      await pause(120);
    }
    expect(app.switches).toEqual([false]);
    await pause(450);
    expect(app.switches).toEqual([false, true]);
  });

  it("forgets a switch that is due once stopped", async () => {
    const app = await start(150);
    await app.get("/fast");
    app.idle.stop();
    await pause(400);
    expect(app.switches).toEqual([false]);
  });
});

describe("the flag it sets", () => {
  it("is one this Node's V8 has (V8 ignores an unknown flag without a word)", () => {
    const options = spawnSync(process.execPath, ["--v8-options"], { encoding: "utf8" }).stdout;
    expect(options).toContain(`--${COMPACTION_FLAG} `);
  });
});
