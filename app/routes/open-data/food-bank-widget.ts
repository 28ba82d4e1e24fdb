import { foodBankHref, NEEDS_RADIUS_MILES } from "~/food-banks/food-bank-links";
import { foodBankNamesIn } from "~/food-banks/food-bank-names";
import { getFoodBank, growersOffering } from "~/food-banks/food-bank-needs.server";
import { i18nFor } from "~/i18n/i18n.server";
import { alternatePath, DEFAULT_LANGUAGE, HTML_LANG, languageFromQuery } from "~/i18n/languages";
import { HTML_TYPE, openDataEndpoint } from "~/open-data/api-answer.server";
import { widgetPage } from "~/open-data/widget-page";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/food-bank-widget";

/**
 * GET /embed/food-bank/{id}: the widget a food bank frames on its own site (decision 0096). The
 * one address other sites may frame (server/content-security-policy.ts); counts only. Its
 * language is the embed code's (`?lng=cy`) alone: a framed page gets no cookie of ours, and one
 * address always answers the same words.
 */
export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  return openDataEndpoint({ request, context, db }, async () => {
    const foodBank = await getFoodBank(db, params.sourceId);
    if (!foodBank) {
      return new Response("No food bank has this id.", {
        status: 404,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    }
    const lng = languageFromQuery(url) ?? DEFAULT_LANGUAGE;
    const t = i18nFor(lng).getFixedT(null, "foodBanks");
    const offered = await growersOffering(db, foodBank);
    return {
      text: widgetPage({
        words: {
          htmlLang: HTML_LANG[lng],
          title: t("widget.title", { name: foodBankNamesIn(foodBank, lng).organisationName }),
          sentence: (items) =>
            items === null
              ? t("widget.none", { miles: NEEDS_RADIUS_MILES })
              : t("widget.offering", { items }),
          link: t("widget.link"),
        },
        pageUrl: new URL(alternatePath(foodBankHref(params.sourceId), lng), env.APP_URL).toString(),
        offered: offered.map(({ item, count }) => ({ item, count })),
      }),
      contentType: HTML_TYPE,
    };
  });
}
