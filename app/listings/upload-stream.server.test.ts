import { describe, expect, it } from "vitest";
import { multipartBody, streamedMultipartRequest } from "../../tests/factories/multipart.ts";
import { makeImage, makeJpeg } from "../../tests/factories/test-images.ts";
import { ListingPhotoError, MAX_IMAGE_BYTES } from "./listing-images.ts";
import { parseListingUpload } from "./upload-stream.server.ts";

async function refusal(promise: Promise<unknown>): Promise<ListingPhotoError> {
  const error = await promise.then(
    () => {
      throw new Error("expected the upload to be refused");
    },
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(ListingPhotoError);
  return error as ListingPhotoError;
}

/** An 11 MB file that starts like a real JPEG. */
async function elevenMegabyteJpeg(): Promise<Buffer> {
  const photo = await makeJpeg();
  const big = Buffer.alloc(11 * 1024 * 1024, 0x5a);
  photo.copy(big);
  return big;
}

describe("parseListingUpload", () => {
  it("returns the text fields and the photos, typed by their bytes, in order", async () => {
    const jpeg = await makeJpeg();
    const png = await makeImage("png");
    const webp = await makeImage("webp");
    const gif = await makeImage("gif");
    const { request } = streamedMultipartRequest([
      { name: "name", value: "Courgettes — lots" },
      // The browser's claimed type and the name are both wrong; the bytes decide.
      { name: "images", filename: "a.png", bytes: jpeg, contentType: "image/png" },
      { name: "images", filename: "b.jpg", bytes: png },
      { name: "images", filename: "c", bytes: webp },
      { name: "images", filename: "Grandad’s marrow.gif", bytes: gif },
      { name: "type", value: "Free" },
    ]);

    const { fields, files } = await parseListingUpload(request);

    expect(fields.get("name")).toBe("Courgettes — lots");
    expect(fields.get("type")).toBe("Free");
    expect(files.map((file) => [file.fileName, file.type])).toEqual([
      ["a.png", "jpeg"],
      ["b.jpg", "png"],
      ["c", "webp"],
      ["Grandad’s marrow.gif", "gif"],
    ]);
    expect(files[0]?.bytes.equals(jpeg)).toBe(true);
    expect(files[3]?.bytes.equals(gif)).toBe(true);
  });

  it("leaves out an empty file input", async () => {
    const { request } = streamedMultipartRequest([
      { name: "name", value: "Apples" },
      { name: "images", filename: "", bytes: new Uint8Array() },
    ]);
    const { fields, files } = await parseListingUpload(request);
    expect(fields.get("name")).toBe("Apples");
    expect(files).toEqual([]);
  });

  it("refuses a text file named .jpg as not an image, as soon as its first bytes arrive", async () => {
    const text = Buffer.from("These are not the photos you are looking for.\n".repeat(50_000));
    const upload = streamedMultipartRequest([
      { name: "images", filename: "photo.jpg", bytes: text, contentType: "image/jpeg" },
    ]);

    // Nothing drained, so the test sees where reading stopped.
    const error = await refusal(parseListingUpload(upload.request, { maxDrainBytes: 0 }));

    expect(error.kind).toBe("not-an-image");
    expect(error.fileName).toBe("photo.jpg");
    expect(error.title).toBe("Upload failed");
    expect(error.message).toBe(
      "“photo.jpg” is not a photo we can use. Please choose a JPEG, PNG, WebP, AVIF or GIF image.",
    );
    await expect.poll(() => upload.cancelled()).toBe(true);
    expect(upload.bytesRead()).toBeLessThan(upload.totalBytes / 2);
  });

  it("refuses an empty named file and a HEIC photo, saying why", async () => {
    const empty = streamedMultipartRequest([
      { name: "images", filename: "blank.jpg", bytes: new Uint8Array() },
    ]);
    expect((await refusal(parseListingUpload(empty.request))).kind).toBe("not-an-image");

    // The start of an iPhone HEIC: an ftyp box with brand "heic".
    const heicHead = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from("ftypheic\0\0\0\0mif1heic"),
      Buffer.alloc(200),
    ]);
    const heic = streamedMultipartRequest([
      { name: "images", filename: "IMG_0001.HEIC", bytes: heicHead },
    ]);
    const error = await refusal(parseListingUpload(heic.request));
    expect(error.kind).toBe("not-an-image");
    expect(error.detail).toBe("heic");
    expect(error.message).toContain("is a HEIC photo, which we cannot read yet");
  });

  it("refuses an 11 MB image as it passes 10 MB, then reads the rest only to throw it away", async () => {
    const upload = streamedMultipartRequest([
      { name: "images", filename: "huge.jpg", bytes: await elevenMegabyteJpeg() },
      { name: "images", filename: "after.jpg", bytes: await elevenMegabyteJpeg() },
    ]);

    const error = await refusal(parseListingUpload(upload.request));

    expect(error.kind).toBe("too-large");
    expect(error.fileName).toBe("huge.jpg");
    expect(error.message).toBe("“huge.jpg” is larger than 10 MB. Please choose a smaller photo.");
    // Refused just past the 10 MB mark of the first file, before the rest arrived.
    expect(upload.bytesRead()).toBeGreaterThan(MAX_IMAGE_BYTES);
    expect(upload.bytesRead()).toBeLessThan(MAX_IMAGE_BYTES + 512 * 1024);
    // The rest is still read, so the browser, which sends the whole form before it reads the
    // answer, gets the answer rather than a cut connection.
    await expect.poll(() => upload.bytesRead(), { timeout: 20_000 }).toBe(upload.totalBytes);
    expect(upload.cancelled()).toBe(false);
  });

  it("cuts the connection when a refused body goes on past what any form could send", async () => {
    const upload = streamedMultipartRequest([
      { name: "images", filename: "huge.jpg", bytes: await elevenMegabyteJpeg() },
    ]);
    const error = await refusal(
      parseListingUpload(upload.request, { maxFileBytes: 1024 * 1024, maxDrainBytes: 512 * 1024 }),
    );
    expect(error.kind).toBe("too-large");
    await expect.poll(() => upload.cancelled(), { timeout: 20_000 }).toBe(true);
    expect(upload.bytesRead()).toBeLessThan(3 * 1024 * 1024);
  });

  it("accepts an image of exactly 10 MB", async () => {
    const photo = await makeJpeg();
    const exact = Buffer.alloc(MAX_IMAGE_BYTES, 0);
    photo.copy(exact);
    const { request } = streamedMultipartRequest([
      { name: "images", filename: "exact.jpg", bytes: exact },
    ]);
    const { files } = await parseListingUpload(request);
    expect(files[0]?.bytes.length).toBe(MAX_IMAGE_BYTES);
  });

  it("refuses a sixth image with the spec's message, before reading it", async () => {
    const jpeg = await makeJpeg();
    const sixth = Buffer.alloc(4 * 1024 * 1024, 0);
    jpeg.copy(sixth);
    const upload = streamedMultipartRequest([
      ...[1, 2, 3, 4, 5].map((n) => ({ name: "images", filename: `${n}.jpg`, bytes: jpeg })),
      { name: "images", filename: "6.jpg", bytes: sixth },
    ]);

    // Nothing drained, so the test sees where reading stopped.
    const error = await refusal(parseListingUpload(upload.request, { maxDrainBytes: 0 }));

    expect(error.kind).toBe("too-many");
    expect(error.fileName).toBe("6.jpg");
    expect(error.title).toBe("Too many images");
    expect(error.message).toBe("You can only upload up to 5 images.");
    await expect.poll(() => upload.cancelled()).toBe(true);
    expect(upload.bytesRead()).toBeLessThan(upload.totalBytes - 3 * 1024 * 1024);
  });

  it("counts against the photos a listing already has", async () => {
    const jpeg = await makeJpeg();
    const { request } = streamedMultipartRequest([
      { name: "images", filename: "1.jpg", bytes: jpeg },
      { name: "images", filename: "2.jpg", bytes: jpeg },
    ]);
    const error = await refusal(parseListingUpload(request, { maxFiles: 1 }));
    expect(error.kind).toBe("too-many");
    expect(error.fileName).toBe("2.jpg");
  });

  it("refuses what is not a multipart form, or is cut short", async () => {
    const json = new Request("http://localhost/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect((await refusal(parseListingUpload(json))).kind).toBe("malformed");

    const noBoundary = new Request("http://localhost/", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; charset=utf-8" },
      body: "x",
    });
    expect((await refusal(parseListingUpload(noBoundary))).kind).toBe("malformed");

    const jpeg = await makeJpeg();
    const whole = streamedMultipartRequest([{ name: "images", filename: "a.jpg", bytes: jpeg }]);
    const contentType = whole.request.headers.get("content-type") ?? "";
    const truncated = new Request("http://localhost/", {
      method: "POST",
      headers: { "content-type": contentType },
      body: new Uint8Array(
        multipartBody([{ name: "images", filename: "a.jpg", bytes: jpeg }]).subarray(0, 500),
      ),
    });
    const error = await refusal(parseListingUpload(truncated));
    expect(error.kind).toBe("malformed");
    expect(error.message).toBe("Failed to upload image. Please try again.");
  });
});
