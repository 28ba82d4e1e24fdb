import { createHash, randomBytes } from "node:crypto";
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { S3FileStorage } from "./s3-storage.server.ts";
import { InvalidStorageKeyError } from "./storage-key.ts";

// S3 is a network peer, so the test fakes only that: a path-style S3 REST endpoint on 127.0.0.1
// holding objects in memory. Everything on our side — the real SDK, signing, XML — runs for real.

const BUCKET = "glut-test";

interface FakeObject {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

interface RecordedRequest {
  method: string;
  pathname: string;
  search: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

interface FakeS3 {
  endpoint: string;
  objects: Map<string, FakeObject>;
  requests: RecordedRequest[];
  /** Keys that multi-object delete reports as failed with AccessDenied. */
  denyDelete: Set<string>;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

function sendXml(res: ServerResponse, status: number, xml: string): void {
  const body = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${xml}`);
  res.writeHead(status, { "content-type": "application/xml", "content-length": body.length });
  res.end(body);
}

function sendError(res: ServerResponse, status: number, code: string, head: boolean): void {
  if (head) {
    res.writeHead(status).end();
    return;
  }
  sendXml(res, status, `<Error><Code>${code}</Code><Message>${code}</Message></Error>`);
}

function objectHeaders(object: FakeObject): Record<string, string | number> {
  const headers: Record<string, string | number> = {
    "content-length": object.body.length,
    etag: `"${createHash("md5").update(object.body).digest("hex")}"`,
    "last-modified": new Date().toUTCString(),
  };
  if (object.contentType) headers["content-type"] = object.contentType;
  if (object.cacheControl) headers["cache-control"] = object.cacheControl;
  return headers;
}

async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, FakeObject>();
  const requests: RecordedRequest[] = [];
  const denyDelete = new Set<string>();

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake-s3");
    const body = await readBody(req);
    const method = req.method ?? "GET";
    requests.push({
      method,
      pathname: url.pathname,
      search: url.search,
      headers: req.headers,
      body,
    });

    const [, bucket = "", ...rest] = url.pathname.split("/");
    const key = rest.map(decodeURIComponent).join("/");
    const head = method === "HEAD";
    if (bucket !== BUCKET) return sendError(res, 404, "NoSuchBucket", head);

    if (key === "" && method === "POST" && url.searchParams.has("delete")) {
      const xml = body.toString("utf8");
      const keys = [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => unescapeXml(m[1] ?? ""));
      const quiet = /<Quiet>true<\/Quiet>/.test(xml);
      let result = "";
      for (const k of keys) {
        if (denyDelete.has(k)) {
          result += `<Error><Key>${escapeXml(k)}</Key><Code>AccessDenied</Code><Message>Access Denied</Message></Error>`;
        } else {
          objects.delete(k);
          if (!quiet) result += `<Deleted><Key>${escapeXml(k)}</Key></Deleted>`;
        }
      }
      return sendXml(
        res,
        200,
        `<DeleteResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${result}</DeleteResult>`,
      );
    }
    if (key === "") return sendError(res, 400, "NotImplemented", head);

    switch (method) {
      case "PUT": {
        const object = {
          body,
          contentType: req.headers["content-type"],
          cacheControl: req.headers["cache-control"],
        };
        objects.set(key, object);
        res.writeHead(200, { etag: objectHeaders(object).etag as string }).end();
        return;
      }
      case "GET":
      case "HEAD": {
        const object = objects.get(key);
        if (!object) return sendError(res, 404, "NoSuchKey", head);
        res.writeHead(200, objectHeaders(object));
        res.end(head ? undefined : object.body);
        return;
      }
      case "DELETE":
        // Like AWS: 204 whether or not the key existed.
        objects.delete(key);
        res.writeHead(204).end();
        return;
      default:
        return sendError(res, 405, "MethodNotAllowed", head);
    }
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    denyDelete,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

let fake: FakeS3;
let storage: S3FileStorage;

function makeStorage(overrides: { bucket?: string; publicUrl?: string } = {}): S3FileStorage {
  return new S3FileStorage({
    bucket: overrides.bucket ?? BUCKET,
    region: "eu-west-2",
    endpoint: fake.endpoint,
    forcePathStyle: true,
    accessKeyId: "test-access-key",
    secretAccessKey: "test-secret-key",
    publicUrl: overrides.publicUrl,
  });
}

beforeAll(async () => {
  fake = await startFakeS3();
  storage = makeStorage();
});

afterAll(async () => {
  storage.client.destroy();
  await fake.close();
});

beforeEach(() => {
  fake.objects.clear();
  fake.requests.length = 0;
  fake.denyDelete.clear();
});

describe("S3FileStorage", () => {
  it("round-trips put, exists, get and delete through the SDK", async () => {
    const body = Buffer.from("hello");
    const stored = await storage.put("7/1718031234567.webp", body, "image/webp");
    expect(stored).toEqual({ key: "7/1718031234567.webp", contentType: "image/webp", size: 5 });
    expect(fake.objects.get("7/1718031234567.webp")?.body).toEqual(body);

    expect(await storage.exists("7/1718031234567.webp")).toBe(true);
    expect(await storage.get("7/1718031234567.webp")).toEqual({
      body,
      contentType: "image/webp",
    });

    await storage.delete("7/1718031234567.webp");
    expect(fake.objects.has("7/1718031234567.webp")).toBe(false);
    expect(await storage.exists("7/1718031234567.webp")).toBe(false);
    expect(await storage.get("7/1718031234567.webp")).toBeNull();
  });

  it("sends ContentType and an immutable CacheControl, path-style, signed, without aws-chunked", async () => {
    await storage.put("1/a.webp", Buffer.from("x"), "image/webp");
    const put = fake.requests.find((request) => request.method === "PUT");
    expect(put?.pathname).toBe(`/${BUCKET}/1/a.webp`);
    expect(put?.headers["content-type"]).toBe("image/webp");
    expect(put?.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(put?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=test-access-key\/\d{8}\/eu-west-2\/s3\/aws4_request/,
    );
    // Guards the WHEN_REQUIRED checksum setting that S3-compatible providers need.
    expect(put?.headers["content-encoding"] ?? "").not.toContain("aws-chunked");
    expect(Object.keys(put?.headers ?? {}).filter((h) => h.startsWith("x-amz-checksum-"))).toEqual(
      [],
    );
    expect(put?.body).toEqual(Buffer.from("x"));
  });

  it("preserves binary bytes exactly", async () => {
    const every = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    const body = Buffer.concat([every, randomBytes(3 * 1024 * 1024), every]);
    await storage.put("1/bytes.webp", body, "image/webp");
    expect((await storage.get("1/bytes.webp"))?.body.equals(body)).toBe(true);
  });

  it("accepts a Uint8Array that is a view into a larger buffer", async () => {
    const view = new Uint8Array([9, 9, 1, 2, 3, 9, 9]).subarray(2, 5);
    expect((await storage.put("1/view.bin", view, "application/octet-stream")).size).toBe(3);
    expect([...(fake.objects.get("1/view.bin")?.body ?? [])]).toEqual([1, 2, 3]);
  });

  it("gives null and false for a missing object, and deleting it is fine", async () => {
    expect(await storage.get("1/missing.webp")).toBeNull();
    expect(await storage.exists("1/missing.webp")).toBe(false);
    await expect(storage.delete("1/missing.webp")).resolves.toBeUndefined();
  });

  it("surfaces a missing bucket on get instead of reporting the object missing", async () => {
    const wrong = makeStorage({ bucket: "no-such-bucket" });
    try {
      await expect(wrong.get("1/a.webp")).rejects.toMatchObject({ name: "NoSuchBucket" });
    } finally {
      wrong.client.destroy();
    }
  });

  it("deletes many keys in batches of 1000", async () => {
    const keys = Array.from({ length: 2500 }, (_, i) => `u/${i}.webp`);
    for (const key of [...keys, "keep/me.webp"]) {
      fake.objects.set(key, {
        body: Buffer.from(key),
        contentType: "image/webp",
        cacheControl: "",
      });
    }

    // Duplicates and missing keys are harmless.
    await storage.deleteMany([...keys, "u/0.webp", "gone/never.webp"]);

    expect([...fake.objects.keys()]).toEqual(["keep/me.webp"]);
    const batches = fake.requests.filter((request) => request.method === "POST");
    for (const request of batches) {
      expect(request.pathname).toMatch(new RegExp(`^/${BUCKET}/?$`));
      expect(new URLSearchParams(request.search).has("delete")).toBe(true);
    }
    const sizes = batches.map((request) => request.body.toString().match(/<Key>/g)?.length);
    expect(sizes).toEqual([1000, 1000, 501]);
  });

  it("sends nothing for an empty deleteMany", async () => {
    await storage.deleteMany([]);
    expect(fake.requests).toEqual([]);
  });

  it("throws when S3 reports per-key delete failures", async () => {
    fake.objects.set("1/a.webp", {
      body: Buffer.from("a"),
      contentType: undefined,
      cacheControl: undefined,
    });
    fake.denyDelete.add("1/b.webp");
    await expect(storage.deleteMany(["1/a.webp", "1/b.webp"])).rejects.toThrow(
      /1 object\(s\): 1\/b\.webp: AccessDenied/,
    );
    expect(fake.objects.has("1/a.webp")).toBe(false);
  });

  it("defaults the content type when S3 has none", async () => {
    fake.objects.set("1/raw", {
      body: Buffer.from("x"),
      contentType: undefined,
      cacheControl: undefined,
    });
    expect((await storage.get("1/raw"))?.contentType).toBe("application/octet-stream");
  });

  it("rejects invalid keys before touching the network", async () => {
    for (const key of ["../x", "/x", "a\\b", "a\u0000b", "a//b", ""]) {
      await expect(storage.put(key, Buffer.from("x"), "text/plain")).rejects.toThrow(
        InvalidStorageKeyError,
      );
      await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.exists(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.deleteMany(["1/ok.webp", key])).rejects.toThrow(InvalidStorageKeyError);
      expect(() => storage.publicUrl(key)).toThrow(InvalidStorageKeyError);
    }
    expect(fake.requests).toEqual([]);
  });

  it("builds public URLs from the configured base, else the app's /uploads proxy", () => {
    expect(storage.publicUrl("7/a.webp")).toBe("/uploads/7/a.webp");
    const cdn = makeStorage({ publicUrl: "https://cdn.example.co.uk/glut/" });
    expect(cdn.publicUrl("7/a.webp")).toBe("https://cdn.example.co.uk/glut/7/a.webp");
    cdn.client.destroy();
  });
});
