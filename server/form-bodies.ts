import type { RequestHandler } from "express";

// The pages' actions read forms, and only forms: a browser sends them urlencoded or multipart.
// Anything else sent to a page (JSON, text/plain, a multipart body with no boundary) is refused
// here, before the app tries to read it, with a short message instead of a 500. The API routes
// under /api/ (the auth library's endpoints, the signed Stripe webhook) read their own bodies.

const CHANGES_STATE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export const UNSUPPORTED_BODY_MESSAGE =
  "This address takes a form (application/x-www-form-urlencoded or multipart/form-data).";
export const MISSING_BOUNDARY_MESSAGE = "The multipart form has no boundary, so it cannot be read.";

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
    if (
      mediaType.toLowerCase() === "multipart/form-data" &&
      !parameters.some((parameter) => /^boundary=.+/i.test(parameter))
    ) {
      res.status(400).type("text/plain").send(MISSING_BOUNDARY_MESSAGE);
      return;
    }
    next();
  };
}
