import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coalesceFlushes } from "./coalesced-flush.ts";

// A page written as React Router's adapter writes one: many small chunks, a flush after each.
const chunks = Array.from(
  { length: 200 },
  (_, i) => `<li class="card"><a href="/listings/${i}">Runner beans, bag ${i}</a></li>\n`,
);

let server: http.Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(compression());
  app.get("/plain", (_req, res) => writeChunked(res));
  app.get("/coalesced", coalesceFlushes, (_req, res) => writeChunked(res));
  // The first part, then a pause of a few turns before the rest, as a Suspense boundary would.
  app.get("/paused", coalesceFlushes, (_req, res) => {
    res.type("html").write("<p>shell</p>");
    (res as unknown as { flush(): void }).flush();
    setTimeout(() => res.end("<p>later</p>"), 1000);
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function writeChunked(res: express.Response) {
  res.type("html");
  for (const chunk of chunks) {
    res.write(chunk);
    (res as unknown as { flush(): void }).flush();
  }
  res.end();
}

/** The raw (compressed) bytes and when the first of them arrived, in ms after the request. */
function fetchRaw(target: string): Promise<{ body: Buffer; firstByteMs: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByteMs = -1;
    http
      .get(`${base}${target}`, { headers: { "accept-encoding": "gzip" } }, (res) => {
        const parts: Buffer[] = [];
        res.on("data", (part: Buffer) => {
          if (firstByteMs < 0) firstByteMs = performance.now() - started;
          parts.push(part);
        });
        res.on("end", () => resolve({ body: Buffer.concat(parts), firstByteMs }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

describe("coalesceFlushes", () => {
  it("compresses chunks flushed one by one in one turn as one piece", async () => {
    const whole = gzipSync(chunks.join("")).length;
    const plain = await fetchRaw("/plain");
    const coalesced = await fetchRaw("/coalesced");
    // Without it, every flush ends a gzip block and the page comes out several times larger.
    expect(plain.body.length).toBeGreaterThan(whole * 2);
    expect(coalesced.body.length).toBeLessThan(whole * 1.1);
  });

  it("still sends what was flushed before a pause, without waiting for the end", async () => {
    const paused = await fetchRaw("/paused");
    expect(paused.firstByteMs).toBeLessThan(500);
  });
});
