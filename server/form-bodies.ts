import type { RequestHandler } from "express";

// The pages' actions read forms, and only forms, of a bounded size: a browser sends them
// urlencoded or multipart, with a Content-Length.
// Anything else sent to a page (JSON, text/plain, a multipart body with no boundary) is refused
// here, before the app tries to read it, with a short message instead of a 500. The API routes
// under /api/ (the auth library's endpoints, the signed Stripe webhook) read their own bodies.

const CHANGES_STATE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export const UNSUPPORTED_BODY_MESSAGE =
  "This address takes a form (application/x-www-form-urlencoded or multipart/form-data).";
export const MISSING_BOUNDARY_MESSAGE = "The multipart form has no boundary, so it cannot be read.";

/**
 * The largest urlencoded form: every text field of every form, at its longest, is far below
 * this (a forum post, the longest, is 10,000 characters).
 */
export const FORM_BODY_LIMIT_BYTES = 1024 * 1024;
/**
 * The largest multipart form: above the photo reader's own 60 MB (five photos, a sixth read and
 * thrown away so that a refusal is answered, app/listings/upload-stream.server.ts), which remains
 * the exact rule for uploads; this bounds what any other page's form reader would hold.
 */
export const MULTIPART_BODY_LIMIT_BYTES = 64 * 1024 * 1024;

export const FORM_TOO_LARGE_MESSAGE = "This form is too large to send.";
export const LENGTH_REQUIRED_MESSAGE =
  "A form must say how long it is (Content-Length), as browsers do.";

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers["content-length"];
  if (headers["transfer-encoding"] !== undefined) return true;
  return length !== undefined && length !== "0";
}

export function formBodiesOnly(): RequestHandler {
  return (req, res, next) => {
    if (!CHANGES_STATE.has(req.method) || req.path.startsWith("/api/") || !hasBody(req.headers)) {
      return next();
    }
    const contentType = req.headers["content-type"] ?? "";
    const [mediaType = "", ...parameters] = contentType.split(";").map((part) => part.trim());
    if (!FORM_TYPES.has(mediaType.toLowerCase())) {
      res.status(415).type("text/plain").send(UNSUPPORTED_BODY_MESSAGE);
      return;
    }
    const multipart = mediaType.toLowerCase() === "multipart/form-data";
    if (multipart && !parameters.some((parameter) => /^boundary=.+/i.test(parameter))) {
      res.status(400).type("text/plain").send(MISSING_BOUNDARY_MESSAGE);
      return;
    }
    // Page actions read the whole form into memory (the photo reader streams, but stops at its
    // own limit), so the size is checked here, from the header, before a byte is read. Browsers
    // always send Content-Length with a form; a body without one is not a browser's form.
    const declared = req.headers["content-length"];
    if (declared === undefined) {
      res.status(411).type("text/plain").send(LENGTH_REQUIRED_MESSAGE);
      return;
    }
    if (Number(declared) > (multipart ? MULTIPART_BODY_LIMIT_BYTES : FORM_BODY_LIMIT_BYTES)) {
      // Closed after the answer: the body is not read.
      res.setHeader("Connection", "close");
      res.status(413).type("text/plain").send(FORM_TOO_LARGE_MESSAGE);
      return;
    }
    next();
  };
}
