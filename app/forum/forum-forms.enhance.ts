// The forum's forms on their static pages (decision 0099): a new topic and a reply are checked
// from their schema as a person leaves a field and sends (decision 0066), a title's counter
// follows what is typed, and a form on its way says so (its button's data-submitting) and cannot
// be sent twice.
import { enhanceCharacterCounter } from "~/components/character-counter.enhance";
import { enhanceFormChecks } from "~/components/forms/form-checks.enhance";

export function enhanceForumForm(form: HTMLFormElement): () => void {
  const undo = [enhanceFormChecks(form)];
  for (const counter of form.querySelectorAll<HTMLElement>("[data-max][id]")) {
    const box = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(
      `[aria-describedby~="${counter.id}"]`,
    );
    if (box) undo.push(enhanceCharacterCounter(box, counter));
  }
  const submit = form.querySelector<HTMLButtonElement>("button[type=submit][data-submitting]");
  const idle = submit?.textContent ?? "";
  // Registered after the checks' own listener, so a form they stopped is already prevented.
  const onSubmit = (event: SubmitEvent) => {
    if (event.defaultPrevented || !submit) return;
    submit.disabled = true;
    submit.textContent = submit.dataset.submitting ?? idle;
  };
  // Back to the page after sending (the back-forward cache): the button works again.
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted || !submit) return;
    submit.disabled = false;
    submit.textContent = idle;
  };
  form.addEventListener("submit", onSubmit);
  window.addEventListener("pageshow", onPageShow);
  return () => {
    for (const step of undo) step();
    form.removeEventListener("submit", onSubmit);
    window.removeEventListener("pageshow", onPageShow);
  };
}

/** A reply named by the address (#reply-…, where posting one lands) takes the focus. */
export function focusNamedReply(hash: string): void {
  if (!hash.startsWith("#reply-")) return;
  document.getElementById(decodeURIComponent(hash.slice(1)))?.focus();
}
