// The listing page's dialogs on its static page (decision 0099): each Contact, Report and Block
// link becomes the button that opens its native <dialog> (listing-dialog.tsx); the forms inside
// are checked from their schema (decision 0066), the message's counter counts, and a form on its
// way says so. The forms post as plain forms and the server answers with the listing again, its
// notice at the top, so the dialog is closed and its text cleared.
import { enhanceCharacterCounter } from "~/components/character-counter.enhance";
import { enhanceFormChecks } from "~/components/forms/form-checks.enhance";
import { enhanceNativeDialog } from "~/components/native-dialog.enhance";

function enhanceDialog(opener: HTMLButtonElement, dialog: HTMLDialogElement) {
  document.querySelector<HTMLElement>(`[data-dialog-link="${dialog.id}"]`)?.remove();
  enhanceNativeDialog(opener, dialog);
  for (const form of dialog.querySelectorAll<HTMLFormElement>("form[method=post]")) {
    if (form.dataset.checks) enhanceFormChecks(form);
    const box = form.querySelector("textarea");
    const counter = form.querySelector<HTMLElement>("[data-max]");
    if (box && counter) enhanceCharacterCounter(box, counter);
    // A Cancel that closes the dialog (formmethod=dialog) is not the form's own button.
    const submit = form.querySelector<HTMLButtonElement>(
      "button[type=submit]:not([formmethod=dialog])",
    );
    const words = submit
      ? [...submit.childNodes].findLast((node) => node.nodeType === Node.TEXT_NODE)
      : undefined;
    const idle = words?.textContent ?? "";
    // The words the forms say while on their way, in the page's language (their buttons'
    // data-submitting: message-form.tsx, block-form.tsx, report-form.tsx), or the button's own
    // (a delete's "Deleting…", decision 0100).
    const busy = submit?.dataset.busy ?? submit?.dataset.submitting ?? "";
    // After the checks' own listener: a form they stopped is not on its way.
    // A Cancel (formmethod=dialog) submits the form too, to close the dialog: not on its way.
    form.addEventListener("submit", (event) => {
      const closing = event.submitter?.getAttribute("formmethod") === "dialog";
      if (event.defaultPrevented || !submit || closing) return;
      submit.disabled = true;
      if (words && busy) words.textContent = busy;
    });
    // Back to this page after sending (the back-forward cache): the button works again.
    window.addEventListener("pageshow", (event) => {
      if (!event.persisted || !submit) return;
      submit.disabled = false;
      if (words) words.textContent = idle;
    });
  }
}

/** Wires every dialog the listing page sent; once, as the page loads. */
export function enhanceListingDialogs(root: ParentNode): void {
  for (const opener of root.querySelectorAll<HTMLButtonElement>("button[data-opens-dialog]")) {
    const dialog = document.getElementById(opener.dataset.opensDialog ?? "");
    if (dialog instanceof HTMLDialogElement) enhanceDialog(opener, dialog);
  }
}
