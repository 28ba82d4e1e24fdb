// Sent inline at the end of the admin dashboard as a static page (server/inline-scripts.ts,
// decision 0109): what its React did on a document load. The forms are checked from their schemas
// and held on their way; a sync in progress is followed to its result.
import { enhanceFormChecks } from "~/components/forms/form-checks.enhance";
import { enhanceSubmitBusy } from "~/components/forms/submit-busy.enhance";
import { enhanceSyncProgress } from "./sync-progress.enhance";

for (const form of document.querySelectorAll<HTMLFormElement>("main form[method=post]")) {
  // The checks first, so a form they stop is not held as if on its way.
  if (form.dataset.checks) enhanceFormChecks(form);
  enhanceSubmitBusy(form);
}
const run = document.querySelector<HTMLElement>("[data-sync-run][data-active]");
if (run) enhanceSyncProgress(run);
