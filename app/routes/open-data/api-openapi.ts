import { openDataEndpoint } from "~/open-data/api-answer.server";
import { openApiDocument } from "~/open-data/openapi";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/api-openapi";

/** GET /api/v1/openapi.json: the OpenAPI 3.1 description of the API (decision 0096). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  return openDataEndpoint({ request, context, db }, () => ({
    json: openApiDocument(env.APP_URL),
  }));
}
