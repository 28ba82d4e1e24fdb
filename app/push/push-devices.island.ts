// Sent inline at the end of /account/push as a static page (server/inline-scripts.ts, decision
// 0105).
import { enhanceDeviceList, enhanceTurnOnPush } from "./push-devices.enhance";

const panel = document.querySelector<HTMLElement>("[data-push-turn-on]");
if (panel) enhanceTurnOnPush(panel);
const list = document.querySelector<HTMLElement>("[data-devices]");
if (list) void enhanceDeviceList(list);
