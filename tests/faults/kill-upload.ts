// The app killed (SIGKILL) while a person's photos arrive, and again while they are being
// stored. Wanted: no half-written listing, and no photo file left past the next clean-up.

import { readdir } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import pg from "pg";
import { PgBoss } from "pg-boss";
import sharp from "sharp";
import type { RunningServer } from "../../bench/production-server.ts";
import type { FaultReport } from "./fault-report.ts";
import { confirmEveryEmail, listingForm, SiteClient } from "./site-client.ts";

type StartGlut = (env?: Record<string, string>) => Promise<RunningServer>;

/** A photo that takes the server a moment to re-encode: a few megabytes of noise. */
function heavyPhoto(seed: number): Promise<Buffer> {
  return sharp({
    create: {
      width: 2400,
      height: 1800,
      channels: 3,
      background: "#6b8e23",
      noise: { type: "gaussian", mean: 100 + seed, sigma: 60 },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** The multipart bytes a browser sends for the create form with these photos. */
async function multipartBody(name: string, photos: Buffer[]) {
  const form = listingForm(name);
  for (const photo of photos)
    form.append("images", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "photo.jpg");
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    bytes: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get("content-type") ?? "",
  };
}

/** Starts posting the body; writes the first `fraction` of it and leaves the rest unsent. */
function postPartly(
  person: SiteClient,
  body: { bytes: Buffer; contentType: string },
  fraction: number,
) {
  const url = new URL("/create-listing", person.baseUrl);
  const request = http.request(url, {
    method: "POST",
    headers: {
      Cookie: person.cookie,
      Origin: url.origin,
      "X-Forwarded-For": person.clientIp,
      "Content-Type": body.contentType,
      "Content-Length": body.bytes.length,
    },
  });
  // The server's going away ends this request; that is the point.
  request.on("error", () => {});
  const cut = Math.floor(body.bytes.length * fraction);
  request.write(body.bytes.subarray(0, cut));
  if (fraction >= 1) request.end();
}

async function photoFiles(folder: string): Promise<string[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  // Objects and any write left unfinished; not the content-type sidecars' finished files.
  return names.filter((name) => name.endsWith(".webp") || name.endsWith(".tmp")).sort();
}

async function waitFor(condition: () => Promise<boolean>, seconds: number): Promise<boolean> {
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

export async function killedMidUpload(options: {
  startGlut: StartGlut;
  databaseUrl: string;
  uploadsDir: string;
  report: FaultReport;
}): Promise<void> {
  const database = new pg.Client({ connectionString: options.databaseUrl });
  await database.connect();
  let server = await options.startGlut();
  try {
    const person = await SiteClient.member(server.baseUrl, "10.5.0.1");
    await confirmEveryEmail(options.databaseUrl);
    const newest = await database.query<{ id: string }>(
      "select id from users order by created_at desc limit 1",
    );
    const userId = newest.rows[0]?.id ?? "";
    const folder = path.join(options.uploadsDir, userId);
    const photos = await Promise.all([1, 2, 3, 4, 5].map(heavyPhoto));

    // 1. Killed while the photos are still arriving.
    postPartly(person, await multipartBody("Killed while arriving", photos), 0.5);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    process.kill(server.pid, "SIGKILL");
    await server.stop();

    // 2. Killed while they are being stored, one by one, before the listing is saved.
    server = await options.startGlut();
    person.baseUrlChanged(server.baseUrl);
    postPartly(person, await multipartBody("Killed while storing", photos), 1);
    const storing = await waitFor(async () => (await photoFiles(folder)).length > 0, 60);
    process.kill(server.pid, "SIGKILL");
    await server.stop();

    server = await options.startGlut();
    const listings = await database.query<{ n: number }>(
      "select count(*)::int as n from listings where name like 'Killed while%'",
    );
    const left = await photoFiles(folder);
    const pending = await database.query<{ key: string }>("select key from pending_uploads");
    const pendingKeys = new Set(pending.rows.map((row) => row.key));
    const untracked = left.filter(
      (name) => name.endsWith(".webp") && !pendingKeys.has(`${userId}/${name}`),
    );

    // The next clean-up, as if its hour had passed: the real job, run by the app's queue.
    await database.query("update pending_uploads set created_at = created_at - interval '2 hours'");
    const boss = new PgBoss({
      connectionString: options.databaseUrl,
      schema: "pgboss",
      supervise: false,
      schedule: false,
      migrate: false,
    });
    await boss.start();
    await boss.send("sweep-pending-uploads", {});
    await boss.stop({ graceful: false });
    const cleaned = await waitFor(async () => (await photoFiles(folder)).length === 0, 60);
    const afterCleanUp = await photoFiles(folder);

    options.report.add(
      "Killed (SIGKILL) mid-upload",
      [
        [
          "killed while the photos arrived, then while storing them",
          storing ? "yes, both" : "the second kill came too late",
        ],
        ["listings saved from those requests", String(listings.rows[0]?.n ?? 0)],
        [
          "photo files left after the restarts",
          `${left.length} (${untracked.length} not noted as pending)`,
        ],
        ["photo files left after the next clean-up", String(afterCleanUp.length)],
      ],
      [
        [storing, "the second kill came while photos were being stored"],
        [(listings.rows[0]?.n ?? 0) === 0, "no half-written listing"],
        [untracked.length === 0, "every file left behind was noted as pending"],
        [cleaned, "no orphaned photo file left past the next clean-up"],
      ],
    );
  } finally {
    await server.stop();
    await database.end();
  }
}
