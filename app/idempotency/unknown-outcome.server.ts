import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
} from "~/server/db/database-outage.server";

// A create whose connection to the database was lost may or may not have committed: the server
// cannot tell, so it must not say "not saved" (decision 0078). The member is told where to look,
// and the form keeps its key, so sending the same form again cannot make a second copy.

/** True when a create failed in a way that leaves its commit unknown. */
export function isOutcomeUnknown(error: unknown): boolean {
  return isDatabaseUnavailable(error);
}

/** Where the member can see whether it was saved. */
export interface CheckPlace {
  /** What was being created, as the member would say it: "reply", "listing". */
  what: string;
  /** The place to look, as a phrase: "the topic", "My Listings". */
  where: string;
}

export function unknownOutcomeMessage({ what, where }: CheckPlace): string {
  return `We could not confirm whether your ${what} was saved. Check ${where} before sending it again.`;
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
