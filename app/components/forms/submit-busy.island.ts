// Sent inline after a static page's plain forms (server/inline-scripts.ts, decision 0112): each
// form with a button that says what it does on its way (data-submitting) is held while it goes,
// as React's disabled buttons were, so it is not sent twice.
import { enhanceSubmitBusy } from "./submit-busy.enhance";

for (const form of document.querySelectorAll<HTMLFormElement>("main form[method=post]")) {
  if (form.querySelector("button[data-submitting]")) enhanceSubmitBusy(form);
}
