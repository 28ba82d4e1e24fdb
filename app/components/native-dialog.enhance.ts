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
