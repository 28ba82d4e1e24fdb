import { readdirSync } from "node:fs";
import express, { type RequestHandler } from "express";

/**
 * The build's own files at the top of the site (favicon.svg, og-image.png, …), served as files.
 * Any other address goes straight on to the app: asking the disk first cost every page a `stat`,
 * about 3 % of a member page's CPU (docs/performance.md, 2026-11-28 (evening)). The build does not
 * change while the server runs, so its names are read once.
 */
export function buildRootFiles(
  clientDir: string,
  options: Parameters<typeof express.static>[1],
): RequestHandler {
  const names = new Set(readdirSync(clientDir));
  const serve = express.static(clientDir, options);
  return (req, res, next) => {
    let first: string;
    try {
      first = decodeURIComponent(req.path.split("/")[1] ?? "");
    } catch {
      return next();
    }
    return names.has(first) ? serve(req, res, next) : next();
  };
}
