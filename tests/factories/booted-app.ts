import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { loadEnv } from "~/server/env.server";
import type { AppServices } from "~/server/services.server";
import { createHttpApp } from "../../server/http-app.ts";
import { createResponseCache } from "../../server/response-cache.ts";

// The real app for a test file: the production build (tests/global-setup.ts builds it) booted on
// a fresh PGlite database, behind our Express layer, listening on a free local port.

const root = fileURLToPath(new URL("../..", import.meta.url));

export interface BootedApp {
  /** Where it listens, which is also its APP_URL (every write must come from there). */
  base: string;
  services: AppServices;
  /** The change notices every write and job announces on (decision 0043). */
  changes: { announce(): void };
  close(): Promise<void>;
}

/**
 * With `pageCacheSeconds`, the response cache sits in front as server.ts puts it in production:
 * a write through the app empties it, and so does every change announced.
 */
export async function bootHttpApp(options: { pageCacheSeconds?: number } = {}): Promise<BootedApp> {
  const savedEnv = { ...process.env };
  const tmp = await mkdtemp(path.join(os.tmpdir(), "glut-booted-"));
  // Listening first: the app's address is its APP_URL, which React Router's own check compares
  // with the Origin of every action request.
  let handle: http.RequestListener | undefined;
  const server = http.createServer((req, res) => handle?.(req, res));
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const build = (await import(
    pathToFileURL(path.join(root, "build/server/index.js")).href
  )) as ServerBuild;
  const entry = build.entry.module as unknown as {
    bootApp(options: { env: unknown; logger: unknown }): Promise<{
      services: AppServices;
      changes: { announce(): void; onChange(listener: () => void): void };
      shutdown(): Promise<void>;
    }>;
  };
  const env = loadEnv({
    NODE_ENV: "test",
    DATA_DIR: path.join(tmp, "data"),
    BETTER_AUTH_SECRET: "booted-app-secret-of-at-least-32-characters",
    APP_URL: base,
    DEMO_DATA: "false",
  });
  const booted = await entry.bootApp({ env, logger: pino({ level: "silent" }) });
  const responseCache = options.pageCacheSeconds
    ? createResponseCache({
        mode: "production",
        ttlSeconds: options.pageCacheSeconds,
        onWrite: () => booted.changes.announce(),
      })
    : undefined;
  if (responseCache) booted.changes.onChange(() => responseCache.invalidate());
  handle = createHttpApp({
    mode: "production",
    logger: pino({ level: "silent" }),
    services: booted.services,
    build: async () => build,
    ready: async () => ({ ready: true, checks: {} }),
    trustProxy: "loopback",
    appUrl: base,
    readUpload: (key) => booted.services.storage.get(key),
    clientDir: path.join(root, "build/client"),
    responseCache,
  });
  return {
    base,
    services: booted.services,
    changes: booted.changes,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await booted.shutdown();
      for (const key of Object.keys(process.env)) {
        if (!(key in savedEnv)) delete process.env[key];
      }
      Object.assign(process.env, savedEnv);
      await rm(tmp, { recursive: true, force: true });
    },
  };
}
