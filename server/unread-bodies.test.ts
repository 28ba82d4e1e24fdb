import type http from "node:http";
import type { AddressInfo } from "node:net";
import { createReadableStreamFromReadable } from "@react-router/node";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { drainUnreadBodies } from "./unread-bodies.ts";

// The fuzz suite found it: a form posted to /logout with half a megabyte in it was answered at
// once, the rest of the body was never read, and the next request on that connection was reset.

const servers: http.Server[] = [];

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    }),
  );
});

/** An app whose POST answers without reading its body, the body held as React Router holds it. */
async function listen(limitBytes?: number) {
  const app = express();
  app.use(drainUnreadBodies(limitBytes));
  const sockets = new Set<import("node:net").Socket>();
  app.post("/logout", (req, res) => {
    sockets.add(req.socket);
    createReadableStreamFromReadable(req);
    res.redirect(302, "/");
  });
  app.get("/", (_req, res) => {
    res.send("home");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  servers.push(server);
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, sockets };
}

const bigForm = `note=${"a".repeat(2 * 1024 * 1024)}`;

describe("a body the action did not read", () => {
  it("is read into nothing after the answer, so the connection serves the next request", async () => {
    const { base } = await listen();
    for (let i = 0; i < 3; i += 1) {
      const posted = await fetch(`${base}/logout`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: bigForm,
      });
      expect(posted.status).toBe(302);
      await posted.arrayBuffer();
      const next = await fetch(`${base}/`, { signal: AbortSignal.timeout(3_000) });
      expect(await next.text()).toBe("home");
    }
  });

  it("cuts the connection once more than the limit is left unread", async () => {
    const { base, sockets } = await listen(64 * 1024);
    const posted = await fetch(`${base}/logout`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: bigForm,
    }).catch((error: Error) => error);
    // The answer may or may not arrive before the cut; either way the server stopped reading.
    if (!(posted instanceof Error)) expect(posted.status).toBe(302);
    await expect.poll(() => [...sockets].every((socket) => socket.destroyed)).toBe(true);
  });
});
