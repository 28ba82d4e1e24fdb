import { openDataEndpoint } from "~/open-data/api-answer.server";
import { sharingAttribution } from "~/open-data/attribution";
import { featureCollection, wantsGeoJson } from "~/open-data/geojson";
import { sharingByArea } from "~/open-data/open-data.server";
import { SMALLEST_COUNT_SHOWN } from "~/open-data/open-data-limits";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/api-sharing";

/** GET /api/v1/sharing[?format=geojson]: counts by area and category (decision 0096). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  return openDataEndpoint({ request, context, db }, async (url) => {
    const areas = await sharingByArea(db);
    const attribution = sharingAttribution(env.APP_URL);
    if (wantsGeoJson(url)) {
      return { json: featureCollection(areas, (area) => area.area, attribution), geo: true };
    }
    return {
      json: { attribution, smallestCountShown: SMALLEST_COUNT_SHOWN, count: areas.length, areas },
    };
  });
}
