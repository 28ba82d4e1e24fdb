import { foodBankHref } from "~/food-banks/food-bank-links";
import { getFoodBank, growersOffering } from "~/food-banks/food-bank-needs.server";
import { HTML_TYPE, openDataEndpoint } from "~/open-data/api-answer.server";
import { widgetPage } from "~/open-data/widget-page";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/food-bank-widget";

/**
 * GET /embed/food-bank/{id}: the widget a food bank frames on its own site (decision 0096). The
 * one address other sites may frame (server/content-security-policy.ts); counts only.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  return openDataEndpoint({ request, context, db }, async () => {
    const foodBank = await getFoodBank(db, params.sourceId);
    if (!foodBank) {
      return new Response("No food bank has this id.", {
        status: 404,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    }
    const offered = await growersOffering(db, foodBank);
    return {
      text: widgetPage({
        foodBankName: foodBank.organisationName,
        pageUrl: new URL(foodBankHref(params.sourceId), env.APP_URL).toString(),
        offered: offered.map(({ item, count }) => ({ item, count })),
      }),
      contentType: HTML_TYPE,
    };
  });
}
