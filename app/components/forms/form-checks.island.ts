// Sent inline after a static page's form (server/inline-scripts.ts): the form's checks from its
// schema (decision 0066), for a form that needs nothing else in the browser.
import { enhanceFormChecks } from "./form-checks.enhance";

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-checks]")) {
  enhanceFormChecks(form);
}
