import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

// Real images made on the spot with sharp, so no binary fixtures live in the repository.

export const GPS_EXIF = {
  IFD0: { Make: "GlutTestCam", Model: "Allotment 3000" },
  IFD3: {
    GPSLatitudeRef: "N",
    GPSLatitude: "51/1 30/1 0/1",
    GPSLongitudeRef: "W",
    GPSLongitude: "0/1 7/1 0/1",
  },
};

/**
 * A photo whose left half is red and right half blue. Options add GPS EXIF and an EXIF
 * orientation (6 = the camera was turned: stored sideways, shown rotated 90° clockwise).
 */
export async function makeJpeg(
  options: { width?: number; height?: number; gps?: boolean; orientation?: number } = {},
): Promise<Buffer> {
  const { width = 300, height = 200 } = options;
  const half = Math.floor(width / 2);
  let image = sharp({ create: { width, height, channels: 3, background: "#0000ff" } })
    .composite([
      {
        input: { create: { width: half, height, channels: 3, background: "#ff0000" } },
        left: 0,
        top: 0,
      },
    ])
    .jpeg({ quality: 90 });
  if (options.gps) image = image.withExif(GPS_EXIF);
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toBuffer();
}

export function makeImage(
  format: "png" | "webp" | "gif" | "avif",
  width = 64,
  height = 48,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#6a4" } })
    .toFormat(format)
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A PNG of a few hundred bytes whose header claims `width × height` pixels. */
export function makePngBomb(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.alloc(1024))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A photo of random noise, which JPEG cannot squeeze: about 1 MB per million pixels at quality
 * 95, for uploads big enough to watch (a progress bar) without passing the 10 MB limit.
 */
export function makeNoisyJpeg(width = 1600, height = 1200): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}
