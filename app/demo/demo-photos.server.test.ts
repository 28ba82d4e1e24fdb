import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { detectImageType } from "~/listings/image-type.server";
import { demoListings } from "./demo-listings";
import { renderDemoPhoto } from "./demo-photos.server";
import { drawLight, drawPhoto, PHOTO_HEIGHT, PHOTO_WIDTH, type PhotoSpec } from "./photo-scene";
import { type SubjectName, subjects } from "./produce-drawings";

const courgettes: PhotoSpec = {
  subject: "courgette",
  count: 7,
  holder: "trug",
  backdrop: "grass",
  extras: [{ subject: "courgetteFlower", count: 1 }],
};

describe("demo photos", () => {
  it("render as a JPEG the size of a phone photo, the same for the same seed", async () => {
    const [one, again, other] = await Promise.all([
      renderDemoPhoto(courgettes, "courgettes:0"),
      renderDemoPhoto(courgettes, "courgettes:0"),
      renderDemoPhoto(courgettes, "courgettes:1"),
    ]);
    expect(detectImageType(one)).toBe("jpeg");
    const meta = await sharp(one).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", PHOTO_WIDTH, PHOTO_HEIGHT]);
    expect(one.equals(again)).toBe(true);
    expect(one.equals(other)).toBe(false);
  });

  it("are pictures, not a blank: many colours, light and shade", async () => {
    const photo = await renderDemoPhoto(courgettes, "courgettes:0");
    const { channels } = await sharp(photo).stats();
    for (const channel of channels.slice(0, 3)) {
      expect(channel.max - channel.min).toBeGreaterThan(150);
      expect(channel.stdev).toBeGreaterThan(20);
    }
  });

  it("draw every subject, holder and backdrop as well-formed SVG", async () => {
    // Every photo of every demo listing, and every subject on its own: librsvg refuses a
    // malformed document when it reads it.
    const specs: PhotoSpec[] = [
      ...demoListings.flatMap((listing) => listing.photos),
      ...(Object.keys(subjects) as SubjectName[]).map(
        (subject): PhotoSpec => ({ subject, count: 3, holder: "none", backdrop: "linen" }),
      ),
    ];
    const documents = [
      drawLight(),
      ...specs.flatMap((spec, index) => {
        const layers = drawPhoto(spec, `check:${index}`);
        return [layers.surface, ...layers.casting];
      }),
    ];
    for (const svg of documents) {
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["svg", PHOTO_WIDTH, PHOTO_HEIGHT]);
      expect(svg).not.toMatch(/NaN|undefined|Infinity/);
    }
  });

  it("use nothing from outside the picture: no links, images or fonts", () => {
    const layers = drawPhoto(courgettes, "courgettes:0");
    for (const svg of [layers.surface, ...layers.casting, drawLight()]) {
      expect(svg).not.toMatch(/<image|href=|<text|@import|url\((?!#)/);
    }
  });
});
