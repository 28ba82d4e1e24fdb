import type { Server } from "node:http";
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FORM_BODY_LIMIT_BYTES,
  FORM_TOO_LARGE_MESSAGE,
  formBodiesOnly,
  LENGTH_REQUIRED_MESSAGE,
  MISSING_BOUNDARY_MESSAGE,
  MULTIPART_BODY_LIMIT_BYTES,
  UNSUPPORTED_BODY_MESSAGE,
} from "./form-bodies.ts";

// The rule runs in front of the app in server/http-app.ts; here in front of a page that says
// it was reached, so that what passes and what is refused is plain.

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(formBodiesOnly());
  app.all("/{*splat}", (_req, res) => {
    res.status(200).send("reached the app");
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (target: string, contentType: string | null, body: string) =>
  fetch(`${base}${target}`, {
    method: "POST",
    headers: contentType ? { "Content-Type": contentType } : {},
    body,
  });

describe("bodies sent to pages", () => {
  it("refuses JSON and plain text with 415 and a short message, before the app reads them", async () => {
    for (const contentType of ["application/json", "text/plain;charset=UTF-8", null]) {
      const response = await post("/contact", contentType, '{"name":"x"}');
      expect(response.status, String(contentType)).toBe(415);
      expect(await response.text()).toBe(UNSUPPORTED_BODY_MESSAGE);
    }
  });

  it("refuses a multipart body without a boundary with 400", async () => {
    const response = await post("/create-listing", "multipart/form-data", "--x\r\n");
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(MISSING_BOUNDARY_MESSAGE);
  });

  it("refuses a form larger than its limit with 413, from the header, before reading it", async () => {
    const reached: string[] = [];
    // Declares a size and sends only the start: the answer must come without the rest.
    const declare = (target: string, contentType: string, length: number) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const request = http.request(`${base}${target}`, {
          method: "POST",
          headers: { "Content-Type": contentType, "Content-Length": length },
        });
        request.on("response", (response) => {
          let text = "";
          response.on("data", (chunk) => {
            text += chunk;
          });
          response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
        });
        request.on("error", reject);
        request.write("a=".padEnd(1024, "b"));
      }).finally(() => reached.push(target));

    const urlencoded = await declare(
      "/contact",
      "application/x-www-form-urlencoded",
      FORM_BODY_LIMIT_BYTES + 1,
    );
    expect(urlencoded).toEqual({ status: 413, text: FORM_TOO_LARGE_MESSAGE });
    const multipart = await declare(
      "/create-listing",
      "multipart/form-data; boundary=x",
      MULTIPART_BODY_LIMIT_BYTES + 1,
    );
    expect(multipart).toEqual({ status: 413, text: FORM_TOO_LARGE_MESSAGE });
    expect(reached).toHaveLength(2);
  });

  it("refuses a form that does not say how long it is with 411", async () => {
    const response = await fetch(`${base}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      // A stream has no length known in advance, so it is sent chunked.
      body: new Blob(["a=1"]).stream(),
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(411);
    expect(await response.text()).toBe(LENGTH_REQUIRED_MESSAGE);
  });

  it("lets forms, bodiless posts and reads through, and leaves the API's own bodies alone", async () => {
    const reached = async (response: Response) => [response.status, await response.text()];
    const ok = [200, "reached the app"];
    expect(
      await reached(await post("/contact", "application/x-www-form-urlencoded", "a=1")),
    ).toEqual(ok);
    // The largest form that is allowed still passes.
    expect(
      await reached(
        await post(
          "/contact",
          "application/x-www-form-urlencoded",
          "a=".padEnd(FORM_BODY_LIMIT_BYTES, "b"),
        ),
      ),
    ).toEqual(ok);
    expect(
      await reached(await post("/create-listing", "multipart/form-data; boundary=x", "--x--\r\n")),
    ).toEqual(ok);
    expect(await reached(await fetch(`${base}/logout`, { method: "POST" }))).toEqual(ok);
    expect(await reached(await fetch(`${base}/contact`))).toEqual(ok);
    expect(await reached(await post("/api/stripe/webhook", "application/json", "{}"))).toEqual(ok);
  });
});
