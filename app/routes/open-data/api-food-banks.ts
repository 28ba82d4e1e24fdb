import { openDataEndpoint } from "~/open-data/api-answer.server";
import { foodBankAttribution } from "~/open-data/attribution";
import { featureCollection, wantsGeoJson } from "~/open-data/geojson";
import { openFoodBanks } from "~/open-data/open-data.server";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/api-food-banks";

/** GET /api/v1/food-banks[?city=slug][&format=geojson] (decision 0096). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  return openDataEndpoint({ request, context, db }, async (url) => {
    const city = url.searchParams.get("city")?.trim().toLowerCase() || undefined;
    const foodBanks = await openFoodBanks(db, env.APP_URL, city);
    const attribution = foodBankAttribution(env.APP_URL);
    if (wantsGeoJson(url)) {
      return { json: featureCollection(foodBanks, (bank) => bank.id, attribution), geo: true };
    }
    return { json: { attribution, count: foodBanks.length, foodBanks } };
  });
}
