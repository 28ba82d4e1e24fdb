// The earnings calculator on the static /community-partnership page (decision 0066): the figures
// follow what is typed, with the rules the server renders with (revenue-calculator.ts), and
// sending the form puts the reach in the address without loading the page again.
import { reachNoteText, reachNoteWordsFrom } from "./reach-notes";
import {
  describeReach,
  exampleRevenuePence,
  formatPounds,
  maximumRevenuePence,
} from "./revenue-calculator";

export function enhanceRevenueCalculator(section: HTMLElement): () => void {
  const input = section.querySelector<HTMLInputElement>("#reach");
  const form = input?.form;
  const note = section.querySelector<HTMLElement>("#reach-note");
  const maximum = section.querySelector("#maximum-revenue");
  const example = section.querySelector("#example-revenue");
  const ratePence = Number(section.dataset.ratePence);
  // The notes in the page's language, as the server worded them (reach-notes.ts).
  const words = reachNoteWordsFrom(section.dataset.reachNotes);
  const locale = document.documentElement.lang || "en-GB";
  if (!input || !form || !note || !maximum || !example || !Number.isFinite(ratePence)) {
    return () => {};
  }
  const update = () => {
    const { reach, note: kind } = describeReach(input.value);
    maximum.textContent = formatPounds(maximumRevenuePence(reach, ratePence));
    example.textContent = formatPounds(exampleRevenuePence(reach, ratePence));
    note.hidden = !kind;
    note.textContent = kind && words ? reachNoteText(words[kind], input.value, reach, locale) : "";
    input.setAttribute("aria-describedby", kind ? "reach-hint reach-note" : "reach-hint");
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    update();
    history.replaceState(history.state, "", `?${new URLSearchParams({ reach: input.value })}`);
  };
  input.addEventListener("input", update);
  form.addEventListener("submit", onSubmit);
  return () => {
    input.removeEventListener("input", update);
    form.removeEventListener("submit", onSubmit);
  };
}
