// A static conversation's live thread (decision 0110): what React's revalidation did there, done
// on the page the server sent. live-client.js re-sends each stream event as a `glut:live` window
// event; when a message of this conversation arrives, and every 20 seconds while the page is
// visible and the stream is not open, the page is fetched again (which marks it read, as any
// look at it does) and its thread brought up to date message by message: new ones are added,
// changed ones (hidden by a moderator) replaced, and one the member is busy with (a report form
// open, focus inside) left as it is. The message box is outside the thread: what is typed stays.
import { fetchThisPage } from "~/live/fetch-this-page";

/** How often an open conversation looks for new messages while the stream is not open. */
export const CONVERSATION_POLL_MS = 20_000;

/** The thread a live refresh brings up to date; its messages are its children with an id. */
export const LIVE_THREAD = { "data-live-thread": "" } as const;

const threadIn = (root: ParentNode) => root.querySelector<HTMLElement>("[data-live-thread]");

/** Someone is in the middle of something in this message: a report disclosure open, focus in. */
function busy(item: Element): boolean {
  if (item.querySelector("details[open]")) return true;
  const focused = document.activeElement;
  return !!focused && item.contains(focused);
}

/**
 * Brings `shown` up to what `fresh` has: messages added before the thread's last child (the end
 * marker), changed ones replaced, gone ones removed, none the member is busy with touched.
 * Returns the elements put in, for the page's forms to be wired.
 */
export function mergeThread(shown: HTMLElement, fresh: Element): Element[] {
  const added: Element[] = [];
  const freshIds = new Set<string>();
  const end = shown.lastElementChild?.id ? null : shown.lastElementChild;
  for (const item of Array.from(fresh.children)) {
    if (!item.id) continue;
    freshIds.add(item.id);
    const old = Array.from(shown.children).find((child) => child.id === item.id);
    if (old && (old.textContent === item.textContent || busy(old))) continue;
    const put = document.importNode(item, true);
    if (old) old.replaceWith(put);
    else shown.insertBefore(put, end);
    added.push(put);
  }
  for (const child of Array.from(shown.children)) {
    if (child.id && !freshIds.has(child.id) && !busy(child)) child.remove();
  }
  return added;
}

export function enhanceConversationLive(
  conversationId: string,
  wire: (added: Element[]) => void,
): () => void {
  // One fetch at a time; a message arriving during it asks for one more once it is in.
  let fetching = false;
  let again = false;
  const refresh = async (): Promise<void> => {
    if (fetching) {
      again = true;
      return;
    }
    fetching = true;
    try {
      const page = await fetchThisPage();
      if (!page) return;
      const fresh = threadIn(page);
      const shown = threadIn(document);
      if (!fresh || !shown) return;
      const added = mergeThread(shown, fresh);
      if (added.length === 0) return;
      wire(added);
      shown.lastElementChild?.scrollIntoView({ block: "nearest" });
    } catch {
      // Offline: the next message or look tries again.
    } finally {
      fetching = false;
      if (again) {
        again = false;
        void refresh();
      }
    }
  };

  const arrived = (event: Event) => {
    const live = (event as CustomEvent<{ type?: string; conversationId?: string }>).detail;
    if (live?.type === "message" && live.conversationId === conversationId) void refresh();
  };
  window.addEventListener("glut:live", arrived);
  const timer = window.setInterval(() => {
    const streamOpen = document.documentElement.dataset.live === "open";
    if (document.visibilityState === "visible" && !streamOpen && !fetching) void refresh();
  }, CONVERSATION_POLL_MS);
  return () => {
    window.removeEventListener("glut:live", arrived);
    window.clearInterval(timer);
  };
}
