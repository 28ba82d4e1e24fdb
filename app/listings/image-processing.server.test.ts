import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LocalFileStorage } from "~/server/storage/local-storage.server.ts";
import { InvalidStorageKeyError, isValidStorageKey } from "~/server/storage/storage-key.ts";
import { makeImage, makeJpeg, makePngBomb } from "../../tests/factories/test-images.ts";
import {
  listingPhotoKeys,
  processListingPhoto,
  removeListingPhotos,
  storeListingPhotos,
} from "./image-processing.server.ts";
import { ListingPhotoError } from "./listing-images.ts";

async function refusal(promise: Promise<unknown>): Promise<ListingPhotoError> {
  const error = await promise.then(
    () => {
      throw new Error("expected the photo to be refused");
    },
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(ListingPhotoError);
  return error as ListingPhotoError;
}

/** The GPS IFD pointer tag (0x8825) in either byte order, and the camera's name. */
function traces(bytes: Buffer): string[] {
  const found: string[] = [];
  if (bytes.includes(Buffer.from([0x25, 0x88, 0x04, 0x00]))) found.push("GPS pointer (II)");
  if (bytes.includes(Buffer.from([0x88, 0x25, 0x00, 0x04]))) found.push("GPS pointer (MM)");
  if (bytes.includes(Buffer.from("GlutTestCam"))) found.push("camera make");
  if (bytes.includes(Buffer.from("Exif\0\0"))) found.push("Exif header");
  if (bytes.includes(Buffer.from("EXIF"))) found.push("WebP EXIF chunk");
  if (bytes.includes(Buffer.from("XMP "))) found.push("WebP XMP chunk");
  if (bytes.includes(Buffer.from("ICCP"))) found.push("WebP ICC chunk");
  return found;
}

/** The colour of the pixel at (x, y), as [r, g, b]. */
async function pixel(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

describe("processListingPhoto", () => {
  it("strips the GPS EXIF of a JPEG and every other piece of metadata", async () => {
    const input = await makeJpeg({ gps: true });
    // The input really carries GPS, or the test proves nothing.
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(traces(input)).toEqual(
      expect.arrayContaining(["GPS pointer (II)", "camera make", "Exif header"]),
    );

    // And the byte search would see GPS in a WebP that kept it.
    const kept = await sharp(input).keepMetadata().webp().toBuffer();
    expect(traces(kept)).toEqual(expect.arrayContaining(["GPS pointer (II)", "WebP EXIF chunk"]));

    const { large, thumb } = await processListingPhoto(input);

    for (const output of [large, thumb]) {
      const meta = await sharp(output).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(traces(output)).toEqual([]);
    }
  });

  it("turns a photo upright from its EXIF orientation", async () => {
    // Stored 300 × 200, red on the left; orientation 6 means "show it turned 90° clockwise".
    const input = await makeJpeg({ width: 300, height: 200, orientation: 6, gps: true });
    expect((await sharp(input).metadata()).orientation).toBe(6);

    const { large, width, height } = await processListingPhoto(input);

    expect([width, height]).toEqual([200, 300]);
    const meta = await sharp(large).metadata();
    expect([meta.width, meta.height]).toEqual([200, 300]);
    // Turned clockwise, the red left half is now the top.
    const [topR, , topB] = await pixel(large, 100, 20);
    const [bottomR, , bottomB] = await pixel(large, 100, 280);
    expect(topR).toBeGreaterThan(200);
    expect(topB).toBeLessThan(60);
    expect(bottomB).toBeGreaterThan(200);
    expect(bottomR).toBeLessThan(60);
  });

  it("fits the large photo inside 1600 × 1600 and makes 480 × 360 thumbnails, whatever the shape", async () => {
    const wide = await processListingPhoto(await makeJpeg({ width: 4000, height: 1000 }));
    expect([wide.width, wide.height]).toEqual([1600, 400]);

    for (const input of [
      await makeJpeg({ width: 4000, height: 1000 }),
      await makeJpeg({ width: 500, height: 2000 }),
      // Smaller than a card: the thumbnail is enlarged, the large photo is not.
      await makeImage("png", 100, 80),
    ]) {
      const { thumb } = await processListingPhoto(input);
      const meta = await sharp(thumb).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", 480, 360]);
    }
    const small = await processListingPhoto(await makeImage("png", 100, 80));
    expect([small.width, small.height]).toEqual([100, 80]);
  });

  it.each(["png", "webp", "gif", "avif"] as const)("accepts %s", async (format) => {
    const { large, thumb, width, height } = await processListingPhoto(await makeImage(format));
    expect([width, height]).toEqual([64, 48]);
    expect((await sharp(large).metadata()).format).toBe("webp");
    expect((await sharp(thumb).metadata()).format).toBe("webp");
  });

  it("refuses a text file named photo.jpg", async () => {
    const error = await refusal(
      processListingPhoto(Buffer.from("not a photo at all\n"), "photo.jpg"),
    );
    expect(error.kind).toBe("not-an-image");
    expect(error.message).toContain("“photo.jpg” is not a photo we can use.");
  });

  it("refuses a file that starts like a JPEG but is not one", async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4096, 0x41)]);
    expect((await refusal(processListingPhoto(fake, "fake.jpg"))).kind).toBe("not-an-image");
  });

  it("refuses a decompression bomb: a tiny PNG claiming 20000 × 20000 pixels", async () => {
    const bomb = makePngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1024);
    const error = await refusal(processListingPhoto(bomb, "bomb.png"));
    expect(error.kind).toBe("too-large");
    expect(error.detail).toBe("pixels");
    expect(error.message).toBe(
      "“bomb.png” is larger than 50 megapixels, the most we can process in one photo. Please choose a smaller photo, or your camera's standard size.",
    );
  });
});

