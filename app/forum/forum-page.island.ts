// Sent inline at the end of the forum's static topic and new-topic pages (server/inline-scripts.ts,
// decision 0099).
import { enhanceForumForm, focusNamedReply } from "./forum-forms.enhance";

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-checks]")) {
  enhanceForumForm(form);
}
focusNamedReply(window.location.hash);
