import { expect, type Page } from "@playwright/test";
import sharp from "sharp";

// Listings made quickly for the specs that are about something else (managing, editing, the
// home page): the create form's own endpoint, with the page's signed-in cookies.

/** A small real photo in one colour. */
export async function colourPhoto(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** A unique word for names, so a test finds its own listing among everyone else's. */
export const uniqueWord = () =>
  `zq${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** Posts the create form as the signed-in member on `page`; returns the new listing's id. */
export async function listProduce(
  page: Page,
  { name, type = "Free", photos = [] }: { name: string; type?: "Free" | "Swap"; photos?: Buffer[] },
): Promise<string> {
  const form = new FormData();
  form.append("name", name);
  form.append("type", type);
  form.append("category", "Vegetables");
  form.append("location", "Leeds");
  photos.forEach((photo, index) => {
    form.append(
      "photos",
      new Blob([new Uint8Array(photo)], { type: "image/jpeg" }),
      `p${index}.jpg`,
    );
  });
  const response = await page.request.post("/create-listing", { multipart: form, maxRedirects: 0 });
  expect(response.status(), await response.text()).toBe(302);
  const id = /^\/listings\/([0-9a-f-]{36})$/.exec(response.headers().location ?? "")?.[1];
  if (!id) throw new Error(`no listing created: ${response.headers().location}`);
  return id;
}
