// The Express entry. Run by Node's own TypeScript support, so it imports only packages and
// files under server/; the app itself (routes, services) comes from the React Router build.
import type { Server } from "node:http";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { gracefulShutdown } from "./server/graceful-shutdown.ts";
import type { ReadinessReport } from "./server/health-probes.ts";
import { createHttpApp } from "./server/http-app.ts";
import { startedByNpm, watchParent } from "./server/parent-watch.ts";
import { createResponseCache } from "./server/response-cache.ts";

interface AppBundleEntry {
  bootApp(): Promise<{
    env: {
      PORT: number;
      HOST: string;
      TRUST_PROXY: string;
      APP_URL: string;
      PAGE_CACHE_SECONDS: number;
      SHUTDOWN_DRAIN_MS: number;
      SHUTDOWN_TIMEOUT_MS: number;
      MAP_TILE_URL: string;
    };
    logger: import("pino").Logger;
    services: {
      storage: { get(key: string): Promise<{ body: Buffer; contentType: string } | null> };
    };
    changes: { announce(): void; onChange(listener: () => void): void };
    ready(): Promise<ReadinessReport>;
    /** Ends the open live streams, which never finish by themselves. */
    endStreams(): void;
    shutdown(): Promise<void>;
  }>;
  createLoadContext(
    services: unknown,
    request: import("./server/http-app.ts").RequestFacts,
  ): import("react-router").RouterContextProvider;
}

const mode = process.env.NODE_ENV === "production" ? "production" : "development";

async function loadBuild(): Promise<{
  build: () => Promise<ServerBuild>;
  devMiddleware?: import("express").RequestHandler;
  closeDev?: () => Promise<void>;
}> {
  if (mode === "production") {
    const build = (await import(path.resolve("build/server/index.js"))) as unknown as ServerBuild;
    return { build: async () => build };
  }
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  return {
    build: () =>
      devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    devMiddleware: devServer.middlewares,
    closeDev: () => devServer.close(),
  };
}

async function main() {
  const { build, devMiddleware, closeDev } = await loadBuild();
  const entry = (await build()).entry.module as unknown as AppBundleEntry;
  const booted = await entry.bootApp();
  const { env, logger } = booted;
  // Development renders every page afresh, so an edit shows at once.
  const responseCache =
    mode === "production"
      ? createResponseCache({
          mode,
          ttlSeconds: env.PAGE_CACHE_SECONDS,
          mapTileUrl: env.MAP_TILE_URL,
          // A write through this instance is announced to the others (and to this one's jobs).
          onWrite: () => booted.changes.announce(),
        })
      : undefined;
  // Every write anywhere (a job here, another instance, the CLI) empties it.
  if (responseCache) booted.changes.onChange(() => responseCache.invalidate());

  const app = createHttpApp({
    mode,
    logger,
    services: booted.services,
    build,
    ready: booted.ready,
    draining: () => shutdown.draining(),
    trustProxy: env.TRUST_PROXY,
    appUrl: env.APP_URL,
    readUpload: (key) => booted.services.storage.get(key),
    clientDir: mode === "production" ? path.resolve("build/client") : undefined,
    devMiddleware,
    responseCache,
    mapTileUrl: env.MAP_TILE_URL,
  });

  // Express 5 calls this with the error when listening fails (the port is taken, say): then the
  // instance must not stay up running jobs while serving nothing.
  const server: Server = app.listen(env.PORT, env.HOST, (error?: Error) => {
    if (error) {
      console.error(listenFailure(error, env.HOST, env.PORT));
      const force = setTimeout(() => process.exit(1), 10_000);
      force.unref();
      void booted
        .shutdown()
        .catch(() => undefined)
        .finally(() => process.exit(1));
      return;
    }
    logger.info({ url: env.APP_URL, port: env.PORT, mode }, "Glut is listening");
  });
  server.keepAliveTimeout = 65_000;

  const shutdown = gracefulShutdown({
    server,
    logger,
    // Development has no balancer to tell, so it stops at once.
    drainMs: mode === "production" ? env.SHUTDOWN_DRAIN_MS : 0,
    timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    endStreams: () => booted.endStreams(),
    async stopServices() {
      await booted.shutdown();
      await closeDev?.();
    },
  });
  process.on("SIGTERM", () => shutdown.stop("SIGTERM"));
  process.on("SIGINT", () => shutdown.stop("SIGINT"));
  // npm passes SIGTERM and SIGINT on, but when npm itself is killed nothing is passed on, and
  // the server would run on with nobody to stop it.
  if (startedByNpm(process.env)) {
    watchParent(() => shutdown.stop("npm, which started this server, has exited"));
  }
}

/** One line saying why the server could not listen, naming the port. */
function listenFailure(error: Error, host: string, port: number): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "EADDRINUSE") {
    return `Port ${port} on ${host} is already in use (another Glut, or another program). Stop it, or set PORT to a free port.`;
  }
  if (code === "EACCES")
    return `Not allowed to listen on port ${port} on ${host}. Set PORT to 1024 or above.`;
  return `Could not listen on ${host}:${port}: ${error.message}`;
}

/** A database that cannot be reached at boot: one line naming the variable, not a stack. */
function databaseFailure(thrown: Error): string | null {
  // The driver's error may come wrapped (a failed query's `cause`).
  let error: Error = thrown;
  while (!(error as NodeJS.ErrnoException).code && error.cause instanceof Error)
    error = error.cause;
  const code = (error as NodeJS.ErrnoException).code;
  const reasons: Record<string, string> = {
    ECONNREFUSED: "the connection was refused",
    ENOTFOUND: "the host name was not found",
    ETIMEDOUT: "the connection timed out",
    EHOSTUNREACH: "the host cannot be reached",
  };
  const reason = code ? reasons[code] : undefined;
  if (!reason) return null;
  const where = (error as { address?: string; port?: number }).address
    ? ` (${(error as { address?: string }).address}:${(error as { port?: number }).port})`
    : "";
  return `Could not reach the PostgreSQL server named by DATABASE_URL${where}: ${reason}. Check DATABASE_URL and that the server is running.`;
}

/** Start-up refusals whose message already names the problem (decision 0079). */
const PLAIN_REFUSALS = new Set([
  "EnvError",
  "DatabaseInUseError",
  "StartupRefusal",
  "SharedUploadsError",
]);

main().catch((error: unknown) => {
  // Configuration errors already name the variable; print them plainly, not as a stack.
  if (error instanceof Error && PLAIN_REFUSALS.has(error.name)) {
    console.error(error.message);
  } else if (error instanceof Error && databaseFailure(error)) {
    console.error(databaseFailure(error));
  } else {
    console.error(error);
  }
  process.exit(1);
});
