import { readdirSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import type { NextFunction, Request, Response } from "express";

/**
 * Hashed scripts and styles compressed once, at build time, as hard as the formats go (Brotli
 * quality 11, gzip level 9), and sent as they are: `compression()` would spend the CPU on every
 * request and, to keep that affordable, only reaches Brotli quality 4 and leaves files under
 * 1 KB (most of a page's ~50 chunks) uncompressed (decision 0051).
 */
export const PRECOMPRESSED = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
] as const;

export type ContentCoding = (typeof PRECOMPRESSED)[number]["encoding"] | "identity";

/** Text the build writes under /assets; fonts and images are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|html)$/;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `<file>.br` and `<file>.gz` beside each compressible file in `files` (paths), where
 * smaller than the file itself (a tiny chunk can grow). Run once per client build.
 */
export async function precompressFiles(files: string[]): Promise<void> {
  await Promise.all(
    files
      .filter((file) => COMPRESSIBLE.test(file))
      .map(async (file) => {
        const body = await readFile(file);
        const variants = {
          br: () =>
            brotliAsync(body, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
                [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
          gzip: () => gzipAsync(body, { level: 9 }),
        };
        for (const { encoding, suffix } of PRECOMPRESSED) {
          const compressed = await variants[encoding]();
          if (compressed.length < body.length) await writeFile(`${file}${suffix}`, compressed);
        }
      }),
  );
}

/**
 * The content coding to send for an Accept-Encoding header, among `available` (in our order of
 * preference) and identity, or null when the client refuses all of them (RFC 9110 §12.5.3).
 * The highest q-value wins; at equal q our order decides, since browsers list gzip before br
 * with the same weight. No header means any coding is accepted, but nothing says the client
 * can decode one, so it gets identity.
 */
export function chooseContentCoding(
  header: string | undefined,
  available: readonly ContentCoding[],
): ContentCoding | null {
  if (header === undefined) return "identity";
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.split(";").map((piece) => piece.trim());
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*([01](?:\.\d{0,3})?)$/i.exec(param);
      if (match) q = Number(match[1]);
    }
    weights.set(name.toLowerCase(), Math.min(q, 1));
  }
  const star = weights.get("*");
  // Identity, unless refused, is always acceptable; left unnamed it comes after any coding named.
  const weightOf = (coding: ContentCoding) =>
    weights.get(coding) ?? star ?? (coding === "identity" ? Number.MIN_VALUE : 0);
  let best: ContentCoding | null = null;
  let bestWeight = 0;
  for (const coding of [...available, "identity" as const]) {
    const weight = weightOf(coding);
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

export interface PrecompressedAssetsOptions {
  /** Cache-Control max-age and immutable, as for the files themselves. */
  maxAge: string;
  immutable: boolean;
}

/**
 * Serves a precompressed variant of a file under `dir` (build/client/assets) to a client that
 * accepts it, with `Vary: Accept-Encoding`; anything else (a file without variants, identity,
 * a name with a folder in it) passes on to the static handler after it. The folder is read
 * once: hashed assets never change under a running server.
 */
export function precompressedAssets(dir: string, options: PrecompressedAssetsOptions) {
  let names: Set<string>;
  try {
    names = new Set(readdirSync(dir));
  } catch {
    names = new Set();
  }
  const variants = new Map<string, ContentCoding[]>();
  for (const name of names) {
    const available = PRECOMPRESSED.filter(({ suffix }) => names.has(`${name}${suffix}`)).map(
      ({ encoding }) => encoding,
    );
    if (available.length > 0) variants.set(name, available);
  }

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // Only the folder's own names: nothing decoded, so no path can reach outside it.
    const name = req.path.slice(1);
    const available = variants.get(name);
    if (!available) return next();
    res.vary("Accept-Encoding");
    const coding = chooseContentCoding(req.headers["accept-encoding"], available);
    if (coding === null) {
      res.status(406).end();
      return;
    }
    if (coding === "identity") return next();
    const suffix = PRECOMPRESSED.find(({ encoding }) => encoding === coding)?.suffix ?? "";
    // The original's type, not the variant's; `send` keeps a Content-Type already set.
    res.type(path.extname(name));
    res.setHeader("Content-Encoding", coding);
    res.sendFile(
      `${name}${suffix}`,
      {
        root: dir,
        maxAge: options.maxAge,
        immutable: options.immutable,
        etag: false,
        lastModified: false,
        headers: { "X-Content-Type-Options": "nosniff" },
      },
      (error?: Error & { status?: number }) => {
        if (!error) return;
        // A variant gone since start-up: the static handler still has the file itself.
        if (error.status === 404 && !res.headersSent) {
          res.removeHeader("Content-Encoding");
          return next();
        }
        next(error);
      },
    );
  };
}
