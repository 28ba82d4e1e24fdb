import { ATOM_TYPE, notFoundAnswer, openDataEndpoint } from "~/open-data/api-answer.server";
import { needsFeed } from "~/open-data/needs-feed";
import { findOpenFoodBank } from "~/open-data/open-data.server";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/needs-feed";

/** GET /food-bank/{id}/needs.atom: a food bank's needs as an Atom feed (decision 0096). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  return openDataEndpoint({ request, context, db }, async () => {
    const foodBank = await findOpenFoodBank(db, env.APP_URL, params.sourceId);
    if (!foodBank) return notFoundAnswer("No food bank has this id.");
    return { text: needsFeed(foodBank), contentType: ATOM_TYPE };
  });
}
