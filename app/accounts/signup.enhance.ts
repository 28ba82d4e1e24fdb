// The sign-up form in the browser on its static page (decision 0066): the schema's checks
// (enhanceFormChecks), and what follows the organisation's type: whether its registration number
// is needed, said in the field's label, and the button held until one is given.

import { type FormChecks, requiredMessage } from "~/components/forms/form-checks";
import { enhanceFormChecks, formValues } from "~/components/forms/form-checks.enhance";

export function enhanceSignup(form: HTMLFormElement): () => void {
  const checks = JSON.parse(form.dataset.checks ?? "{}") as FormChecks;
  const submit = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const update = () => {
    const values = formValues(form);
    const needsNumber = requiredMessage(checks, "registrationNumber", values) !== undefined;
    for (const span of form.querySelectorAll<HTMLElement>("[data-number-needed]")) {
      span.hidden = (span.dataset.numberNeeded === "true") !== needsNumber;
    }
    if (submit) {
      submit.disabled = needsNumber && String(values.registrationNumber ?? "").trim() === "";
    }
  };
  const undoChecks = enhanceFormChecks(form);
  form.addEventListener("input", update);
  form.addEventListener("change", update);
  update();
  return () => {
    undoChecks();
    form.removeEventListener("input", update);
    form.removeEventListener("change", update);
  };
}
