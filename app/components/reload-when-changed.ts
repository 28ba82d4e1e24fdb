// A static page looking at itself again (decisions 0105, 0109), in place of React's revalidation:
// it fetches its own address and, when a part of it says something else there, is loaded afresh,
// since what changed there may change more of the page than that part.

/**
 * Fetches this page again and, when the element `selector` finds there has other text than
 * `shown`, reloads the page and answers true. Offline or refused, it answers false: the next
 * look tries again.
 */
export async function reloadWhenChanged(selector: string, shown: string | null): Promise<boolean> {
  try {
    const response = await fetch(window.location.href, { headers: { Accept: "text/html" } });
    if (!response.ok) return false;
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    const fresh = page.querySelector(selector);
    if (!fresh || fresh.textContent === shown) return false;
    window.location.reload();
    return true;
  } catch {
    return false;
  }
}
