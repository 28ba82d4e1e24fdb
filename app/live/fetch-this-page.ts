// A static page's live script fetching its own address again, to take the changed part from the
// answer (a conversation's thread, a handover's body). Never from the browser's cache.

/**
 * The page at the current address, parsed; null when the answer is not the page itself (signed
 * out meanwhile, or refused: the member's own reload shows why). Throws when offline.
 */
export async function fetchThisPage(): Promise<Document | null> {
  const response = await fetch(location.pathname + location.search, {
    headers: { Accept: "text/html" },
    cache: "no-store",
  });
  if (!response.ok || response.redirected) return null;
  return new DOMParser().parseFromString(await response.text(), "text/html");
}
