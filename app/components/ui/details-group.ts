// One open item at a time in a group of <details> sharing a name, for browsers that do not group
// them by `name` yet. Plain DOM, so a static page's inline script can use it without React.

/** Closes the other open items of `opened`'s group, if it has just opened. */
export function closeOtherDetails(opened: HTMLDetailsElement) {
  if (!opened.open) return;
  const group = opened.parentElement;
  if (!group) return;
  for (const item of group.querySelectorAll<HTMLDetailsElement>(":scope > details[open]")) {
    if (item !== opened && item.getAttribute("name") === opened.getAttribute("name")) {
      item.open = false;
    }
  }
}

/** Keeps one item open at a time in the group `root` (a DetailsAccordion); returns what undoes it. */
export function enhanceDetailsGroup(root: HTMLElement): () => void {
  // toggle does not bubble: listen in the capture phase.
  const onToggle = (event: Event) => {
    if (event.target instanceof HTMLDetailsElement && event.target.parentElement === root) {
      closeOtherDetails(event.target);
    }
  };
  root.addEventListener("toggle", onToggle, true);
  return () => root.removeEventListener("toggle", onToggle, true);
}
