// Listing photos: limits, accepted types and every message the upload can show. Client-safe (no
// Node imports), so the pages can check sizes before sending and show the same words.

import { IMAGE_LIMITS, megapixels } from "~/trust/trust-limits";

export const MAX_IMAGES = 5;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/**
 * Decoded size we are willing to process (decision 0071): read from the file's header before any
 * decoding, so a decompression bomb (a tiny file that claims an enormous canvas) costs nothing.
 */
export const MAX_IMAGE_PIXELS = IMAGE_LIMITS.maxPixelsPerImage;

/** The large photo fits inside this square; it is never enlarged. */
export const LARGE_MAX_SIZE = 1600;
/** Card thumbnails are always exactly this size (4:3), so cards never jump as photos load. */
export const THUMB_WIDTH = 480;
export const THUMB_HEIGHT = 360;

/**
 * Formats we accept, decided by the file's first bytes, never its name or the browser's type.
 * HEIC is not here: the prebuilt sharp cannot decode HEVC. iPhones still work, because Safari
 * converts HEIC photos to JPEG when the file input does not list image/heic.
 */
export const ACCEPTED_IMAGE_TYPES = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
} as const;
export type AcceptedImageType = keyof typeof ACCEPTED_IMAGE_TYPES;

/** For `<input type="file" accept={IMAGE_ACCEPT_ATTRIBUTE}>`. */
export const IMAGE_ACCEPT_ATTRIBUTE = Object.values(ACCEPTED_IMAGE_TYPES).join(",");

// The specification's image-upload messages (§8), word for word.
export const imageUploadMessages = {
  authRequiredTitle: "Authentication required",
  authRequired: "Please log in to upload images.",
  uploadFailedTitle: "Upload failed",
  uploadFailed: "Failed to upload image. Please try again.",
  tooManyTitle: "Too many images",
  tooMany: "You can only upload up to 5 images.",
  someFailed: "Failed to upload one or more images.",
  success: "Images uploaded successfully",
} as const;

const USABLE_TYPES = "Please choose a JPEG, PNG, WebP, AVIF or GIF image.";

// Our own messages for the checks the specification names but does not word.
export const imageFileMessages = {
  notAnImage: (name: string) => `${quoteFileName(name)} is not a photo we can use. ${USABLE_TYPES}`,
  heic: (name: string) =>
    `${quoteFileName(name)} is a HEIC photo, which we cannot read yet. ${USABLE_TYPES}`,
  tooLarge: (name: string) =>
    `${quoteFileName(name)} is larger than 10 MB. Please choose a smaller photo.`,
  tooManyPixels: (name: string) =>
    `${quoteFileName(name)} is larger than ${megapixels(MAX_IMAGE_PIXELS)}, the most we can process in one photo. Please choose a smaller photo, or your camera's standard size.`,
  requestPixels: () =>
    `Together these photos are larger than ${megapixels(IMAGE_LIMITS.maxPixelsPerRequest)}, the most we process at once. Please send fewer or smaller photos.`,
  storageFull: () =>
    "We could not save your photos: the server's storage is full. Please try again later.",
  storageUnavailable: () =>
    "We could not save your photos: the server's storage is not taking files at the moment. Please try again later.",
  hourlyPixels: (when: string) =>
    `You have sent more than ${IMAGE_LIMITS.maxMegapixelsPerHour} megapixels of photos in the last hour, the most we process for one member. You can send more ${when}, or choose smaller photos.`,
} as const;

export type ListingPhotoErrorKind =
  | "too-large"
  | "too-many"
  | "not-an-image"
  | "malformed"
  /** The server's disk is full (507) or not taking files (503): no fault of the photo. */
  | "storage-full"
  | "storage-unavailable";
/** Finer cause behind a kind, only where it changes the wording. */
export type ListingPhotoErrorDetail = "heic" | "pixels" | "request-pixels" | "hourly-pixels";

