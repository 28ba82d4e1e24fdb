// A page's map script (decision 0097), in a module of its own so that only the pages that send it
// inline carry its text.
import { InlineScript } from "~/components/inline-script";
import mapPanelScript from "./map-panel.island.ts?inline-script";

/** After the MapPanel and its list. */
export function MapPanelScript() {
  return <InlineScript code={mapPanelScript} />;
}
