import http from "node:http";
import type { AddressInfo } from "node:net";
import { createReadableStreamFromReadable } from "@react-router/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartBody } from "../../tests/factories/multipart.ts";
import { makeJpeg } from "../../tests/factories/test-images.ts";
import type { ListingPhotoError } from "./listing-images.ts";
import { parseListingUpload } from "./upload-stream.server.ts";

// A refused upload over a real connection, with the request built from Node's as the React Router
// Express adapter builds it: the refusal must reach the client as an answer. Cutting the body
// short used to reset the socket, and a browser showed a network error instead of the form.

let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const request = new Request(`http://127.0.0.1${req.url}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: createReadableStreamFromReadable(req),
      duplex: "half",
    } as RequestInit);
    try {
      const { fields } = await parseListingUpload(request);
      res.writeHead(200, { "content-type": "text/plain" }).end(`saved ${fields.get("name")}`);
    } catch (error) {
      const refused = error as ListingPhotoError;
      res
        .writeHead(refused.kind === "too-large" ? 413 : 400, { "content-type": "text/plain" })
        .end(refused.message);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(body: Buffer, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/create-listing",
        headers: {
          "content-type": "multipart/form-data; boundary=----GlutTestBoundary7MA4YWxkTrZu0gW",
          "content-length": String(body.length),
          ...headers,
        },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    if (headers.expect === "100-continue") req.on("continue", () => req.end(body));
    else req.end(body);
  });
}

async function oversizeForm(): Promise<Buffer> {
  const big = Buffer.alloc(11 * 1024 * 1024, 0x5a);
  (await makeJpeg()).copy(big);
  return multipartBody([
    { name: "name", value: "Courgettes" },
    { name: "images", filename: "huge.jpg", bytes: big },
    { name: "location", value: "Leeds" },
  ]);
}

describe("a photo over 10 MB, sent over HTTP", () => {
  it("gets its 413 and message, as a browser sends it", async () => {
    const answer = await send(await oversizeForm());
    expect(answer).toEqual({
      status: 413,
      text: "“huge.jpg” is larger than 10 MB. Please choose a smaller photo.",
    });
  });

  it("gets its 413 after 100 Continue, as curl sends it", async () => {
    const answer = await send(await oversizeForm(), { expect: "100-continue" });
    expect(answer.status).toBe(413);
  });
});
