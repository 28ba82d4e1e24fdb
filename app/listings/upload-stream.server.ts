import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { withoutControlCharacters } from "~/server/forms/read-form.server";
import { detectImageType, IMAGE_SNIFF_BYTES, isAcceptedImageType } from "./image-type.server.ts";
import {
  type AcceptedImageType,
  ListingPhotoError,
  MAX_IMAGE_BYTES,
  MAX_IMAGES,
} from "./listing-images.ts";

export { ListingPhotoError } from "./listing-images.ts";

export interface UploadedPhoto {
  /** The form field the file came in. */
  fieldName: string;
  /** The name the browser sent: for messages only, never for storage. */
  fileName: string;
  /** Decided by the file's first bytes. */
  type: AcceptedImageType;
  bytes: Buffer;
}

export interface ParsedListingUpload {
  /** The text fields, ready for conform / zod. */
  fields: FormData;
  /** Accepted photos in the order they were sent. Empty file inputs are left out. */
  files: UploadedPhoto[];
}

export interface ParseListingUploadOptions {
  /** How many more photos this listing may take; defaults to MAX_IMAGES. */
  maxFiles?: number;
  maxFileBytes?: number;
  /** How much of a refused body is read and thrown away; see MAX_DRAIN_BYTES. */
  maxDrainBytes?: number;
}

// Text fields of a listing form are short; anything beyond these is not our form.
const MAX_FIELDS = 50;
const MAX_FIELD_BYTES = 64 * 1024;

/**
 * After a refusal the rest of the body is still read, and thrown away: a browser sends the whole
 * form before it reads the answer, so cutting the connection short would show the person a
 * network error instead of the form with its message (and lose what they typed). Past this much
 * (a form's largest honest size and more) the connection is cut after all.
 */
export const MAX_DRAIN_BYTES = (MAX_IMAGES + 1) * MAX_IMAGE_BYTES;

/**
 * Reads a multipart/form-data request as it streams in. Each file is checked by its first bytes
 * as soon as they arrive and cut off at `maxFileBytes + 1` bytes; a file beyond `maxFiles` is
 * refused as it starts. A refusal rejects at once, while the rest of the body is read and
 * discarded (up to `maxDrainBytes`, then cancelled) so the answer reaches the browser. Throws
 * ListingPhotoError.
 */
export function parseListingUpload(
  request: Request,
  options: ParseListingUploadOptions = {},
): Promise<ParsedListingUpload> {
  const maxFiles = options.maxFiles ?? MAX_IMAGES;
  const maxFileBytes = options.maxFileBytes ?? MAX_IMAGE_BYTES;
  const maxDrainBytes = options.maxDrainBytes ?? MAX_DRAIN_BYTES;
  const contentType = request.headers.get("content-type") ?? "";
  const body = request.body;
  if (!/^multipart\/form-data\s*;/i.test(contentType) || body === null) {
    return Promise.reject(new ListingPhotoError("malformed", null));
  }

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // Browsers send file names as raw UTF-8.
      defParamCharset: "utf8",
      limits: {
        // busboy reports the limit on reaching it, so one byte more: a file of exactly
        // maxFileBytes is fine, and the first byte past it stops the read.
        fileSize: maxFileBytes + 1,
        // One more than allowed, so the extra file reaches us and can be named in the message.
        files: maxFiles + 1,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: MAX_FIELDS + maxFiles + 1,
      },
    });
  } catch (error) {
    // A missing or broken boundary.
    return Promise.reject(new ListingPhotoError("malformed", null, { cause: error }));
  }

  return new Promise((resolve, reject) => {
    const source = Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
    const fields = new FormData();
    const files: UploadedPhoto[] = [];
    let namedFilesSeen = 0;
    let settled = false;

    const fail = (error: ListingPhotoError) => {
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      parser.destroy();
      drain(source, maxDrainBytes);
      reject(error);
    };

    parser.on("field", (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) {
        fail(new ListingPhotoError("malformed", null));
        return;
      }
      fields.append(withoutControlCharacters(name), withoutControlCharacters(value));
    });

    parser.on("file", (fieldName, stream, info) => {
      const fileName = info.filename ?? "";
      // Destroying the parser ends an unfinished file with an error; after a refusal that error
      // is expected, and before one it means the body broke off.
      stream.on("error", (error) =>
        fail(new ListingPhotoError("malformed", fileName, { cause: error })),
      );
      if (fileName !== "" && ++namedFilesSeen > maxFiles) {
        stream.resume();
        fail(new ListingPhotoError("too-many", fileName));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      let checked = false;
      // The type is decided as soon as the first bytes are in, not after the whole file.
      const check = (): AcceptedImageType | null => {
        checked = true;
        const type = detectImageType(Buffer.concat(chunks).subarray(0, IMAGE_SNIFF_BYTES));
        if (isAcceptedImageType(type)) return type;
        fail(
          new ListingPhotoError("not-an-image", fileName, {
            detail: type === "heic" ? "heic" : undefined,
          }),
        );
        return null;
      };
      let type: AcceptedImageType | null = null;

      stream.on("data", (chunk: Buffer) => {
        if (settled) return;
        chunks.push(chunk);
        size += chunk.length;
        if (!checked && size >= IMAGE_SNIFF_BYTES) type = check();
      });
      stream.on("limit", () => fail(new ListingPhotoError("too-large", fileName)));
      stream.on("end", () => {
        if (settled) return;
        // An empty <input type="file"> still sends a part: no name, no bytes.
        if (size === 0 && fileName === "") return;
        if (!checked) type = check();
        if (type === null) return;
        if (files.length >= maxFiles) {
          fail(new ListingPhotoError("too-many", fileName));
          return;
        }
        files.push({ fieldName, fileName, type, bytes: Buffer.concat(chunks, size) });
      });
    });

    const malformed = (error?: unknown) =>
      fail(new ListingPhotoError("malformed", null, { cause: error }));
    parser.on("fieldsLimit", () => malformed());
    parser.on("partsLimit", () => malformed());
    // Files are refused one by one above before this can fire; kept as a backstop.
    parser.on("filesLimit", () => fail(new ListingPhotoError("too-many", null)));
    parser.on("error", malformed);
    source.on("error", malformed);
    // busboy closes only after every file stream has ended.
    parser.on("close", () => {
      if (settled) return;
      settled = true;
      resolve({ fields, files });
    });

    source.pipe(parser);
  });
}

/** Reads what is left of a refused body into nothing; past `limit` bytes, cancels it. */
function drain(source: Readable, limit: number) {
  let drained = 0;
  source.on("data", (chunk: Buffer) => {
    drained += chunk.length;
    // Cancels the web stream underneath: the connection is cut, the rest never read.
    if (drained > limit) source.destroy();
  });
  source.resume();
}
