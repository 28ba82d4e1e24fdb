// Sent inline at the end of the static page for contacting a lister (server/inline-scripts.ts,
// decision 0111): the message's checks from its schema, its counter, and the button held with
// "Sending…" once the message is on its way, as React's form does.
import { enhanceCharacterCounter } from "~/components/character-counter.enhance";
import { enhanceFormChecks } from "~/components/forms/form-checks.enhance";
import { enhanceSubmitBusy } from "~/components/forms/submit-busy.enhance";

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-checks]")) {
  enhanceFormChecks(form);
  enhanceSubmitBusy(form);
  const box = form.querySelector("textarea");
  const counter = form.querySelector<HTMLElement>("[data-max]");
  if (box && counter) enhanceCharacterCounter(box, counter);
}
