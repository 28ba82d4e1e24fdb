import { harvestCalendarFor } from "~/planting/planting-feed.server";
import { getServices } from "~/server/context.server";
import { entityTagOf, matchesEntityTag } from "~/server/entity-tag";
import type { Route } from "./+types/calendar-feed";

/**
 * A private iCalendar feed of expected harvest dates: `/planting-calendar/feed/{token}.ics`.
 * The token is the only key, so an unknown or reset one answers 404 and says nothing more.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  const token = params.file.endsWith(".ics") ? params.file.slice(0, -".ics".length) : "";
  const ics = token ? await harvestCalendarFor(db, token, env.APP_URL) : null;
  if (!ics) throw new Response("Not found", { status: 404 });
  // Calendar apps poll the feed; one whose copy is current is answered without the body.
  const etag = entityTagOf(ics);
  const headers = {
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Disposition": 'inline; filename="glut-harvests.ics"',
    "Cache-Control": "private, max-age=300",
    ETag: etag,
    "X-Robots-Tag": "noindex",
  };
  if (matchesEntityTag(request.headers.get("if-none-match"), etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(ics, { headers });
}
