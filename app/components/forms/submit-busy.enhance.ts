// A plain form on a static page, on its way (decision 0105): the button that sent it says so in
// its data-submitting words ("Saving…") and is held, so the form is not sent twice. Registered
// after any checks of the form, so a form they stopped is left as it is.

export function enhanceSubmitBusy(form: HTMLFormElement): () => void {
  let held: { button: HTMLButtonElement; idle: string } | null = null;
  const onSubmit = (event: SubmitEvent) => {
    const button = event.submitter;
    if (event.defaultPrevented || !(button instanceof HTMLButtonElement)) return;
    if (!button.dataset.submitting) return;
    held = { button, idle: button.textContent ?? "" };
    // A named button's value must still be sent: held after this turn, once the form has its data.
    setTimeout(() => {
      button.disabled = true;
      button.textContent = button.dataset.submitting ?? "";
    });
  };
  // Back to the page after sending (the back-forward cache): the button works again.
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted || !held) return;
    held.button.disabled = false;
    held.button.textContent = held.idle;
    held = null;
  };
  form.addEventListener("submit", onSubmit);
  window.addEventListener("pageshow", onPageShow);
  return () => {
    form.removeEventListener("submit", onSubmit);
    window.removeEventListener("pageshow", onPageShow);
  };
}