describe("storeListingPhotos and removeListingPhotos", () => {
  let tmp: string;
  let storage: LocalFileStorage;

  beforeEach(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), "glut-photos-"));
    storage = new LocalFileStorage(tmp);
  });

  afterEach(async () => {
    await rm(tmp, { recursive: true, force: true });
  });

  async function storedFiles(): Promise<string[]> {
    const entries = await readdir(tmp, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  }

  it("stores a large and a thumbnail WebP per photo at {userId}/{timestamp}…, in order", async () => {
    const files = [
      { bytes: await makeJpeg({ width: 300, height: 200, gps: true }), fileName: "a.jpg" },
      { bytes: await makeImage("png", 64, 48), fileName: "b.png" },
      { bytes: await makeImage("webp", 40, 30), fileName: "c.webp" },
    ];
    // Every photo in the same millisecond: keys must still differ.
    const stored = await storeListingPhotos(storage, "user_7aB-x", files, {
      now: () => 1718031234567,
    });

    expect(stored.map((photo) => [photo.width, photo.height])).toEqual([
      [300, 200],
      [64, 48],
      [40, 30],
    ]);
    const keys = listingPhotoKeys(stored);
    expect(new Set(keys).size).toBe(6);
    for (const photo of stored) {
      expect(photo.large).toMatch(/^user_7aB-x\/1718031234567-[0-9a-f]{8}\.webp$/);
      expect(photo.thumb).toBe(photo.large.replace(/\.webp$/, "-thumb.webp"));
    }
    for (const key of keys) {
      expect(isValidStorageKey(key)).toBe(true);
      const object = await storage.get(key);
      expect(object?.contentType).toBe("image/webp");
      expect((await sharp(object?.body).metadata()).exif).toBeUndefined();
    }
    const thumb = await storage.get(stored[0]?.thumb ?? "");
    const thumbMeta = await sharp(thumb?.body).metadata();
    expect([thumbMeta.width, thumbMeta.height]).toEqual([480, 360]);
  });

  it("stores nothing when any photo fails, removing what it already stored", async () => {
    const files = [
      { bytes: await makeJpeg(), fileName: "good.jpg" },
      { bytes: await makeImage("png"), fileName: "good.png" },
      { bytes: Buffer.from("not an image"), fileName: "photo.jpg" },
    ];
    const error = await refusal(storeListingPhotos(storage, "7", files));
    expect(error.fileName).toBe("photo.jpg");
    expect(await storedFiles()).toEqual([]);
  });

  it("cleans up when storage itself fails part way", async () => {
    let puts = 0;
    const flaky = Object.assign(Object.create(storage) as LocalFileStorage, {
      put: (...args: Parameters<LocalFileStorage["put"]>) => {
        if (++puts === 3) return Promise.reject(new Error("disk full"));
        return storage.put(...args);
      },
    });
    const files = [{ bytes: await makeJpeg() }, { bytes: await makeJpeg() }];
    await expect(storeListingPhotos(flaky, "7", files)).rejects.toThrow("disk full");
    expect(await storedFiles()).toEqual([]);
  });

  it("refuses a user id that cannot be part of a key before doing any work", async () => {
    await expect(
      storeListingPhotos(storage, "../etc", [{ bytes: await makeJpeg() }]),
    ).rejects.toThrow(InvalidStorageKeyError);
    expect(await storedFiles()).toEqual([]);
  });

  it("removes a listing's files, and minds neither missing keys nor an empty list", async () => {
    const mine = await storeListingPhotos(storage, "7", [{ bytes: await makeJpeg() }]);
    const other = await storeListingPhotos(storage, "8", [{ bytes: await makeJpeg() }]);

    await removeListingPhotos(storage, [...listingPhotoKeys(mine), "7/1-deadbeef.webp"]);
    await removeListingPhotos(storage, []);

    for (const key of listingPhotoKeys(mine)) expect(await storage.exists(key)).toBe(false);
    for (const key of listingPhotoKeys(other)) expect(await storage.exists(key)).toBe(true);
  });
});
