// The client check of a form on a static page (decision 0066): the form's checks
// (form-checks.ts, derived from its schema on the server) run as a person leaves a field and
// when they send the form. A form with a mistake is not sent: each message appears under its
// field, as the server would put it, the field is marked invalid and described by it, and the
// first such field takes the focus, so a screen reader reads its label and its message. A rule on
// the whole form (a note or a rating) says so where the server shows the form's errors, and the
// first of its fields takes the focus, described by that message (decision 0114).
import {
  type CheckedValues,
  checkedFields,
  type FormChecks,
  fieldMessage,
  formLevelMessages,
} from "./form-checks";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function formValues(form: HTMLFormElement): CheckedValues {
  const values: CheckedValues = {};
  for (const element of form.elements) {
    const control = element as Control;
    if (!control.name) continue;
    if (
      control instanceof HTMLInputElement &&
      (control.type === "checkbox" || control.type === "radio")
    ) {
      if (control.type === "checkbox") values[control.name] = control.checked;
      else if (control.checked) values[control.name] = control.value;
    } else if ("value" in control) {
      values[control.name] = control.value;
    }
  }
  return values;
}

export function controlOf(form: HTMLFormElement, name: string): Control | null {
  const found = form.elements.namedItem(name);
  return found instanceof HTMLInputElement ||
    found instanceof HTMLSelectElement ||
    found instanceof HTMLTextAreaElement
    ? found
    : null;
}

/**
 * Shows `message` under the control (or removes the field's message when undefined): the checks
 * below, and a server's answer read by a page's script (listing-form.enhance.ts).
 */
