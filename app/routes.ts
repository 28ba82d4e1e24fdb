import { index, type RouteConfig, route } from "@react-router/dev/routes";

// The whole URL table, in the order of the specification's route table. Each capability adds
// its routes here; anything unmatched falls through to the not-found page.
export default [
  index("routes/home/home.tsx"),
  route("robots.txt", "routes/robots.ts"),
  route("cookie-consent", "routes/consent/cookie-consent.ts"),
  route("cookie-settings", "routes/consent/cookie-settings.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
