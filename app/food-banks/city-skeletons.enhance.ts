// A city's food banks (/food-banks/{city}) without React, the page being static (decisions 0057
// and 0059): pressing a nearby city shows six skeleton cards and the loading words while that
// city's page loads (specification part 2 §9), as React's page does on a client navigation. The
// list is only hidden, so that Back from the next page, shown from the browser's memory, finds it
// as it was.

/** Wires the nearby cities' links of the page under `root`; does nothing on another page. */
export function enhanceCitySkeletons(root: Document): void {
  const results = root.querySelector<HTMLElement>("[data-food-bank-results]");
  const announcer = root.querySelector<HTMLElement>("[data-food-bank-status]");
  const skeletons = root.querySelector<HTMLTemplateElement>("template[data-food-bank-skeletons]");
  const nearby = root.querySelector<HTMLElement>("[data-nearby-cities]");
  if (!results || !announcer || !skeletons || !nearby) return;
  const announced = [...announcer.childNodes];
  let placeholder: Node | undefined;

  nearby.addEventListener("click", (event) => {
    const opensHere =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!opensHere || event.defaultPrevented || !link || placeholder) return;
    placeholder = skeletons.content.firstElementChild?.cloneNode(true);
    if (!placeholder) return;
    results.hidden = true;
    results.before(placeholder);
    const loading = root.createElement("p");
    loading.className = "font-semibold";
    loading.textContent = announcer.dataset.loading ?? "";
    announcer.replaceChildren(loading);
    announcer.setAttribute("aria-busy", "true");
  });

  root.defaultView?.addEventListener("pageshow", (event) => {
    if (!event.persisted || !placeholder) return;
    placeholder.parentNode?.removeChild(placeholder);
    placeholder = undefined;
    results.hidden = false;
    announcer.replaceChildren(...announced);
    announcer.setAttribute("aria-busy", "false");
  });
}
