import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
} from "~/server/db/database-outage.server";

// A create whose connection to the database was lost may or may not have committed: the server
// cannot tell, so it must not say "not saved" (decision 0078). The member is told where to look,
// and the form keeps its key, so sending the same form again cannot make a second copy. Each
// action words where to look in its own namespace, in the request's language (decision 0098).

/** True when a create failed in a way that leaves its commit unknown. */
export function isOutcomeUnknown(error: unknown): boolean {
  return isDatabaseUnavailable(error);
}

/** The answer's status and headers: 503, to be tried later, never cached. */
export function unknownOutcomeInit(headers?: HeadersInit): ResponseInit {
  const merged = new Headers(headers);
  merged.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
  merged.set("Cache-Control", "no-store");
  return { status: 503, headers: merged };
}

/**
 * Action data carrying this field name the 503 page's words when the page's loaders cannot reach
 * the database either (entry.server), so the member still reads where to check.
 */
export interface UnknownOutcomeData {
  unknownOutcome: string;
}
