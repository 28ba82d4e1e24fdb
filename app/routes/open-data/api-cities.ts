import { openDataEndpoint } from "~/open-data/api-answer.server";
import { cityAttribution } from "~/open-data/attribution";
import { featureCollection, wantsGeoJson } from "~/open-data/geojson";
import { openCities } from "~/open-data/open-data.server";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/api-cities";

/** GET /api/v1/cities[?format=geojson] (decision 0096). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  return openDataEndpoint({ request, context, db }, (url) => {
    const cities = openCities(env.APP_URL);
    const attribution = cityAttribution(env.APP_URL);
    if (wantsGeoJson(url)) {
      return { json: featureCollection(cities, (city) => city.slug, attribution), geo: true };
    }
    return { json: { attribution, count: cities.length, cities } };
  });
}
