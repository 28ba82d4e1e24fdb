import { mkdtemp, rm, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRootFiles } from "./build-root-files.ts";

let folder: string;
let server: Server;
let base: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), "glut-root-files-"));
  await writeFile(path.join(folder, "favicon.svg"), "<svg/>");
  await writeFile(path.join(folder, "og image.png"), "png");
  const app = express();
  app.use(buildRootFiles(folder, { maxAge: "1h" }));
  app.use((req, res) => {
    res.send(`app: ${req.path}`);
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(async () => {
  server.close();
  await rm(folder, { recursive: true, force: true });
});

describe("the build's top-level files", () => {
  it("serves a file the build has, cached for an hour", async () => {
    const response = await fetch(`${base}/favicon.svg`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("<svg/>");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await (await fetch(`${base}/og%20image.png`)).text()).toBe("png");
  });

  it("hands every other address to the app, including a file added after start", async () => {
    await writeFile(path.join(folder, "late.txt"), "late");
    for (const address of ["/listings", "/late.txt", "/favicon.svg/more", "/%E0%A4%A"]) {
      const response = await fetch(`${base}${address}`);
      expect(await response.text()).toMatch(/^app: /);
    }
  });
});
