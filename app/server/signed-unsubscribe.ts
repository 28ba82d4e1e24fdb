// A signed one-click unsubscribe link, as a domain declares it, so that the same-origin guard
// (server/same-origin-writes.ts) can let a mail provider's RFC 8058 POST through to exactly
// these addresses, and only with a token that the domain itself signed (decision 0068).

export interface SignedUnsubscribeLink {
  /** The page's path, e.g. /forum/unsubscribe; its `token` parameter carries the signature. */
  path: string;
  isSigned(secret: string, token: string): boolean;
}

/** Whether a requested path and query is one of these links with a token that holds. */
export function isSignedUnsubscribeRequest(
  links: readonly SignedUnsubscribeLink[],
  secret: string,
  pathAndQuery: string,
): boolean {
  let url: URL;
  try {
    url = new URL(pathAndQuery, "http://glut.invalid");
  } catch {
    return false;
  }
  const link = links.find((candidate) => candidate.path === url.pathname);
  const tokens = url.searchParams.getAll("token");
  return link !== undefined && tokens.length === 1 && link.isSigned(secret, tokens[0] ?? "");
}
