// The header's menus on a static page (decision 0117): the WAI "disclosure navigation" pattern
// that React ran while pages hydrated. Without JavaScript, CSS opens a menu on hover and on
// keyboard focus (nav-menu.tsx); once this runs, the menu's button says whether it is open, opens
// on hover, click, Enter or Space, the arrow keys, Home and End move through its links, and
// Escape closes it and returns focus to the button.

/** Before a hover ends a menu, so the pointer can cross the gap to its panel. */
const CLOSE_DELAY_MS = 150;

/** The classes that open a menu by CSS alone; the script takes over from them. */
const CSS_FALLBACK = ["group-focus-within:block", "group-hover:block"];

function enhanceNavMenu(
  group: HTMLElement,
  closeOthers: (except: HTMLElement) => void,
): () => void {
  const trigger = group.querySelector<HTMLButtonElement>("button[aria-controls]");
  const panel = trigger && document.getElementById(trigger.getAttribute("aria-controls") ?? "");
  if (!trigger || !panel) return () => {};
  panel.classList.remove(...CSS_FALLBACK);
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  // A mouse click arrives just after the hover that opened the menu; it must not close it.
  let openedByHover = false;

  const isOpen = () => trigger.getAttribute("aria-expanded") === "true";
  const setOpen = (open: boolean) => {
    if (open) closeOthers(group);
    trigger.setAttribute("aria-expanded", String(open));
    panel.classList.toggle("hidden", !open);
    panel.classList.toggle("block", open);
    trigger.querySelector("svg")?.classList.toggle("rotate-180", open);
  };
  const links = () => Array.from(panel.querySelectorAll<HTMLAnchorElement>("a"));
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  group.addEventListener("pointerenter", (event) => {
    if (event.pointerType !== "mouse") return;
    clearTimeout(closeTimer);
    if (!isOpen()) openedByHover = true;
    setOpen(true);
  });
  group.addEventListener("pointerleave", (event) => {
    if (event.pointerType !== "mouse") return;
    closeTimer = setTimeout(() => {
      openedByHover = false;
      setOpen(false);
    }, CLOSE_DELAY_MS);
  });
  group.addEventListener("focusout", (event) => {
    if (!group.contains(event.relatedTarget as Node | null)) setOpen(false);
  });
  trigger.addEventListener("click", () => {
    if (openedByHover) {
      openedByHover = false;
      setOpen(true);
    } else {
      setOpen(!isOpen());
    }
  });
  trigger.addEventListener("keydown", (event) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      focusLink(0);
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  });
  panel.addEventListener("keydown", (event) => {
    const current = links().indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: -1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusLink(moves[event.key] ?? 0);
    } else if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
      trigger.focus();
    }
  });
  return () => setOpen(false);
}

/** Every header menu under `root` (`[data-nav-menu]`); opening one closes the others. */
export function enhanceNavMenus(root: ParentNode): void {
  const closers = new Map<HTMLElement, () => void>();
  const closeOthers = (except: HTMLElement) => {
    for (const [group, close] of closers) if (group !== except) close();
  };
  for (const group of root.querySelectorAll<HTMLElement>("[data-nav-menu]")) {
    closers.set(group, enhanceNavMenu(group, closeOthers));
  }
}
