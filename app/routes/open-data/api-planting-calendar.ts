import { openDataEndpoint } from "~/open-data/api-answer.server";
import { glutAttribution } from "~/open-data/attribution";
import { openPlantingCalendar } from "~/open-data/open-data.server";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/api-planting-calendar";

/** GET /api/v1/planting-calendar (decision 0096). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  return openDataEndpoint({ request, context, db }, () => {
    const crops = openPlantingCalendar();
    return {
      json: {
        attribution: glutAttribution(env.APP_URL),
        basis:
          "An average lowland garden or allotment in England and Wales: Scotland and the north a week or two later, the south-west a week or two earlier.",
        count: crops.length,
        crops,
      },
    };
  });
}
