// The contact form in the browser on its static page (decision 0066): the schema's checks
// (enhanceFormChecks), the message's live counter, the button held until every field has
// something in it, and, when a check stops the form because a field is empty, the
// specification's "All fields required" notice above it, as the server would answer.
import { enhanceCharacterCounter } from "~/components/character-counter.enhance";
import { enhanceFormChecks, formValues } from "~/components/forms/form-checks.enhance";

const FIELDS = ["name", "email", "message"] as const;

export function enhanceContactForm(form: HTMLFormElement): () => void {
  const submit = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const notice = form.parentElement?.querySelector<HTMLElement>("[data-required-notice]");
  const message = form.elements.namedItem("message");
  const counter = form.querySelector<HTMLElement>("[data-max]");
  const filled = () => {
    const values = formValues(form);
    return FIELDS.every((name) => String(values[name] ?? "").length > 0);
  };
  const update = () => {
    if (submit) submit.disabled = !filled();
  };
  // Registered after the checks' own listener, so a submission they stopped is already prevented.
  const onSubmit = (event: SubmitEvent) => {
    if (!notice || !event.defaultPrevented) return;
    const values = formValues(form);
    notice.hidden = !FIELDS.some((name) => String(values[name] ?? "").trim() === "");
  };
  const undoChecks = enhanceFormChecks(form);
  const undoCounter =
    message instanceof HTMLTextAreaElement && counter
      ? enhanceCharacterCounter(message, counter)
      : () => {};
  form.addEventListener("input", update);
  form.addEventListener("submit", onSubmit);
  update();
  return () => {
    undoChecks();
    undoCounter();
    form.removeEventListener("input", update);
    form.removeEventListener("submit", onSubmit);
  };
}
