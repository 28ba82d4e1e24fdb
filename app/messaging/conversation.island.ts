// Sent inline at the end of a conversation's static page (server/inline-scripts.ts, decision
// 0110): what React did there on a document load. The reply and the reports are checked from
// their schemas, the reply's counter counts and its button says "Sending…"; the thread shows the
// end, and new messages arrive in it without a reload (conversation-live.enhance.ts).
import { enhanceCharacterCounter } from "~/components/character-counter.enhance";
import { enhanceFormChecks } from "~/components/forms/form-checks.enhance";
import { enhanceSubmitBusy } from "~/components/forms/submit-busy.enhance";
import { enhanceConversationLive } from "./conversation-live.enhance";

function wireForms(root: ParentNode) {
  for (const form of root.querySelectorAll<HTMLFormElement>("form[method=post]")) {
    // The checks first, so a form they stop is not held as if on its way.
    if (form.dataset.checks) enhanceFormChecks(form);
    enhanceSubmitBusy(form);
    const counter = form.querySelector<HTMLElement>("[data-max][id]");
    const box = counter
      ? form.querySelector<HTMLTextAreaElement>(`textarea[aria-describedby~="${counter.id}"]`)
      : null;
    if (counter && box) enhanceCharacterCounter(box, counter);
  }
}

const main = document.querySelector("main");
if (main) wireForms(main);
const thread = document.querySelector<HTMLElement>("[data-live-thread]");
thread?.lastElementChild?.scrollIntoView({ block: "nearest" });
const conversationId = thread?.dataset.conversation;
if (conversationId) {
  enhanceConversationLive(conversationId, (added) => {
    for (const item of added) wireForms(item);
  });
}
