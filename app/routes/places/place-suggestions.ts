import { suggestPlaces } from "~/data/uk-places.server";
import type { Route } from "./+types/place-suggestions";

// The towns and postcode districts offered while a person types a location (the listing form,
// the /listings 'Near' field). Public reference data only, so any cache may keep it for a day.
export function loader({ url }: Route.LoaderArgs) {
  const typed = (url.searchParams.get("q") ?? "").slice(0, 40);
  return Response.json(
    { places: suggestPlaces(typed).map((place) => place.label) },
    { headers: { "Cache-Control": "public, max-age=86400" } },
  );
}
