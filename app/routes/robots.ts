import { getServices } from "~/server/context.server";
import type { Route } from "./+types/robots";

// Pages behind sign-in are of no use to a search engine; everything public may be crawled.
const PRIVATE_PATHS = [
  "/dashboard",
  "/admin",
  "/messages",
  "/my-listings",
  "/saved-searches",
  "/create-listing",
  "/cookie-consent",
];

export function loader({ context }: Route.LoaderArgs) {
  const { env } = getServices(context);
  const body = [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${env.APP_URL}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
