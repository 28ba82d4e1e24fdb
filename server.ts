// The Express entry. Run by Node's own TypeScript support, so it imports only packages and
// files under server/; the app itself (routes, services) comes from the React Router build.
import type { Server } from "node:http";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { createHttpApp } from "./server/http-app.ts";

interface AppBundleEntry {
  bootApp(): Promise<{
    env: { PORT: number; HOST: string; TRUST_PROXY: string; APP_URL: string };
    logger: import("pino").Logger;
    services: {
      storage: { get(key: string): Promise<{ body: Buffer; contentType: string } | null> };
    };
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

  const app = createHttpApp({
    mode,
    logger,
    services: booted.services,
    build,
    healthy: booted.healthy,
    trustProxy: env.TRUST_PROXY,
    readUpload: (key) => booted.services.storage.get(key),
    clientDir: mode === "production" ? path.resolve("build/client") : undefined,
    devMiddleware,
  });

  const server: Server = app.listen(env.PORT, env.HOST, () => {
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

main().catch((error: unknown) => {
  // Configuration errors already name the variable; print them plainly, not as a stack.
  if (
    error instanceof Error &&
    (error.name === "EnvError" || error.name === "DatabaseInUseError")
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
