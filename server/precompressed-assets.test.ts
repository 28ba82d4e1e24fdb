import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { chooseContentCoding, precompressFiles } from "./precompressed-assets.ts";

const BOTH = ["br", "gzip"] as const;

describe("chooseContentCoding", () => {
  it.each([
    // Chromium's header, gzip first with the same weight: br, the smaller.
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0.5, gzip", "gzip"],
    ["gzip;q=0.2, br;q=0.8", "br"],
    ["br;q=0, gzip;q=0.001", "gzip"],
    ["BR", "br"],
    ["*", "br"],
    ["*;q=0.5, gzip", "gzip"],
    ["deflate", "identity"],
    ["", "identity"],
    ["br;q=0, gzip;q=0", "identity"],
    ["identity;q=0, gzip;q=0.5", "gzip"],
    ["br;q=0, *;q=0", null],
    ["identity;q=0", null],
  ])("picks for %j: %s", (header, expected) => {
    expect(chooseContentCoding(header, BOTH)).toBe(expected);
  });

  it("sends identity when there is no header: nothing says the client can decode more", () => {
    expect(chooseContentCoding(undefined, BOTH)).toBe("identity");
  });

  it("only offers the variants there are", () => {
    expect(chooseContentCoding("gzip, br", ["gzip"])).toBe("gzip");
    expect(chooseContentCoding("br", ["gzip"])).toBe("identity");
  });
});

describe("precompressFiles", () => {
  let dir = "";
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("writes Brotli and gzip copies that decode to each text file, and none for a tiny or binary one", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "glut-precompress-"));
    const script = Buffer.from(`export const a = ${JSON.stringify("glut ".repeat(2000))};\n`);
    await writeFile(path.join(dir, "a.js"), script);
    await writeFile(path.join(dir, "b.css"), "body{color:red}body{color:red}body{color:red}");
    await writeFile(path.join(dir, "tiny.js"), "1");
    await writeFile(path.join(dir, "font.woff2"), script);
    await precompressFiles(
      ["a.js", "b.css", "tiny.js", "font.woff2"].map((name) => path.join(dir, name)),
    );

    expect((await readdir(dir)).sort()).toEqual([
      "a.js",
      "a.js.br",
      "a.js.gz",
      "b.css",
      "b.css.br",
      "b.css.gz",
      "font.woff2",
      "tiny.js",
    ]);
    expect(brotliDecompressSync(await readFile(path.join(dir, "a.js.br"))).equals(script)).toBe(
      true,
    );
    expect(gunzipSync(await readFile(path.join(dir, "a.js.gz"))).equals(script)).toBe(true);
  });
});
