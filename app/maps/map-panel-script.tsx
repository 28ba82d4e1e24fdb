// A static page's map script (decision 0097), in a module of its own so that only static pages,
// which send it inline, carry its text; hydrated pages run the same enhancer from MapPanel.
import { InlineScript } from "~/components/inline-script";
import mapPanelScript from "./map-panel.island.ts?inline-script";

/** After the MapPanel and its list, on a static page. */
export function MapPanelScript() {
  return <InlineScript code={mapPanelScript} />;
}