/**
 * Why an upload was refused. `message` is what a person sees; `fileName` is the name the browser
 * sent (unchecked text, for display only), or null when the problem is not one file's.
 */
export class ListingPhotoError extends Error {
  override name = "ListingPhotoError";
  readonly kind: ListingPhotoErrorKind;
  readonly fileName: string | null;
  readonly detail: ListingPhotoErrorDetail | undefined;
  readonly title: string;
  /** The HTTP status an action answers with. */
  readonly status: number;

  constructor(
    kind: ListingPhotoErrorKind,
    fileName: string | null,
    options: { detail?: ListingPhotoErrorDetail; cause?: unknown; when?: string } = {},
  ) {
    const { title, description } = describeListingPhotoError(
      kind,
      fileName,
      options.detail,
      options.when,
    );
    super(description, { cause: options.cause });
    this.kind = kind;
    this.fileName = fileName;
    this.detail = options.detail;
    this.title = title;
    this.status =
      kind === "too-large"
        ? 413
        : kind === "storage-full"
          ? 507
          : kind === "storage-unavailable"
            ? 503
            : 400;
  }
}

/** Toast title and text for a refused upload. */
export function describeListingPhotoError(
  kind: ListingPhotoErrorKind,
  fileName: string | null,
  detail?: ListingPhotoErrorDetail,
  /** For "hourly-pixels": when the member can send more ("at 14:35 today"). */
  when = "later",
): { title: string; description: string } {
  const title = imageUploadMessages.uploadFailedTitle;
  const name = fileName ?? "";
  switch (kind) {
    case "too-many":
      return { title: imageUploadMessages.tooManyTitle, description: imageUploadMessages.tooMany };
    case "too-large":
      return {
        title,
        description:
          detail === "pixels"
            ? imageFileMessages.tooManyPixels(name)
            : detail === "request-pixels"
              ? imageFileMessages.requestPixels()
              : detail === "hourly-pixels"
                ? imageFileMessages.hourlyPixels(when)
                : imageFileMessages.tooLarge(name),
      };
    case "not-an-image":
      return {
        title,
        description:
          detail === "heic" ? imageFileMessages.heic(name) : imageFileMessages.notAnImage(name),
      };
    case "malformed":
      return { title, description: imageUploadMessages.uploadFailed };
    case "storage-full":
      return { title, description: imageFileMessages.storageFull() };
    case "storage-unavailable":
      return { title, description: imageFileMessages.storageUnavailable() };
  }
}

const MAX_SHOWN_NAME = 60;

/**
 * The browser's file name, made safe to show: no folders, no control characters, not too long.
 * A missing name reads "One of your files".
 */
export function quoteFileName(name: string): string {
  const base = (name.split(/[/\\]/).pop() ?? "")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .trim();
  if (base === "") return "One of your files";
  const chars = [...base];
  const shown =
    chars.length > MAX_SHOWN_NAME ? `${chars.slice(0, MAX_SHOWN_NAME - 1).join("")}…` : base;
  return `“${shown}”`;
}

const ACCEPTED_MIME_TYPES = new Set<string>(Object.values(ACCEPTED_IMAGE_TYPES));

/**
 * What the page can tell about a chosen file before sending it: its size, and the type the
 * browser gives it. The server still decides by the file's bytes; a file that claims an image
 * type but is not one shows when the page cannot draw its preview.
 */
export function chosenPhotoProblem(
  file: Pick<File, "size" | "type">,
): { kind: ListingPhotoErrorKind; detail?: ListingPhotoErrorDetail } | null {
  if (file.size > MAX_IMAGE_BYTES) return { kind: "too-large" };
  if (file.size === 0) return { kind: "not-an-image" };
  if (/^image\/hei[cf]/i.test(file.type)) return { kind: "not-an-image", detail: "heic" };
  // An empty type: the browser does not know; the bytes will tell.
  if (file.type !== "" && !ACCEPTED_MIME_TYPES.has(file.type)) return { kind: "not-an-image" };
  return null;
}
