// multipart/form-data requests built by hand, with a body that streams and records how much of
// it was read, so tests can prove a parser stopped early.

export type MultipartPart =
  | { name: string; value: string }
  | { name: string; filename: string; bytes: Uint8Array; contentType?: string };

const BOUNDARY = "----GlutTestBoundary7MA4YWxkTrZu0gW";
const CRLF = "\r\n";

export function multipartBody(parts: readonly MultipartPart[]): Buffer {
  const pieces: Buffer[] = [];
  for (const part of parts) {
    if ("value" in part) {
      pieces.push(
        Buffer.from(
          `--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="${part.name}"${CRLF}${CRLF}${part.value}${CRLF}`,
        ),
      );
    } else {
      pieces.push(
        Buffer.from(
          `--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"${CRLF}` +
            `Content-Type: ${part.contentType ?? "application/octet-stream"}${CRLF}${CRLF}`,
        ),
        Buffer.from(part.bytes),
        Buffer.from(CRLF),
      );
    }
  }
  pieces.push(Buffer.from(`--${BOUNDARY}--${CRLF}`));
  return Buffer.concat(pieces);
}

export interface StreamedRequest {
  request: Request;
  /** Bytes the parser has pulled from the body so far. */
  bytesRead(): number;
  totalBytes: number;
  cancelled(): boolean;
}

/** A POST whose body is handed out in `chunkSize` pieces only as the reader asks for them. */
export function streamedMultipartRequest(
  parts: readonly MultipartPart[],
  chunkSize = 64 * 1024,
): StreamedRequest {
  const body = multipartBody(parts);
  let offset = 0;
  let wasCancelled = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (offset >= body.length) {
          controller.close();
          return;
        }
        const end = Math.min(offset + chunkSize, body.length);
        controller.enqueue(new Uint8Array(body.subarray(offset, end)));
        offset = end;
      },
      cancel() {
        wasCancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  // A streamed body needs `duplex: "half"` in Node; the DOM typings do not know it yet.
  const init: RequestInit & { duplex: "half" } = {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    body: stream,
    duplex: "half",
  };
  const request = new Request("http://localhost/listings/new", init);
  return {
    request,
    bytesRead: () => offset,
    totalBytes: body.length,
    cancelled: () => wasCancelled,
  };
}
