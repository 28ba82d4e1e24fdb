// Sent inline on static pages with a map (server/inline-scripts.ts, decisions 0059 and 0097).
import { enhanceMapPanel } from "./map-panel.enhance";

for (const panel of document.querySelectorAll<HTMLElement>("[data-map-panel]")) {
  enhanceMapPanel(panel);
}
