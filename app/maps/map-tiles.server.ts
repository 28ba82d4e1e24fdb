import type { Env } from "~/server/env.server";
import type { MapTiles } from "~/server/map-tiles";

/** The tile server a page's map uses, from the environment (MAP_TILE_*, decision 0097). */
export function mapTilesOf(
  env: Pick<Env, "MAP_TILE_URL" | "MAP_TILE_ATTRIBUTION" | "MAP_TILE_ATTRIBUTION_URL">,
): MapTiles {
  return {
    url: env.MAP_TILE_URL,
    attribution: env.MAP_TILE_ATTRIBUTION,
    attributionUrl: env.MAP_TILE_ATTRIBUTION_URL,
  };
}

/** The tile server the privacy notice names: OpenStreetMap's, or the host MAP_TILE_URL gives. */
export function mapTileServer(template: string): { host: string; openStreetMap: boolean } {
  const host = /^https?:\/\/([^/?#]+)/.exec(template)?.[1]?.replace(/^\{s\}\./, "") ?? template;
  return { host, openStreetMap: /(^|\.)openstreetmap\.org(:\d+)?$/.test(host) };
}
