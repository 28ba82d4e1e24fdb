import { citiesByPopulation } from "~/data/cities-by-population";
import { foodBankHref } from "~/food-banks/food-bank-links";
import { listFoodBankPages } from "~/food-banks/food-banks.server";
import { PRIVACY_UPDATED, TERMS_UPDATED } from "~/legal/legal-dates";
import { indexablePaths, type SitemapEntry, sitemapXml } from "~/places/site-map";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/sitemap-xml";

/**
 * The pages whose content has a date of its own. The others (city pages with the newest
 * listings, the guides) change with the data or with a release, and have no true date to give.
 */
const CONTENT_DATES: Record<string, string> = {
  "/privacy": PRIVACY_UPDATED,
  "/terms": TERMS_UPDATED,
};

// For search engines: every page readable without signing in, at the app's public address,
// and every food bank's own page, dated by the last import that changed its record.
export async function loader({ context }: Route.LoaderArgs) {
  const { env, db } = getServices(context);
  const entries: SitemapEntry[] = indexablePaths(citiesByPopulation).map((path) => ({
    path,
    lastmod: CONTENT_DATES[path],
  }));
  for (const { sourceId, updatedAt } of await listFoodBankPages(db)) {
    entries.push({ path: foodBankHref(sourceId), lastmod: updatedAt.toISOString().slice(0, 10) });
  }
  return new Response(sitemapXml(env.APP_URL, entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
