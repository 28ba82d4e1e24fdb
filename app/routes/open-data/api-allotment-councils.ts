import { openDataEndpoint } from "~/open-data/api-answer.server";
import { glutAttribution } from "~/open-data/attribution";
import { openAllotmentCouncils } from "~/open-data/open-data.server";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/api-allotment-councils";

/** GET /api/v1/allotment-councils (decision 0096): no coordinates, so JSON only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  return openDataEndpoint({ request, context, db }, () => {
    const councils = openAllotmentCouncils();
    return {
      json: { attribution: glutAttribution(env.APP_URL), count: councils.length, councils },
    };
  });
}
