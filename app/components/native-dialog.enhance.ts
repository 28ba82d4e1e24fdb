// A static page's native dialog (native-dialog.tsx, decisions 0099, 0107), opened by the button
// the server sent hidden beside it: shown, it opens the dialog with showModal() and puts focus on
// its first field; however the dialog closes (Escape, the X, a Cancel, the backdrop), focus goes
// back to the button.

const FIELDS = "textarea, select, input:not([type=hidden]), button";

/** Opens the dialog with its first field focused, or `focus` when given (a field to correct). */
export function openNativeDialog(dialog: HTMLDialogElement, focus?: HTMLElement | null): void {
  dialog.showModal();
  (focus ?? dialog.querySelector<HTMLElement>(FIELDS))?.focus();
}

export function enhanceNativeDialog(opener: HTMLButtonElement, dialog: HTMLDialogElement): void {
  opener.hidden = false;
  opener.addEventListener("click", () => openNativeDialog(dialog));
  dialog.addEventListener("close", () => opener.focus());
  // The box fills the dialog, so a click on the dialog itself landed on its backdrop.
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) dialog.close();
  });
}

/**
 * Every `button[data-opens-dialog]` on the page: its dialog's contents, when the server sent them
 * as part of the page (`data-dialog-content`, all there is without JavaScript), move into the
 * dialog before its close button; a Cancel for it (`form="{id}-close"`) shows; what stood for the
 * dialog without JavaScript (`data-replaced-by`: a link to the contents, their section) is hidden;
 * and a refused post (`data-open-at-load`) opens it again at the field to correct.
 */
export function enhanceDialogOpeners(): void {
  for (const opener of document.querySelectorAll<HTMLButtonElement>("button[data-opens-dialog]")) {
    const id = opener.dataset.opensDialog ?? "";
    const dialog = document.getElementById(id);
    const close = document.getElementById(`${id}-close`);
    if (!(dialog instanceof HTMLDialogElement) || !close) continue;
    const content = document.querySelector<HTMLElement>(`[data-dialog-content="${id}"]`);
    if (content) close.before(content);
    for (const cancel of dialog.querySelectorAll<HTMLElement>(`[form="${id}-close"]`)) {
      cancel.hidden = false;
    }
    for (const replaced of document.querySelectorAll<HTMLElement>(`[data-replaced-by="${id}"]`)) {
      replaced.hidden = true;
    }
    enhanceNativeDialog(opener, dialog);
    if (dialog.dataset.openAtLoad !== undefined) {
      openNativeDialog(dialog, dialog.querySelector<HTMLElement>("[aria-invalid=true]"));
    }
  }
}
