import busboy from "busboy";
import { withoutControlCharacters } from "~/server/forms/read-form.server";

// parseListingUpload cancels the body at the first refused photo and hands back only the error.
// The text fields were sent before the photos (they come first in the form), so this reads them
// from the same bytes as they pass, and a refused photo no longer loses what the person typed.

const MAX_FIELDS = 50;
const MAX_FIELD_BYTES = 64 * 1024;

export interface TappedRequest {
  /** Send this one to parseListingUpload: the same body, read once. */
  request: Request;
  /** The text fields seen so far (complete once the body has been read or cancelled). */
  fields: FormData;
}

/** Copies a multipart request's text fields aside as its body streams through; files are skipped. */
export function tapListingFields(request: Request): TappedRequest {
  const fields = new FormData();
  const contentType = request.headers.get("content-type") ?? "";
  if (request.body === null || !/^multipart\/form-data\s*;/i.test(contentType)) {
    return { request, fields };
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: { fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES },
    });
  } catch {
    return { request, fields };
  }
  let broken = false;
  parser.on("field", (name, value, info) => {
    if (!info.valueTruncated && !info.nameTruncated) {
      fields.append(withoutControlCharacters(name), withoutControlCharacters(value));
    }
  });
  parser.on("file", (_name, stream) => {
    // A body that ends inside a file makes busboy fail the file's stream too; unheard, that error
    // took the whole server down (found by CI: an upload cut short). The parser's own error below
    // is what marks the copy broken.
    stream.on("error", () => {
      broken = true;
    });
    stream.resume();
  });
  parser.on("error", () => {
    broken = true;
  });
  const body = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (!broken) {
          try {
            parser.write(chunk);
          } catch {
            broken = true;
          }
        }
        controller.enqueue(chunk);
      },
      flush() {
        if (!broken) parser.end();
      },
    }),
  );
  const tapped = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
    // Required by Node's fetch for a streamed body.
    duplex: "half",
  } as RequestInit);
  return { request: tapped, fields };
}
