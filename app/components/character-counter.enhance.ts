// A static page's character counter (decision 0066): the counter the server rendered under a
// text box (character-counter.tsx) follows what is typed, without React.
import { charactersLeftLabel, nearLimit } from "./characters-left";

/** Keeps `counter` (a CharacterCounter's element, with its data-max) counting `box`. */
export function enhanceCharacterCounter(
  box: HTMLTextAreaElement | HTMLInputElement,
  counter: HTMLElement,
): () => void {
  const max = Number(counter.dataset.max);
  if (!Number.isFinite(max)) return () => {};
  const update = () => {
    const near = nearLimit(box.value.length, max);
    counter.textContent = charactersLeftLabel(box.value.length, max);
    counter.setAttribute("aria-live", near ? "polite" : "off");
    counter.toggleAttribute("data-near", near);
  };
  box.addEventListener("input", update);
  update();
  return () => box.removeEventListener("input", update);
}
