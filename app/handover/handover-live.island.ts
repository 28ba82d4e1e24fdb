// Sent inline in a static handover page's live status line (handover-live-status.tsx, decision
// 0103): the page refreshes itself when the live stream says its handover changed.
import { enhanceHandoverLive } from "./handover-live.enhance";

const script = document.currentScript;
const root = script?.parentElement;
if (root) enhanceHandoverLive(root);
