import type { AcceptedImageType } from "./listing-images.ts";

/** What the first bytes say; "heic" is recognised only so the refusal can say why. */
export type DetectedImageType = AcceptedImageType | "heic";

/** Enough bytes for every signature below, including a few ISO-BMFF compatible brands. */
export const IMAGE_SNIFF_BYTES = 64;

const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs"]);
const AVIF_BRANDS = new Set(["avif", "avis"]);
// Generic HEIF brands: used by AVIF and HEIC alike, so they decide nothing alone.
const GENERIC_HEIF_BRANDS = new Set(["mif1", "msf1"]);

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/**
 * The image type from a file's first bytes (magic numbers), or null when it is not an image we
 * know. The name and the browser's content type are never consulted: both are the sender's claim.
 */
export function detectImageType(head: Uint8Array): DetectedImageType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (head.length >= 6 && (ascii(head, 0, 6) === "GIF87a" || ascii(head, 0, 6) === "GIF89a")) {
    return "gif";
  }
  if (head.length >= 12 && ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") {
    return "webp";
  }
  return detectHeifFamily(head);
}

// ISO-BMFF: a big-endian box size, "ftyp", the major brand, a minor version, then compatible
// brands up to the end of the box.
function detectHeifFamily(head: Uint8Array): DetectedImageType | null {
  if (head.length < 16 || ascii(head, 4, 8) !== "ftyp") return null;
  const boxSize = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(0);
  if (boxSize < 16) return null;
  const end = Math.min(boxSize, head.length);
  const brands = [ascii(head, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(head, at, at + 4));

  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return "avif";
  if (brands.some((brand) => HEIC_BRANDS.has(brand) || GENERIC_HEIF_BRANDS.has(brand))) {
    return "heic";
  }
  return null;
}

export function isAcceptedImageType(type: DetectedImageType | null): type is AcceptedImageType {
  return type !== null && type !== "heic";
}
