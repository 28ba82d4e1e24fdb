// Sent inline at the end of /account as a static page (server/inline-scripts.ts, decision 0107):
// what React did there on a document load. The forms are checked from their schemas, say so on
// their way, and the delete form moves into its dialog, opened by the button beside it.
import { enhanceFormChecks } from "~/components/forms/form-checks.enhance";
import { enhanceSubmitBusy } from "~/components/forms/submit-busy.enhance";
import { enhanceNativeDialog, openNativeDialog } from "~/components/native-dialog.enhance";

for (const form of document.querySelectorAll<HTMLFormElement>("main form[method=post]")) {
  // The checks first, so a form they stop is not held as if on its way.
  if (form.dataset.checks) enhanceFormChecks(form);
  enhanceSubmitBusy(form);
}
for (const opener of document.querySelectorAll<HTMLButtonElement>("button[data-opens-dialog]")) {
  const id = opener.dataset.opensDialog ?? "";
  const dialog = document.getElementById(id);
  const content = document.querySelector<HTMLElement>(`[data-dialog-content="${id}"]`);
  const close = document.getElementById(`${id}-close`);
  if (!(dialog instanceof HTMLDialogElement) || !content || !close) continue;
  // The form goes where a dialog's contents go, before its close button; its Cancel shows.
  close.before(content);
  for (const cancel of content.querySelectorAll<HTMLElement>(`[form="${id}-close"]`)) {
    cancel.hidden = false;
  }
  enhanceNativeDialog(opener, dialog);
  // A refused post: the dialog again, at the field to correct.
  if (dialog.dataset.openAtLoad !== undefined) {
    openNativeDialog(dialog, content.querySelector<HTMLElement>("[aria-invalid=true]"));
  }
}
