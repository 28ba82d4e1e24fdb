import { ukLongDate } from "~/components/format-date";
import { FOOD_BANK_DATA_SOURCE } from "~/food-banks/data-credit";
import { foodBankNamesIn } from "~/food-banks/food-bank-names";
import { i18nFor } from "~/i18n/i18n.server";
import { alternatePath, DEFAULT_LANGUAGE, HTML_LANG, languageFromQuery } from "~/i18n/languages";
import { ATOM_TYPE, notFoundAnswer, openDataEndpoint } from "~/open-data/api-answer.server";
import { needsFeed } from "~/open-data/needs-feed";
import { findOpenFoodBank } from "~/open-data/open-data.server";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/needs-feed";

/**
 * GET /food-bank/{id}/needs.atom: a food bank's needs as an Atom feed (decision 0096), in the
 * language its address asks for (`?lng=cy`, as a Welsh food bank page links it) and only that: a
 * feed reader keeps no cookie of ours, and one address always answers the same words.
 */
export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  return openDataEndpoint({ request, context, db }, async () => {
    const foodBank = await findOpenFoodBank(db, env.APP_URL, params.sourceId);
    if (!foodBank) return notFoundAnswer("No food bank has this id.");
    const lng = languageFromQuery(url) ?? DEFAULT_LANGUAGE;
    const t = i18nFor(lng).getFixedT(null, "foodBanks");
    // Called by Give Food's Welsh name in Welsh, where it gives one (decision 0098).
    const name = foodBankNamesIn(
      { organisationName: foodBank.name, organisationAltName: foodBank.alternativeName },
      lng,
    ).organisationName;
    const source = { source: FOOD_BANK_DATA_SOURCE.name, url: FOOD_BANK_DATA_SOURCE.url };
    const inLanguage = (address: string) =>
      new URL(alternatePath(new URL(address).pathname, lng), env.APP_URL).toString();
    const text = needsFeed(
      foodBank,
      {
        xmlLang: HTML_LANG[lng],
        title: t("foodBank.feedTitle", { name }),
        subtitle: t("feed.subtitle"),
        rights: t("feed.rights", source),
        entryTitle: (updated) => t("feed.entryTitle", { name, date: ukLongDate(updated, lng) }),
        needs: t("feed.needs"),
        plenty: t("feed.plenty"),
        noNeeds: t("feed.noNeeds"),
        from: t("feed.from", source),
      },
      { feedUrl: inLanguage(foodBank.needsFeed), pageUrl: inLanguage(foodBank.page) },
    );
    return { text, contentType: ATOM_TYPE };
  });
}
