// The listing form on a static page (decision 0108), doing what React's ListingForm does on a
// hydrated one: the button held until the required fields are filled in, "Available until"
// filled for fresh produce while it is empty, the photo picker (photo-picker.enhance.ts), and the
// form sent with XMLHttpRequest so a progress bar follows the upload. The server's answer is then
// followed as a plain post's would be: its redirect (the next page shows its message), or its
// errors under the fields and above the form, with everything typed and chosen still there.
// Registered after the form's checks (form-checks.enhance.ts): a form they stopped is not sent.
import { controlOf, showFieldMessage } from "~/components/forms/form-checks.enhance";
import { SubmissionNetworkError, submitWithProgress } from "~/components/submit-with-progress";
import type { XhrSubmissionToast } from "~/components/xhr-submission";
import { englishFrom } from "~/i18n/english";
import type { Catalogue } from "~/i18n/messages";
import { defaultAvailableUntil, ukToday } from "./listing-expiry";
import { type ListingFormActionData, missingListingFields } from "./listing-form-text";
import { enhancePhotoPicker } from "./photo-picker.enhance";
import { uploadPercent } from "./upload-state";

export function enhanceListingForm(form: HTMLFormElement): () => void {
  // The page's own words (`myListings`, in its language), which the server put on the form;
  // none of them has plural forms, so the catalogue's plain reader serves.
  // The refusals' words name their namespace (`myListings:photos.refusals.…`), so it is named.
  const words = JSON.parse(form.dataset.words ?? "{}") as Catalogue;
  const t = englishFrom(words, { myListings: words });
  const submit = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const fillIn = form.querySelector<HTMLElement>("[data-fill-in]");
  const progress = form.querySelector<HTMLElement>("[data-upload-progress]");
  const errorsBox = form.parentElement?.querySelector<HTMLElement>("[data-form-errors]");
  const errorModel = form.parentElement?.querySelector<HTMLTemplateElement>(
    "template[data-form-error]",
  );
  const picker = form.querySelector<HTMLElement>("[data-photo-picker]");
  const stopPicker = picker ? enhancePhotoPicker(picker, t) : undefined;
  const idleLabel = submit?.textContent ?? "";
  let sending = false;

  const checkReady = () => {
    const values = Object.fromEntries(new FormData(form));
    const ready = missingListingFields(values).length === 0;
    if (submit && !sending) submit.disabled = !ready;
    if (fillIn) fillIn.hidden = ready;
  };

  // Creating: the day this form filled in itself, so a later choice can take it back.
  let autoFilled = form.dataset.prefillUntil ?? null;
  const onCategory = (event: Event) => {
    const category = event.target as HTMLSelectElement;
    const until = controlOf(form, "availableUntil");
    if (form.dataset.prefillUntil === undefined || category.name !== "category" || !until) return;
    if (until.value !== "" && until.value !== autoFilled) return;
    autoFilled = defaultAvailableUntil(category.value, ukToday(new Date()));
    until.value = autoFilled ?? "";
  };

  const showProgress = (percent: number | null, words: string) => {
    if (!progress) return;
    progress.classList.toggle("sr-only", percent === null);
    for (const part of progress.querySelectorAll<HTMLElement>("label, progress")) {
      part.hidden = percent === null;
    }
    const bar = progress.querySelector("progress");
    if (bar && percent !== null) bar.value = percent;
    const said = progress.querySelector("[aria-live]");
    if (said) said.textContent = words;
  };

  const showFormErrors = (messages: string[]) => {
    if (!errorsBox) return null;
    errorsBox.replaceChildren();
    if (messages.length === 0 || !errorModel) return null;
    const alert = errorModel.content.firstElementChild?.cloneNode(true) as HTMLElement;
    const text = alert.querySelector("[data-message]");
    if (text) text.textContent = messages.join(" ");
    alert.tabIndex = -1;
    errorsBox.append(alert);
    return alert;
  };

  const showAnswer = (answer: ListingFormActionData, toast: XhrSubmissionToast | undefined) => {
    const errors = answer.result.error ?? {};
    let first: HTMLElement | null = null;
    for (const element of form.elements) {
      const control = element as HTMLInputElement;
      if (!control.name || control.type === "radio" || control.type === "file") continue;
      const message = errors[control.name]?.join(" ") || undefined;
      if (!message && control.getAttribute("aria-invalid") !== "true") continue;
      const named = controlOf(form, control.name);
      if (named !== control) continue;
      showFieldMessage(form, control, message);
      if (message && !first) first = control;
    }
    const messages = [...(errors[""] ?? [])];
    // The message the server would have shown on its page, unless the form already says it.
    const toastWords = toast ? (toast.description ?? toast.title) : "";
    if (toast && !messages.some((message) => message.includes(toastWords))) {
      messages.unshift(toast.description ? `${toast.title}: ${toast.description}` : toast.title);
    }
    const alert = showFormErrors(messages);
    (first ?? alert)?.focus();
  };

  const done = () => {
    sending = false;
    showProgress(null, "");
    if (submit) submit.textContent = idleLabel;
    checkReady();
  };

  const send = async (body: FormData) => {
    sending = true;
    if (submit) {
      submit.disabled = true;
      submit.textContent = submit.dataset.submitting ?? idleLabel;
    }
    showFormErrors([]);
    showProgress(0, t("form.uploading", { percent: 0 }));
    try {
      const reply = await submitWithProgress(form.getAttribute("action") ?? "", body, {
        onProgress: (loaded, total) => {
          const percent = uploadPercent(loaded, total);
          showProgress(percent, t("form.uploading", { percent }));
        },
        onSent: () => showProgress(100, t("form.saving")),
      });
      if (reply.type === "redirect") {
        window.location.assign(reply.location);
        return;
      }
      done();
      if (reply.type === "data") showAnswer(reply.data as ListingFormActionData, reply.toast);
      else showFormErrors([reply.message || t("forms.unexpected")])?.focus();
    } catch (error) {
      done();
      showFormErrors([
        t(error instanceof SubmissionNetworkError ? "forms.network" : "forms.unexpected"),
      ])?.focus();
    }
  };

  const onSubmit = (event: SubmitEvent) => {
    if (event.defaultPrevented || sending) return;
    event.preventDefault();
    void send(new FormData(form));
  };
  // Back to the page after it was sent (the back-forward cache): the form can be sent again.
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted && sending) done();
  };

  form.addEventListener("input", checkReady);
  form.addEventListener("change", checkReady);
  form.addEventListener("change", onCategory);
  form.addEventListener("submit", onSubmit);
  window.addEventListener("pageshow", onPageShow);
  checkReady();
  return () => {
    stopPicker?.();
    form.removeEventListener("input", checkReady);
    form.removeEventListener("change", checkReady);
    form.removeEventListener("change", onCategory);
    form.removeEventListener("submit", onSubmit);
    window.removeEventListener("pageshow", onPageShow);
  };
}
