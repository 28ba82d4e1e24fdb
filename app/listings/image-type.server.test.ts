import { describe, expect, it } from "vitest";
import { makeImage, makeJpeg } from "../../tests/factories/test-images.ts";
import { detectImageType, isAcceptedImageType } from "./image-type.server.ts";

const ftyp = (...brands: string[]) => {
  const body = Buffer.from(`ftyp${brands[0]}\0\0\0\0${brands.slice(1).join("")}`);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(body.length + 4);
  return Buffer.concat([size, body, Buffer.alloc(16)]);
};

describe("detectImageType", () => {
  it("knows real images by their first bytes", async () => {
    expect(detectImageType(await makeJpeg())).toBe("jpeg");
    expect(detectImageType(await makeImage("png"))).toBe("png");
    expect(detectImageType(await makeImage("webp"))).toBe("webp");
    expect(detectImageType(await makeImage("gif"))).toBe("gif");
    expect(detectImageType(await makeImage("avif"))).toBe("avif");
  });

  it("tells HEIC from AVIF by the ftyp brands, and refuses HEIC", () => {
    expect(detectImageType(ftyp("heic", "mif1", "heic"))).toBe("heic");
    expect(detectImageType(ftyp("mif1", "mif1", "avif"))).toBe("avif");
    expect(detectImageType(ftyp("mif1", "mif1"))).toBe("heic");
    expect(detectImageType(ftyp("isom", "mp41"))).toBeNull();
    expect(isAcceptedImageType("heic")).toBe(false);
    expect(isAcceptedImageType("avif")).toBe(true);
    expect(isAcceptedImageType(null)).toBe(false);
  });

  it("is not fooled by names, text, or signatures cut short", () => {
    expect(detectImageType(Buffer.from("photo.jpg"))).toBeNull();
    expect(detectImageType(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(detectImageType(Buffer.from("RIFF\0\0\0\0WAVEfmt "))).toBeNull();
    expect(detectImageType(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(detectImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });
});
