// A plain form on a static page, on its way (decision 0105): the button that sent it says so in
// its data-submitting words ("Saving…") and the form's submit buttons are held, so the form is
// not sent twice (an admin's Approve and Reject, decision 0109). The words replace the button's
// own and leave its icon. Registered after any checks of the form, so a form they stopped is
// left as it is.

/** The button's words: its last text that is not blank, beside any icon. */
function wordsOf(button: HTMLButtonElement): Text | undefined {
  return [...button.childNodes].findLast(
    (node): node is Text => node.nodeType === Node.TEXT_NODE && node.textContent?.trim() !== "",
  );
}

export function enhanceSubmitBusy(form: HTMLFormElement): () => void {
  let held: {
    button: HTMLButtonElement;
    buttons: HTMLButtonElement[];
    words: Text | undefined;
    idle: string;
  } | null = null;
  const onSubmit = (event: SubmitEvent) => {
    const button = event.submitter;
    if (event.defaultPrevented || !(button instanceof HTMLButtonElement)) return;
    const busy = button.dataset.submitting;
    if (!busy) return;
    const words = wordsOf(button);
    const buttons = [...form.elements].filter(
      (element): element is HTMLButtonElement =>
        element instanceof HTMLButtonElement && element.type === "submit" && !element.disabled,
    );
    held = { button, buttons, words, idle: words?.data ?? button.textContent ?? "" };
    // A named button's value must still be sent: held after this turn, once the form has its data.
    setTimeout(() => {
      for (const each of buttons) each.disabled = true;
      if (words) words.data = busy;
      else button.textContent = busy;
    });
  };
  // Back to the page after sending (the back-forward cache): the buttons work again.
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted || !held) return;
    for (const each of held.buttons) each.disabled = false;
    if (held.words) held.words.data = held.idle;
    else held.button.textContent = held.idle;
    held = null;
  };
  form.addEventListener("submit", onSubmit);
  window.addEventListener("pageshow", onPageShow);
  return () => {
    form.removeEventListener("submit", onSubmit);
    window.removeEventListener("pageshow", onPageShow);
  };
}
