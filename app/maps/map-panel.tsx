// The map beside a list (decision 0097). The list is the page, with and without JavaScript; this
// adds a Show map button (hidden until the page's script reveals it) and the frame the map is drawn
// in, from the list's own items (`mapPointAttributes` on each). Its code is fetched on the press.
import { useId } from "react";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import type { MapTiles } from "~/server/map-tiles";
import mapBundle from "./leaflet-map.ts?asset-bundle";
import type { MapPanelWords } from "./map-panel-types";
import { MAP_MAX_ZOOM } from "./map-points";

export function MapPanel({
  listId,
  tiles,
  label,
  words,
  className,
}: {
  /** The id of the list whose items the map draws. */
  listId: string;
  tiles: MapTiles;
  /** The map's name for screen readers, in the page's language. */
  label: string;
  /** The button's and status's words in the page's language. */
  words: MapPanelWords;
  className?: string;
}) {
  const frameId = useId();
  return (
    <div
      className={cn("flex flex-col items-start gap-3", className)}
      data-map-panel=""
      data-map-list={listId}
      data-map-script={mapBundle.script}
      data-map-style={mapBundle.style ?? undefined}
      data-map-tiles={tiles.url}
      data-map-attribution={tiles.attribution}
      data-map-attribution-url={tiles.attributionUrl ?? undefined}
      data-map-max-zoom={MAP_MAX_ZOOM}
      data-map-words-show={words.show}
      data-map-words-hide={words.hide}
      data-map-words-loading={words.loading}
      data-map-words-shown-one={words.shown.one}
      data-map-words-shown-other={words.shown.other}
      data-map-words-failed={words.failed}
      data-map-words-cluster={words.cluster}
    >
      <button
        type="button"
        hidden
        data-map-toggle=""
        aria-expanded="false"
        aria-controls={frameId}
        className={buttonVariants({ variant: "outline", size: "sm" })}
      >
        {words.show}
      </button>
      <p data-map-status="" role="status" className="text-sm text-ink-muted empty:hidden" />
      <div
        id={frameId}
        data-map-frame=""
        hidden
        role="region"
        aria-label={label}
        className="h-80 w-full overflow-hidden rounded-card border border-line bg-cream-deep sm:h-[28rem]"
      />
    </div>
  );
}
