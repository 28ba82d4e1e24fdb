// Skeleton cards while the next page of a list loads, on a static page (decisions 0102, 0104):
// what React's page draws from the router's navigation state after a client navigation, done for
// a document load. A city's food banks shows them on a press on a nearby city; /listings on a
// search, a page link or a tab that reloads its own list. The list is only hidden, so that Back
// from the next page, shown from the browser's memory, finds it as it was.
//
// The page marks what it shows: `[data-skeletons-results]` (the list, hidden while loading),
// `[data-skeletons-status]` (the polite status line, whose `data-loading` words replace it),
// `template[data-skeletons]` (the cards) and `[data-skeletons-trigger]` (what loads another list:
// the links in it, and it or the GET forms in it). A trigger's `data-skeletons-path` keeps only
// the links and forms going to that path (/listings, not a listing's own page).

function opensHere(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function goesTo(trigger: Element, address: string): boolean {
  const path = trigger.getAttribute("data-skeletons-path");
  return !path || new URL(address, document.baseURI).pathname === path;
}

/** Wires the page under `root`; does nothing on a page without the marks. */
export function enhanceLoadingSkeletons(root: Document): void {
  const results = root.querySelector<HTMLElement>("[data-skeletons-results]");
  const announcer = root.querySelector<HTMLElement>("[data-skeletons-status]");
  const skeletons = root.querySelector<HTMLTemplateElement>("template[data-skeletons]");
  if (!results || !announcer || !skeletons) return;
  const announced = [...announcer.childNodes];
  const busy = announcer.getAttribute("aria-busy");
  let placeholder: Node | undefined;

  const show = () => {
    if (placeholder) return;
    placeholder = skeletons.content.firstElementChild?.cloneNode(true);
    if (!placeholder) return;
    results.hidden = true;
    results.before(placeholder);
    const loading = root.createElement("p");
    loading.className = "font-semibold";
    loading.textContent = announcer.dataset.loading ?? "";
    announcer.replaceChildren(loading);
    announcer.setAttribute("aria-busy", "true");
  };

  root.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    const trigger = link?.closest("[data-skeletons-trigger]");
    if (!link || !trigger || !opensHere(event) || event.defaultPrevented) return;
    if (link.getAttribute("target") || link.hasAttribute("download")) return;
    if (goesTo(trigger, link.getAttribute("href") ?? "")) show();
  });

  root.addEventListener("submit", (event) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    const trigger = form?.closest("[data-skeletons-trigger]");
    if (!form || !trigger || event.defaultPrevented || form.method !== "get") return;
    if (goesTo(trigger, form.action)) show();
  });

  root.defaultView?.addEventListener("pageshow", (event) => {
    if (!event.persisted || !placeholder) return;
    placeholder.parentNode?.removeChild(placeholder);
    placeholder = undefined;
    results.hidden = false;
    announcer.replaceChildren(...announced);
    if (busy === null) announcer.removeAttribute("aria-busy");
    else announcer.setAttribute("aria-busy", busy);
  });
}
