import { randomBytes } from "node:crypto";
import sharp from "sharp";
import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/messages";
import type { Db } from "~/server/db/database.server";
import { peekRateLimit, takeRateLimit } from "~/server/rate-limit/rate-limit.server";
import type { FileStorage } from "~/server/storage/file-storage";
import { recordPendingUploads } from "~/server/storage/pending-uploads.server";
import { storageFault } from "~/server/storage/storage-faults";
import { assertValidStorageKey } from "~/server/storage/storage-key.ts";
import { IMAGE_LIMITS } from "~/trust/trust-limits";
import { whenAgain } from "~/trust/trust-refusals";
import { detectImageType, isAcceptedImageType } from "./image-type.server.ts";
import {
  describeListingPhotoError,
  LARGE_MAX_SIZE,
  ListingPhotoError,
  MAX_IMAGE_PIXELS,
  THUMB_HEIGHT,
  THUMB_WIDTH,
} from "./listing-images.ts";

export interface ProcessedListingPhoto {
  large: Buffer;
  thumb: Buffer;
  /** Of the large photo, upright. */
  width: number;
  height: number;
}

export interface StoredListingPhoto {
  large: string;
  thumb: string;
  width: number;
  height: number;
}

const WEBP_QUALITY = 80;
const WEBP_CONTENT_TYPE = "image/webp";

/**
 * Re-encodes an uploaded photo: turned upright from its EXIF orientation, then a large WebP
 * (inside 1600 × 1600, never enlarged) and a 480 × 360 card thumbnail (cropped to fill). No
 * metadata is written (sharp keeps none unless asked), so EXIF, GPS, XMP, IPTC and ICC profiles
 * are gone; colours are converted to sRGB first. The first frame of an animation is used.
 * Anything sharp cannot decode, or that decodes to more than MAX_IMAGE_PIXELS, is refused.
 */
export async function processListingPhoto(
  input: Buffer,
  fileName = "",
): Promise<ProcessedListingPhoto> {
  if (!isAcceptedImageType(detectImageType(input))) {
    throw new ListingPhotoError("not-an-image", fileName);
  }
  const image = sharp(input, {
    limitInputPixels: MAX_IMAGE_PIXELS,
    failOn: "error",
    animated: false,
  }).rotate();

  try {
    const [large, thumb] = await Promise.all([
      image
        .clone()
        .resize(LARGE_MAX_SIZE, LARGE_MAX_SIZE, { fit: "inside", withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true }),
      image
        .clone()
        .resize(THUMB_WIDTH, THUMB_HEIGHT, { fit: "cover", position: sharp.strategy.attention })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer(),
    ]);
    return { large: large.data, thumb, width: large.info.width, height: large.info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new ListingPhotoError("too-large", fileName, { detail: "pixels", cause: error });
    }
    throw new ListingPhotoError("not-an-image", fileName, { cause: error });
  }
}

/**
 * A photo's pixel count, read from its header without decoding it (sharp's metadata reads only
 * the header): refused past MAX_IMAGE_PIXELS, so a 9000 × 9000 PNG of a few hundred kilobytes
 * costs a few milliseconds, not seconds of decoding. The first frame of an animation counts,
 * as only it is processed.
 */
export async function measureListingPhoto(input: Buffer, fileName = ""): Promise<number> {
  if (!isAcceptedImageType(detectImageType(input))) {
    throw new ListingPhotoError("not-an-image", fileName);
  }
  let width: number | undefined;
  let height: number | undefined;
  try {
    const meta = await sharp(input).metadata();
    width = meta.width;
    height = meta.pageHeight ?? meta.height;
  } catch (error) {
    throw new ListingPhotoError("not-an-image", fileName, { cause: error });
  }
  if (!width || !height) throw new ListingPhotoError("not-an-image", fileName);
  const pixels = width * height;
  if (pixels > MAX_IMAGE_PIXELS) {
    throw new ListingPhotoError("too-large", fileName, { detail: "pixels" });
  }
  return pixels;
}

const PIXEL_BUDGET_RULE = {
  window: IMAGE_LIMITS.hourWindow,
  max: IMAGE_LIMITS.maxMegapixelsPerHour,
};

/**
 * The image-work budget (decision 0071), checked before any photo is decoded: each photo within
 * MAX_IMAGE_PIXELS, the request's photos within maxPixelsPerRequest, and, for a member's upload,
 * the member's megapixels this hour within maxMegapixelsPerHour (counted here, so the work is
 * counted even if the save is later refused: it was done).
 */
