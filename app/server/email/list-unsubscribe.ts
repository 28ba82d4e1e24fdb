// The headers that let a mail provider show its own "Unsubscribe" button and act on it with one
// POST, without opening a page (RFC 2369 List-Unsubscribe, RFC 8058 one-click). Every
// notification email carries both, pointing at a signed link that turns that kind of email off;
// server/same-origin-writes.ts lets that POST through when, and only when, its signature holds.
// No mailto: Glut has no mailbox that reads unsubscribe requests.

export const ONE_CLICK_BODY = "List-Unsubscribe=One-Click";

export function listUnsubscribeHeaders(signedUrl: string): Record<string, string> {
  if (!signedUrl.startsWith("https://") && !signedUrl.startsWith("http://")) {
    throw new Error("List-Unsubscribe needs an absolute http(s) link");
  }
  return {
    "List-Unsubscribe": `<${signedUrl}>`,
    "List-Unsubscribe-Post": ONE_CLICK_BODY,
  };
}
