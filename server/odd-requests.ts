import type { RequestHandler } from "express";

// Requests no page can answer, refused at the door with a short message rather than let through
// to fail inside (issue 32: an outside fuzzer found each of these a 500).

/** The methods the app's pages answer (PUT, PATCH and DELETE reach actions, OPTIONS a 4xx). */
const ANSWERED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** What a page is for, as a 405's Allow header says it. */
export const ALLOWED_METHODS = "GET, HEAD, POST";
export const METHOD_NOT_ALLOWED_MESSAGE = "This address answers GET, HEAD and POST only.";

/**
 * TRACE and the WebDAV methods: the fetch API's Request refuses TRACE outright, which React
 * Router's adapter turned into a 500.
 */
export function answeredMethodsOnly(): RequestHandler {
  return (req, res, next) => {
    if (ANSWERED_METHODS.has(req.method)) return next();
    res.setHeader("Allow", ALLOWED_METHODS);
    res.status(405).type("text/plain").send(METHOD_NOT_ALLOWED_MESSAGE);
  };
}

export const NUL_IN_ADDRESS_MESSAGE =
  "This address contains a NUL character (%00), which no page on this site uses.";

/**
 * A NUL byte (%00) anywhere in the path or the query: PostgreSQL refuses U+0000 in text, so a
 * page reading the parameter failed with a 500. No address of ours carries one, and it is
 * refused here once rather than in every loader (forms are cleaned in readForm likewise).
 */
export function refuseNulInAddress(): RequestHandler {
  return (req, res, next) => {
    if (!/%00/i.test(req.originalUrl)) return next();
    res.status(400).type("text/plain").send(NUL_IN_ADDRESS_MESSAGE);
  };
}
