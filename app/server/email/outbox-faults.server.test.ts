import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fullDisk } from "../../../tests/factories/faulty-disks";
import { outboxTransport, removeUnfinishedOutboxFiles } from "./mail-transport.server";

const email = {
  from: "Glut <hello@glut.localhost>",
  to: "member@example.com",
  subject: "Your listing",
  html: "<p>Hello</p>",
  text: "Hello",
};

describe("the email outbox on a faulty disk", () => {
  it("fails the send on a full disk and leaves no half-written file behind", async () => {
    const disk = fullDisk((folder) => mkdirSync(path.join(folder, "outbox")));
    try {
      const outbox = path.join(disk.folder, "outbox");
      await expect(outboxTransport(outbox).deliver(email)).rejects.toMatchObject({
        code: "ENOSPC",
      });
      expect(readdirSync(outbox)).toEqual([]);
    } finally {
      disk.release();
    }
  });

  it("at start-up removes what a killed process left unfinished, but not a write in progress", async () => {
    const outbox = mkdtempSync(path.join(os.tmpdir(), "glut-outbox-"));
    try {
      const stale = path.join(outbox, ".2026-11-28T10-00-00-000Z-a.eml.tmp");
      const fresh = path.join(outbox, ".2026-11-29T10-00-00-000Z-b.eml.tmp");
      const sent = path.join(outbox, "2026-11-28T09-00-00-000Z-c.eml");
      for (const file of [stale, fresh, sent]) writeFileSync(file, "");
      const now = Date.now();
      const anHourAgo = new Date(now - 3_600_000);
      utimesSync(stale, anHourAgo, anHourAgo);
      utimesSync(sent, anHourAgo, anHourAgo);

      expect(await removeUnfinishedOutboxFiles(outbox, now)).toBe(1);
      expect(readdirSync(outbox).sort()).toEqual(
        [path.basename(fresh), path.basename(sent)].sort(),
      );
      expect(await removeUnfinishedOutboxFiles(path.join(outbox, "missing"))).toBe(0);
    } finally {
      rmSync(outbox, { recursive: true, force: true });
    }
  });
});
