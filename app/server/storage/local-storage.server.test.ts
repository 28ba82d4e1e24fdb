import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LocalFileStorage } from "./local-storage.server.ts";
import { InvalidStorageKeyError } from "./storage-key.ts";

let tmp: string;
let dataDir: string;
let storage: LocalFileStorage;

beforeEach(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), "glut-storage-"));
  // One level below tmp so a "../" escape from uploads would still land inside tmp, where the
  // test can see it.
  dataDir = path.join(tmp, "data");
  storage = new LocalFileStorage(dataDir);
});

afterEach(async () => {
  await rm(tmp, { recursive: true, force: true });
});

async function allFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe("LocalFileStorage", () => {
  it("round-trips put, exists, get and delete", async () => {
    const body = Buffer.from("hello");
    const stored = await storage.put("7/1718031234567.webp", body, "image/webp");
    expect(stored).toEqual({ key: "7/1718031234567.webp", contentType: "image/webp", size: 5 });

    expect(await storage.exists("7/1718031234567.webp")).toBe(true);
    expect(await storage.get("7/1718031234567.webp")).toEqual({
      body,
      contentType: "image/webp",
    });
    expect(await readFile(path.join(dataDir, "uploads", "7", "1718031234567.webp"))).toEqual(body);

    await storage.delete("7/1718031234567.webp");
    expect(await storage.exists("7/1718031234567.webp")).toBe(false);
    expect(await storage.get("7/1718031234567.webp")).toBeNull();
    // The sidecar goes too.
    expect(await allFiles(dataDir)).toEqual([]);
  });

  it("keeps the content type it was given, whatever the extension", async () => {
    await storage.put("1/a.bin", Buffer.from("{}"), "application/json");
    await storage.put("1/b.webp", Buffer.from("x"), "image/png");
    expect((await storage.get("1/a.bin"))?.contentType).toBe("application/json");
    expect((await storage.get("1/b.webp"))?.contentType).toBe("image/png");
  });

  it("falls back to the extension when the sidecar is missing or corrupt", async () => {
    await storage.put("1/a.webp", Buffer.from("x"), "image/webp");
    await rm(path.join(dataDir, "uploads", "1", ".a.webp.meta.json"));
    expect((await storage.get("1/a.webp"))?.contentType).toBe("image/webp");

    await storage.put("1/b.unknown", Buffer.from("x"), "image/webp");
    await writeFile(path.join(dataDir, "uploads", "1", ".b.unknown.meta.json"), "{not json");
    expect((await storage.get("1/b.unknown"))?.contentType).toBe("application/octet-stream");
  });

  it("preserves binary bytes exactly", async () => {
    const every = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    const random = randomBytes(1024 * 1024);
    const body = Buffer.concat([every, random, every]);
    await storage.put("1/bytes.webp", body, "image/webp");
    const got = await storage.get("1/bytes.webp");
    expect(got?.body.equals(body)).toBe(true);
  });

  it("accepts a Uint8Array that is a view into a larger buffer", async () => {
    const backing = new Uint8Array([9, 9, 1, 2, 3, 9, 9]);
    const view = backing.subarray(2, 5);
    const stored = await storage.put("1/view.bin", view, "application/octet-stream");
    expect(stored.size).toBe(3);
    expect([...((await storage.get("1/view.bin"))?.body ?? [])]).toEqual([1, 2, 3]);
  });

  it("overwrites an existing key and leaves no temp files behind", async () => {
    await storage.put("1/a.webp", Buffer.from("first"), "image/webp");
    await storage.put("1/a.webp", Buffer.from("second"), "image/png");
    expect(await storage.get("1/a.webp")).toEqual({
      body: Buffer.from("second"),
      contentType: "image/png",
    });
    expect(await allFiles(path.join(dataDir, "uploads"))).toEqual([
      path.join("1", ".a.webp.meta.json"),
      path.join("1", "a.webp"),
    ]);
  });

  it("takes a killed write's leftover temp files with the key, and only that key's", async () => {
    await storage.put("1/a.webp", Buffer.from("kept"), "image/webp");
    const folder = path.join(dataDir, "uploads", "1");
    // As writeAtomically names them: a process killed mid-write leaves these behind.
    await writeFile(path.join(folder, ".b.webp.0123456789abcdef.tmp"), "half");
    await writeFile(path.join(folder, "..b.webp.meta.json.fedcba9876543210.tmp"), "{");
    await writeFile(path.join(folder, ".a.webp.aaaaaaaaaaaaaaaa.tmp"), "other key");
    await storage.delete("1/b.webp");
    expect(await allFiles(path.join(dataDir, "uploads"))).toEqual([
      path.join("1", ".a.webp.aaaaaaaaaaaaaaaa.tmp"),
      path.join("1", ".a.webp.meta.json"),
      path.join("1", "a.webp"),
    ]);
  });

  it("cleans up its temp file when a write fails", async () => {
    await storage.put("1/child.webp", Buffer.from("x"), "image/webp");
    // "1" is now a folder, so renaming a file onto it fails.
    await expect(storage.put("1", Buffer.from("x"), "image/webp")).rejects.toThrow();
    const leftovers = (await allFiles(dataDir)).filter((file) => file.endsWith(".tmp"));
    expect(leftovers).toEqual([]);
  });

  it("treats a folder of other objects as no object", async () => {
    await storage.put("1/child.webp", Buffer.from("x"), "image/webp");
    expect(await storage.exists("1")).toBe(false);
    expect(await storage.get("1")).toBeNull();
    await expect(storage.delete("1")).resolves.toBeUndefined();
    expect(await storage.exists("1/child.webp")).toBe(true);
  });

  it("deletes many keys, ignoring missing and duplicate ones", async () => {
    await storage.put("1/a.webp", Buffer.from("a"), "image/webp");
    await storage.put("1/b.webp", Buffer.from("b"), "image/webp");
    await storage.put("2/c.webp", Buffer.from("c"), "image/webp");

    await storage.deleteMany(["1/a.webp", "2/c.webp", "2/c.webp", "9/missing.webp"]);

    expect(await storage.exists("1/a.webp")).toBe(false);
    expect(await storage.exists("1/b.webp")).toBe(true);
    expect(await storage.exists("2/c.webp")).toBe(false);
    await expect(storage.deleteMany([])).resolves.toBeUndefined();
  });

  it("deletes nothing when any key in the batch is invalid", async () => {
    await storage.put("1/a.webp", Buffer.from("a"), "image/webp");
    await expect(storage.deleteMany(["1/a.webp", "../x"])).rejects.toThrow(InvalidStorageKeyError);
    expect(await storage.exists("1/a.webp")).toBe(true);
  });

  it("does not mind deleting a missing key", async () => {
    await expect(storage.delete("1/never.webp")).resolves.toBeUndefined();
    await expect(storage.delete("no/such/folder.webp")).resolves.toBeUndefined();
  });

  it.each([
    "../escape.txt",
    "../../escape.txt",
    "1/../../escape.txt",
    "/tmp/escape.txt",
    "..\\escape.txt",
    "1/escape\u0000.txt",
    "1//escape.txt",
    "",
  ])("rejects %j and writes nothing anywhere", async (key) => {
    await expect(storage.put(key, Buffer.from("x"), "text/plain")).rejects.toThrow(
      InvalidStorageKeyError,
    );
    await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.exists(key)).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKeyError);
    expect(() => storage.publicUrl(key)).toThrow(InvalidStorageKeyError);
    expect(await allFiles(tmp)).toEqual([]);
  });

  it("serves objects from /uploads", () => {
    expect(storage.publicUrl("7/1718031234567.webp")).toBe("/uploads/7/1718031234567.webp");
  });
});
