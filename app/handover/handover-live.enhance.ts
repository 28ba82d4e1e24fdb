// A static handover page's live refresh (decision 0103), done on the page the server sent.
// live-client.js re-sends each stream event as a `glut:live` window event; when one concerns the
// page, the page is fetched again and its `[data-live-body]` replaced, unless the member is busy
// there (something typed, a disclosure opened, focus inside, or the page is a refused form's
// answer): then the status line says what changed and offers a link to refresh, and nothing they
// typed is touched.
import { fetchThisPage } from "~/live/fetch-this-page";
import { concernsHandoverPage, sayChange } from "./handover-live-changes";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A field whose value is no longer the one the page was sent with. */
function edited(field: Element): boolean {
  if (field instanceof HTMLInputElement) {
    if (field.type === "hidden") return false;
    if (field.type === "checkbox" || field.type === "radio")
      return field.checked !== field.defaultChecked;
    return field.value !== field.defaultValue;
  }
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
  if (field instanceof HTMLSelectElement) {
    const options = Array.from(field.options);
    const sent = Math.max(
      0,
      options.findIndex((option) => option.defaultSelected),
    );
    return field.multiple
      ? options.some((option) => option.selected !== option.defaultSelected)
      : field.selectedIndex !== sent;
  }
  return false;
}

function busyIn(body: HTMLElement, typedAnswer: boolean): boolean {
  if (typedAnswer) return true;
  const focused = document.activeElement;
  if (focused && focused !== document.body && body.contains(focused)) return true;
  if (body.querySelector("details[open]")) return true;
  return Array.from(body.querySelectorAll<Field>("input, textarea, select")).some(edited);
}

export function enhanceHandoverLive(root: HTMLElement): () => void {
  const status = root.querySelector<HTMLElement>("[data-live-status]");
  const words = status?.querySelector<HTMLElement>("[data-live-words]");
  const reload = status?.querySelector<HTMLAnchorElement>("[data-live-reload]");
  if (!status || !words || !reload) return () => {};
  const { liveHandover, liveUpdated = "", liveChanged = "", liveShown = "" } = root.dataset;
  const handoverId = liveHandover ? liveHandover : null;
  const typedAnswer = root.dataset.liveTyped !== undefined;
  let changes: Record<string, string> = {};
  try {
    changes = JSON.parse(root.dataset.liveChanges ?? "{}");
  } catch {
    // No words: the page still refreshes, saying nothing.
  }

  const say = (sentence: string, change: string, offerReload: boolean) => {
    words.textContent = sayChange(sentence, changes, change);
    reload.hidden = !offerReload;
    status.className = liveShown;
  };

  // One fetch at a time; a change during it is fetched again once it is in.
  let fetching = false;
  let next: string | null = null;
  const refresh = async (change: string): Promise<void> => {
    // Looked up now: the script runs where the status line is, before the body is parsed.
    const body = document.querySelector<HTMLElement>("[data-live-body]");
    if (!body || busyIn(body, typedAnswer)) return say(liveChanged, change, true);
    if (fetching) {
      next = change;
      return;
    }
    fetching = true;
    try {
      // Signed out meanwhile, or refused: said as changed; the member's own refresh shows why.
      const page = await fetchThisPage();
      if (!page) throw new Error("not the page");
      const fresh = page.querySelector("[data-live-body]");
      if (!fresh) throw new Error("no body");
      if (busyIn(body, typedAnswer)) return say(liveChanged, change, true);
      body.replaceChildren(
        ...Array.from(fresh.childNodes, (node) => document.importNode(node, true)),
      );
      say(liveUpdated, change, false);
    } catch {
      say(liveChanged, change, true);
    } finally {
      fetching = false;
      const again = next;
      next = null;
      if (again) void refresh(again);
    }
  };

  const arrived = (event: Event) => {
    const live = (
      event as CustomEvent<{ type: string; handoverId?: string | null; change?: string }>
    ).detail;
    if (!live || !concernsHandoverPage(live, handoverId)) return;
    void refresh(live.change ?? "");
  };
  window.addEventListener("glut:live", arrived);
  return () => window.removeEventListener("glut:live", arrived);
}
