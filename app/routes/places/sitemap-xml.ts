import { citiesByPopulation } from "~/data/cities-by-population";
import { indexablePaths, sitemapXml } from "~/places/site-map";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/sitemap-xml";

// For search engines: every page readable without signing in, at the app's public address.
export function loader({ context }: Route.LoaderArgs) {
  const { env } = getServices(context);
  return new Response(sitemapXml(env.APP_URL, indexablePaths(citiesByPopulation)), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
