// A static page's character counter (decision 0066): the counter the server rendered under a
// text box (character-counter.tsx) follows what is typed, without React.
import { type CharactersLeftWords, charactersLeftLabel, nearLimit } from "./characters-left";

/** Keeps `counter` (a CharacterCounter's element, with its data-max) counting `box`. */
export function enhanceCharacterCounter(
  box: HTMLTextAreaElement | HTMLInputElement,
  counter: HTMLElement,
): () => void {
  const max = Number(counter.dataset.max);
  if (!Number.isFinite(max)) return () => {};
  // The page's words when it gave them (a Welsh page), else the counter's English.
  const words = counter.dataset.words
    ? (JSON.parse(counter.dataset.words) as CharactersLeftWords)
    : undefined;
  const update = () => {
    const near = nearLimit(box.value.length, max);
    counter.textContent = charactersLeftLabel(box.value.length, max, words);
    counter.setAttribute("aria-live", near ? "polite" : "off");
    counter.toggleAttribute("data-near", near);
  };
  box.addEventListener("input", update);
  update();
  return () => box.removeEventListener("input", update);
}
