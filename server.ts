// The Express entry. Run by Node's own TypeScript support, so it imports only packages and
// files under server/; the app itself (routes, services) comes from the React Router build.
import type { Server } from "node:http";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { createHttpApp } from "./server/http-app.ts";
import { createResponseCache } from "./server/response-cache.ts";

interface AppBundleEntry {
  bootApp(): Promise<{
    env: {
      PORT: number;
      HOST: string;
      TRUST_PROXY: string;
      APP_URL: string;
      PAGE_CACHE_SECONDS: number;
    };
    logger: import("pino").Logger;
    services: {
      storage: { get(key: string): Promise<{ body: Buffer; contentType: string } | null> };
    };
    changes: { announce(): void; onChange(listener: () => void): void };
    healthy(): Promise<boolean>;
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
    healthy: booted.healthy,
    trustProxy: env.TRUST_PROXY,
    appUrl: env.APP_URL,
    readUpload: (key) => booted.services.storage.get(key),
    clientDir: mode === "production" ? path.resolve("build/client") : undefined,
    devMiddleware,
    responseCache,
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

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing requests in flight");
    // Give requests in flight a while, then leave anyway so a stuck client cannot hold us.
    const force = setTimeout(() => {
      logger.error("shutdown took too long; exiting");
      process.exit(1);
    }, 20_000);
    force.unref();
    server.close(async (error) => {
      if (error) logger.error({ err: error }, "error while closing the HTTP server");
      try {
        await booted.shutdown();
        await closeDev?.();
        logger.info("stopped cleanly");
        process.exit(0);
      } catch (shutdownError) {
        logger.error({ err: shutdownError }, "error during shutdown");
        process.exit(1);
      }
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
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
