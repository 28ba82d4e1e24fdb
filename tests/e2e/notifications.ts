import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { listProduce, uniqueWord } from "./listings";

// Notifications' specs (decision 0093): a message sent to a lister by another member, and the
// lister's emails about it counted in the outbox.

/** `asker` contacts the lister of a new listing of `lister`'s; returns the listing's name. */
export async function messageAbout(lister: Page, asker: Page): Promise<string> {
  const name = `Chard ${uniqueWord()}`;
  const listingId = await listProduce(lister, { name });
  const contact = await asker.request.post(`/listings/${listingId}/contact`, {
    form: { message: "Is the chard still going?" },
    maxRedirects: 0,
  });
  expect(contact.headers().location ?? "").toMatch(/^\/messages\/[0-9a-f-]{36}$/);
  return name;
}

/** How many emails to `to` whose subject names `about` have reached the outbox. */
export async function emailsAbout(to: string, about: string): Promise<number> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((file) =>
    file.endsWith(".eml"),
  );
  let count = 0;
  for (const file of files) {
    const raw = await readFile(path.join(outbox, file), "utf8");
    if (raw.includes(`To: ${to}`) && raw.includes(about)) count++;
  }
  return count;
}
