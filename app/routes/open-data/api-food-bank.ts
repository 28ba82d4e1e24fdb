import { notFoundAnswer, openDataEndpoint } from "~/open-data/api-answer.server";
import { foodBankAttribution } from "~/open-data/attribution";
import { findOpenFoodBank } from "~/open-data/open-data.server";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/api-food-bank";

/** GET /api/v1/food-banks/{id} (decision 0096). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  return openDataEndpoint({ request, context, db }, async () => {
    const foodBank = await findOpenFoodBank(db, env.APP_URL, params.id);
    if (!foodBank) return notFoundAnswer("No food bank has this id.");
    return { json: { attribution: foodBankAttribution(env.APP_URL), foodBank } };
  });
}
