// Listing photos: limits, accepted types and every message the upload can show. Client-safe (no
// Node imports), so the pages can check sizes before sending and show the same words, in the
// page's language (decision 0098).

import { englishFrom } from "~/i18n/english";
import enMyListings from "~/i18n/locales/en/myListings";
import type { Translate } from "~/i18n/messages";
import { IMAGE_LIMITS, megapixelCount } from "~/trust/trust-limits";

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

/**
 * The refusals' English (`myListings:photos.refusals`, the specification's words where it has
 * them, §8), for a refusal's `message`: logs, tests and code without a page. Marked pure, so the
 * browser's bundle, which words refusals with the page's own `t`, carries none of it.
 */
const english: Translate = /* @__PURE__ */ englishFrom(enMyListings, { myListings: enMyListings });

/** "50 megapixels", in the words of `t`. */
function megapixelsIn(t: Translate, pixels: number): string {
  return t("myListings:photos.refusals.megapixels", { value: megapixelCount(pixels) });
}

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
  /** For "hourly-pixels": when the member may send more, worded where shown (`whenAgain`). */
  readonly retry: { at: Date; now: Date } | undefined;
  readonly title: string;
  /** The HTTP status an action answers with. */
  readonly status: number;

  constructor(
    kind: ListingPhotoErrorKind,
    fileName: string | null,
    options: {
      detail?: ListingPhotoErrorDetail;
      cause?: unknown;
      retry?: { at: Date; now: Date };
      /** The English words of `retry` ("at 14:35 today"), for the English `message`. */
      when?: string;
    } = {},
  ) {
    const { title, description } = describeListingPhotoError(
      english,
      kind,
      fileName,
      options.detail,
      options.when,
    );
    super(description, { cause: options.cause });
    this.kind = kind;
    this.fileName = fileName;
    this.detail = options.detail;
    this.retry = options.retry;
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

/**
 * Title and text for a refused upload, in the words of `t` (the page's translator, any
 * namespace: the keys name `myListings:`).
 */
export function describeListingPhotoError(
  t: Translate,
  kind: ListingPhotoErrorKind,
  fileName: string | null,
  detail?: ListingPhotoErrorDetail,
  /** For "hourly-pixels": when the member can send more ("at 14:35 today"), in `t`'s language. */
  when?: string,
): { title: string; description: string } {
  const say = (key: string, values?: Record<string, string | number>) =>
    t(`myListings:photos.refusals.${key}`, values);
  const title = say("uploadFailedTitle");
  const file = quoteFileName(fileName ?? "", say("unnamed"));
  switch (kind) {
    case "too-many":
      return { title: say("tooManyTitle"), description: say("tooMany", { max: MAX_IMAGES }) };
    case "too-large":
      return {
        title,
        description:
          detail === "pixels"
            ? say("tooManyPixels", { file, size: megapixelsIn(t, MAX_IMAGE_PIXELS) })
            : detail === "request-pixels"
              ? say("requestPixels", { size: megapixelsIn(t, IMAGE_LIMITS.maxPixelsPerRequest) })
              : detail === "hourly-pixels"
                ? say("hourlyPixels", {
                    max: IMAGE_LIMITS.maxMegapixelsPerHour,
                    when: when ?? say("later"),
                  })
                : say("tooLarge", { file }),
      };
    case "not-an-image":
      return { title, description: say(detail === "heic" ? "heic" : "notAnImage", { file }) };
    case "malformed":
      return { title, description: say("uploadFailed") };
    case "storage-full":
      return { title, description: say("storageFull") };
    case "storage-unavailable":
      return { title, description: say("storageUnavailable") };
  }
}

/** The "too many" refusal, as the picker and the form's action both say it. */
export function tooManyPhotos(t: Translate): { title: string; description: string } {
  return describeListingPhotoError(t, "too-many", null);
}

const MAX_SHOWN_NAME = 60;

/**
 * The browser's file name, made safe to show: no folders, no control characters, not too long.
 * A missing name reads "One of your files" (`unnamed`, in the page's language).
 */
export function quoteFileName(name: string, unnamed = "One of your files"): string {
  const base = (name.split(/[/\\]/).pop() ?? "")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .trim();
  if (base === "") return unnamed;
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

/**
 * Sorts newly chosen files as the picker takes them, with React or without (photo-picker.tsx,
 * photo-picker.enhance.ts): those it can show, up to the room left of MAX_IMAGES, and the
 * refusals, in the words the server would use.
 */
export function takeChosenPhotos(
  t: Translate,
  chosen: readonly File[],
  alreadyChosen: number,
): { taken: File[]; refused: { title: string; description: string }[] } {
  const refused: { title: string; description: string }[] = [];
  const usable = chosen.filter((file) => {
    const problem = chosenPhotoProblem(file);
    if (problem)
      refused.push(describeListingPhotoError(t, problem.kind, file.name, problem.detail));
    return !problem;
  });
  const room = Math.max(0, MAX_IMAGES - alreadyChosen);
  if (usable.length > room) refused.push(tooManyPhotos(t));
  return { taken: usable.slice(0, room), refused };
}
