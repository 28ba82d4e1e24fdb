// Sent inline at the end of /dashboard as a static page (server/inline-scripts.ts, decision
// 0105): what the members' layout and the dashboard's React did on a document load.
import { enhanceFormChecks } from "~/components/forms/form-checks.enhance";
import { enhanceSubmitBusy } from "~/components/forms/submit-busy.enhance";
import { enhanceMembershipRechecks } from "~/membership/membership-rechecks.enhance";
import { enhanceCopyButton } from "~/membership/referral-copy.enhance";
import { enhanceInstallHint, registerServiceWorker } from "~/push/installed-app.enhance";

registerServiceWorker();
const hint = document.querySelector<HTMLElement>("[data-install-hint]");
if (hint) enhanceInstallHint(hint);
for (const form of document.querySelectorAll<HTMLFormElement>("main form[method=post]")) {
  // The checks first, so a form they stop is not held as if on its way.
  if (form.dataset.checks) enhanceFormChecks(form);
  enhanceSubmitBusy(form);
}
for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-copy]")) {
  enhanceCopyButton(button);
}
const card = document.querySelector<HTMLElement>("[data-membership-card]");
if (card) enhanceMembershipRechecks(card);
