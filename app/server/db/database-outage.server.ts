import { englishFrom } from "~/i18n/english";
import enCommon from "~/i18n/locales/en/common";
import type { Translate } from "~/i18n/messages";

/**
 * How a request that could not reach PostgreSQL is answered: 503 with Retry-After rather than
 * 500, so a person is told to try again shortly, a balancer or monitor sees an outage rather than a
 * bug, and nothing the request would have written was written (its transaction never started or
 * was rolled back by the server's going away).
 */

/** The page's words when no translator is given (`common`, as the root ErrorBoundary's). */
const english: Translate = /* @__PURE__ */ englishFrom(enCommon);

/** Seconds a client is asked to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// Errors from node-postgres and the server when the connection is refused, cut or not yet
// accepted: socket errors, then SQLSTATE classes 08 (connection exception) and 57P0x (the
// server shutting down, crashed or starting up), and 57014: a statement cancelled, as
// DATABASE_STATEMENT_TIMEOUT_MS does, and rolled back with its transaction.
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "57P01",
  "57P02",
  "57P03",
  "57014",
]);

// node-postgres reports a connection that ends mid-query by message, with no code.
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /Client has encountered a connection error and is not queryable/i,
  /timeout exceeded when trying to connect/i,
  // The client's own limit on a server that does not answer at all (a hang, not a refusal).
  /Query read timeout/i,
];

/** True when the error, or an error it wraps (Drizzle wraps the driver's), says so. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
    if (
      UNAVAILABLE_MESSAGES.some((pattern) =>
        pattern.test(current instanceof Error ? current.message : ""),
      )
    ) {
      return true;
    }
    // AggregateError: node tries each address of "localhost" in turn.
    const inner = (current as { errors?: unknown }).errors;
    if (Array.isArray(inner) && inner.some(isDatabaseUnavailable)) return true;
    current = current.cause;
  }
  return false;
}

/**
 * What the page says (the root ErrorBoundary shows a 503's message). A page read is simply tried
 * again; something sent may have been committed before the connection went (decision 0078), so
 * the member is told to look before sending it again, never that it was not saved. A create
 * action that met the outage names its own place to look (`unknownOutcome` in its data), and
 * those words win when the page's loaders cannot reach the database either.
 */
export function databaseOutageMessage(
  method: string,
  actionData?: Readonly<Record<string, unknown>> | null,
  t: Translate = english,
): string {
  for (const value of Object.values(actionData ?? {})) {
    const words = (value as { unknownOutcome?: unknown } | null)?.unknownOutcome;
    if (typeof words === "string") return words;
  }
  const reading = method.toUpperCase() === "GET" || method.toUpperCase() === "HEAD";
  return t(reading ? "errors.outageRead" : "errors.outageSent");
}

const requestsThatMetAnOutage = new WeakSet<Request>();

/** Called with every error React Router reports for a request (entry.server's handleError). */
export function noteRequestError(request: Request, error: unknown): void {
  if (isDatabaseUnavailable(error)) requestsThatMetAnOutage.add(request);
}

/** True when a loader or action of this request failed because the database was unreachable. */
export function metDatabaseOutage(request: Request): boolean {
  return requestsThatMetAnOutage.has(request);
}

/** The headers every answer to such a request carries. */
export function outageHeaders(headers: Headers): void {
  headers.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
  headers.set("Cache-Control", "no-store");
}