export function showFieldMessage(
  form: HTMLFormElement,
  control: Control,
  message: string | undefined,
) {
  const errorId = `${control.id}-error`;
  let error = document.getElementById(errorId);
  const described = (control.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  if (!message) {
    error?.remove();
    control.removeAttribute("aria-invalid");
    const rest = described.filter((id) => id !== errorId);
    if (rest.length) control.setAttribute("aria-describedby", rest.join(" "));
    else control.removeAttribute("aria-describedby");
    return;
  }
  if (!error) {
    const template = form.querySelector<HTMLTemplateElement>("template[data-field-error]");
    error =
      (template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined) ??
      document.createElement("div");
    error.id = errorId;
    // Under the control, or under the label that holds it (a tick box).
    const after =
      control.parentElement instanceof HTMLLabelElement ? control.parentElement : control;
    after.after(error);
  }
  const text = error.querySelector("[data-message]") ?? error;
  text.textContent = message;
  control.setAttribute("aria-invalid", "true");
  if (!described.includes(errorId))
    control.setAttribute("aria-describedby", [...described, errorId].join(" "));
}

/** Adds `id` to the element's aria-describedby, or takes it away. */
function describe(element: Element, id: string, on: boolean) {
  const ids = (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter((known) => known && known !== id);
  if (on) ids.push(id);
  if (ids.length) element.setAttribute("aria-describedby", ids.join(" "));
  else element.removeAttribute("aria-describedby");
}

export function enhanceFormChecks(form: HTMLFormElement): () => void {
  const checks = JSON.parse(form.dataset.checks ?? "{}") as FormChecks;
  const names = checkedFields(checks);
  const shown = new Set<string>();
  // The server's messages already on the page count as shown: they update as the field changes.
  for (const name of names) {
    const control = controlOf(form, name);
    if (control?.getAttribute("aria-invalid") === "true") shown.add(name);
  }

  const check = (name: string, values: CheckedValues) => {
    const control = controlOf(form, name);
    if (!control) return undefined;
    // A field hidden with its fieldset (an organisation's, for a person) is not the form's now.
    const message =
      control.offsetParent === null && control.type !== "checkbox"
        ? undefined
        : fieldMessage(checks, name, values, control.validity.typeMismatch !== true);
    showFieldMessage(form, control, message);
    return message ? control : undefined;
  };

  // A rule on the whole form says so where the server shows the form's errors (`FormErrors`, or a
  // copy of the form's `template[data-form-error]` in its place); its first field takes the focus,
  // described by the message. A server's refusal there stays until a rule replaces it.
  const ours = (checks.form ?? []).map((rule) => rule.message);
  const box = () => form.querySelector<HTMLElement>("[data-form-errors]");
  const said = (shown: HTMLElement | null) =>
    shown?.querySelector("[data-message]")?.textContent?.trim() ?? "";
  let formLevelShown = ours.includes(said(box()));
  let described: Element | null = null;
  const checkForm = (values: CheckedValues) => {
    const [message] = formLevelMessages(checks, values);
    let shown = box();
    if (shown && described) describe(described, shown.id, false);
    described = null;
    if (!message) {
      if (shown && ours.includes(said(shown))) {
        describe(form, shown.id, false);
        shown.remove();
      }
      return undefined;
    }
    if (!shown) {
      const template = form.querySelector<HTMLTemplateElement>("template[data-form-error]");
      shown = (template?.content.firstElementChild?.cloneNode(true) as HTMLElement) ?? null;
      // Nowhere to say it: the server's answer will.
      if (!template || !shown) return undefined;
      shown.id = `${form.id}-error`;
      template.after(shown);
    }
    const text = shown.querySelector("[data-message]");
    if (text) text.textContent = message;
    describe(form, shown.id, true);
    const rule = checks.form?.find((known) => known.message === message);
    described = form.querySelector(`[name="${rule?.anyOf[0]}"]`);
    if (described) describe(described, shown.id, true);
    return (described as HTMLElement | null) ?? form;
  };

  const onSubmit = (event: SubmitEvent) => {
    const values = formValues(form);
    const invalid: HTMLElement[] = names
      .map((name) => check(name, values))
      .filter((control) => control !== undefined);
    for (const name of names) shown.add(name);
    if (ours.length > 0) {
      const control = checkForm(values);
      formLevelShown = control !== undefined;
      if (control) invalid.push(control);
    }
    if (invalid.length > 0) {
      event.preventDefault();
      invalid[0]?.focus();
    }
  };
  // Pressing a send button takes the focus before the click lands: a message shown then, above
  // the button, would push it from under the pointer and the click would miss. The send checks
  // every field itself, so leaving a field that way waits for it. The keyboard's Tab still checks.
  let pressingSend = false;
  const onPointerDown = (event: PointerEvent) => {
    const pressed = (event.target as Element | null)?.closest("button, input");
    pressingSend =
      (pressed instanceof HTMLButtonElement || pressed instanceof HTMLInputElement) &&
      pressed.type === "submit";
  };
  const onPointerUp = () => {
    pressingSend = false;
  };
  // Leaving a field checks it; a field showing a message is checked again as it changes.
  const onBlur = (event: FocusEvent) => {
    const control = event.target as Control;
    if (pressingSend) return;
    if (!names.includes(control.name) || (control.value === "" && !shown.has(control.name))) return;
    shown.add(control.name);
    check(control.name, formValues(form));
  };
  const onInput = (event: Event) => {
    const control = event.target as Control;
    const values = formValues(form);
    for (const name of names) {
      if (
        shown.has(name) &&
        (name === control.name || checks.fields[name]?.sameAs?.[0] === control.name)
      ) {
        check(name, values);
      }
    }
    if (formLevelShown) formLevelShown = checkForm(values) !== undefined;
  };
  form.noValidate = true;
  form.addEventListener("submit", onSubmit);
  form.addEventListener("focusout", onBlur);
  form.addEventListener("input", onInput);
  form.addEventListener("change", onInput);
  form.addEventListener("pointerdown", onPointerDown);
  form.addEventListener("pointerup", onPointerUp);
  form.addEventListener("pointercancel", onPointerUp);
  return () => {
    form.removeEventListener("submit", onSubmit);
    form.removeEventListener("focusout", onBlur);
    form.removeEventListener("input", onInput);
    form.removeEventListener("change", onInput);
    form.removeEventListener("pointerdown", onPointerDown);
    form.removeEventListener("pointerup", onPointerUp);
    form.removeEventListener("pointercancel", onPointerUp);
  };
}
