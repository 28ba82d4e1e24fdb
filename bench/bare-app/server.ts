// Serves the bare page's production build with the same Express and compression middleware as
// Glut's server (server/http-app.ts), so what differs in `npm run bench:pages` is the app.
// Run by bench/page-comparison.ts: node bench/bare-app/server.ts (PORT, HOST from the env).
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";

const here = import.meta.dirname;
const build = (await import(path.join(here, "build/server/index.js"))) as ServerBuild;
const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use(
  "/assets",
  express.static(path.join(here, "build/client/assets"), { immutable: true, maxAge: "1y" }),
);
app.get("/healthz", (_req, res) => {
  res.json({ status: "ok" });
});
app.all("/{*splat}", createRequestHandler({ build, mode: "production" }));
const server = app.listen(Number(process.env.PORT ?? 4399), process.env.HOST ?? "127.0.0.1");
server.keepAliveTimeout = 65_000;
process.on("SIGTERM", () => server.close(() => process.exit(0)));