export async function chargeImageWork(
  files: readonly { bytes: Buffer; fileName?: string }[],
  member?: { db: Db; userId: string },
  now = Date.now(),
): Promise<void> {
  let total = 0;
  for (const file of files) total += await measureListingPhoto(file.bytes, file.fileName);
  if (total > IMAGE_LIMITS.maxPixelsPerRequest) {
    throw new ListingPhotoError("too-large", null, { detail: "request-pixels" });
  }
  if (!member || files.length === 0) return;
  const key = `trust:image-megapixels:${member.userId}`;
  const amount = Math.max(1, Math.ceil(total / 1_000_000));
  const peek = await peekRateLimit(member.db, key, PIXEL_BUDGET_RULE, { amount, now });
  const state = peek.allowed
    ? await takeRateLimit(member.db, key, PIXEL_BUDGET_RULE, { amount, now })
    : peek;
  if (!state.allowed) {
    const retry = { at: state.retryAt, now: new Date(now) };
    throw new ListingPhotoError("too-large", null, {
      detail: "hourly-pixels",
      retry,
      when: whenAgain(retry.at, retry.now),
    });
  }
}

/**
 * Charges the image budget (chargeImageWork), then processes the photos one at a time (one
 * decoded image in memory at once) and stores each as
 * `{userId}/{timestamp}-{random}.webp` plus `…-thumb.webp`. All or nothing: if any photo fails,
 * whatever this call already stored is deleted before the error is rethrown. Returns the keys in
 * the order the photos were given.
 */
export async function storeListingPhotos(
  storage: FileStorage,
  userId: string,
  files: readonly { bytes: Buffer; fileName?: string }[],
  options: {
    now?: () => number;
    /**
     * A person's upload: each file is noted as pending here before it is written, until the
     * save's transaction links it, so a process killed in between leaves nothing for good.
     */
    pendingIn?: Db;
    /** The member's hourly image budget is charged here (a person's upload; not demo content). */
    budgetIn?: Db;
  } = {},
): Promise<StoredListingPhoto[]> {
  const now = options.now ?? Date.now;
  await chargeImageWork(files, options.budgetIn ? { db: options.budgetIn, userId } : undefined);
  const usedStems = new Set<string>();
  const stored: StoredListingPhoto[] = [];
  const written: string[] = [];
  try {
    for (const file of files) {
      const stem = uniqueStem(userId, now(), usedStems);
      const photo = await processListingPhoto(file.bytes, file.fileName);
      const keys = { large: `${stem}.webp`, thumb: `${stem}-thumb.webp` };
      if (options.pendingIn)
        await recordPendingUploads(options.pendingIn, [keys.large, keys.thumb]);
      // Recorded before the write, so a put that fails half way is still cleaned up.
      written.push(keys.large);
      await storage.put(keys.large, photo.large, WEBP_CONTENT_TYPE);
      written.push(keys.thumb);
      await storage.put(keys.thumb, photo.thumb, WEBP_CONTENT_TYPE);
      stored.push({ ...keys, width: photo.width, height: photo.height });
    }
  } catch (error) {
    // Best effort: the original error is what the caller needs to see.
    await storage.deleteMany(written).catch(() => {});
    const fault = storageFault(error);
    if (fault) {
      throw new ListingPhotoError(fault === "full" ? "storage-full" : "storage-unavailable", null, {
        cause: error,
      });
    }
    throw error;
  }
  return stored;
}

/** Every storage key a listing's photos use. */
export function listingPhotoKeys(photos: readonly StoredListingPhoto[]): string[] {
  return photos.flatMap((photo) => [photo.large, photo.thumb]);
}

/** Removes a listing's files; call when the listing is deleted. Missing keys are fine. */
export async function removeListingPhotos(
  storage: FileStorage,
  keys: readonly string[],
): Promise<void> {
  if (keys.length === 0) return;
  await storage.deleteMany([...keys]);
}

// The timestamp keeps keys in upload order; the random part keeps two photos in the same
// millisecond (in this call or a parallel one) apart.
function uniqueStem(userId: string, timestamp: number, used: Set<string>): string {
  for (;;) {
    const stem = `${userId}/${timestamp}-${randomBytes(4).toString("hex")}`;
    if (used.has(stem)) continue;
    // Throws InvalidStorageKeyError for a user id that cannot be a key segment, before any work.
    assertValidStorageKey(`${stem}-thumb.webp`);
    used.add(stem);
    return stem;
  }
}

/**
 * A refused upload's title and text in the page's language (`t`, any namespace; `lng` for when
 * the member may send more): the forms' actions say it where they show it (decision 0098).
 */
export function photoRefusalIn(
  error: ListingPhotoError,
  t: Translate,
  lng: Language,
): { title: string; description: string } {
  const when = error.retry ? whenAgain(error.retry.at, error.retry.now, t, lng) : undefined;
  return describeListingPhotoError(t, error.kind, error.fileName, error.detail, when);
}
