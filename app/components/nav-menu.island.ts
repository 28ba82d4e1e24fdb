// Sent inline with the header on every page (server/inline-scripts.ts): its menus' behaviour
// (nav-menu.enhance.ts, decision 0117).
import { enhanceNavMenus } from "./nav-menu.enhance";

enhanceNavMenus(document);
