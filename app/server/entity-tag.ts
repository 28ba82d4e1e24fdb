// Entity tags (RFC 9110 §8.8.3) for bodies that stay the same until their data changes: the
// response cache's pages and the planting calendar feed. Imports only Node, so the Express server
// (run by Node as it is) can import it too.
import { createHash } from "node:crypto";

/** A weak validator from the body's bytes. */
export function entityTagOf(body: string | Uint8Array): string {
  return `W/"${createHash("sha1").update(body).digest("base64url")}"`;
}

/** Whether an If-None-Match header names `etag` (weakly, as GET and HEAD compare), or is `*`. */
export function matchesEntityTag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.replace(/^W\//, "");
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim())
    .some((tag) => tag === "*" || opaque(tag) === opaque(etag));
}
