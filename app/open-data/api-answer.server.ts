import type { RouterContextProvider } from "react-router";
import { clientIpContext } from "~/server/context.server";
import type { Db } from "~/server/db/database.server";
import { entityTagOf, matchesEntityTag } from "~/server/entity-tag";
import { SHARED_PAGE_CACHE_CONTROL } from "~/server/public-page-headers";
import { countAttempt } from "~/server/rate-limit/rate-limit.server";
import { OPEN_DATA_RATE_LIMIT } from "./open-data-limits";

// How every open-data answer goes out (decision 0096): readable from any site (CORS, GET only,
// no credentials), cacheable by the site's one caching contract (public for a minute at a shared
// cache, revalidated by the browser with the ETag, kept by the response cache like a public page)
// and limited per client address.

export const JSON_TYPE = "application/json; charset=utf-8";
export const GEOJSON_TYPE = "application/geo+json; charset=utf-8";
export const ATOM_TYPE = "application/atom+xml; charset=utf-8";
export const HTML_TYPE = "text/html; charset=utf-8";

/** Any site may read the answers; none may send credentials with them (there are none to send). */
export const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, HEAD",
  "Access-Control-Expose-Headers": "ETag, Retry-After",
} as const;

export interface AnswerContext {
  request: Request;
  context: Readonly<RouterContextProvider>;
  db: Db;
}

/**
 * Counts this request against its client's allowance: null when allowed, otherwise the 429 to
 * send, with Retry-After in seconds. The client is its address as Express reads it through the
 * trusted proxies only; answers served from the response cache never reach here, so they are
 * free, and only the work of making one counts.
 */
export async function refusedOverLimit({ context, db }: AnswerContext): Promise<Response | null> {
  const client = context.get(clientIpContext) || "unknown";
  const { allowed, retryAfterSeconds } = await countAttempt(
    db,
    `open-data:${client}`,
    OPEN_DATA_RATE_LIMIT,
  );
  if (allowed) return null;
  return Response.json(
    {
      error: "Too many requests",
      detail: `This address allows ${OPEN_DATA_RATE_LIMIT.max} requests a minute from each client. Try again in ${retryAfterSeconds} seconds.`,
    },
    {
      status: 429,
      headers: {
        ...CORS_HEADERS,
        "Content-Type": JSON_TYPE,
        "Retry-After": String(retryAfterSeconds),
        "Cache-Control": "no-store",
      },
    },
  );
}

/**
 * A body as an open-data answer: CORS, the shared cache rule, and an entity tag from its bytes;
 * a request whose If-None-Match names it gets 304 without the body. The tag is weak, as every tag
 * of the site's is: the same representation goes out as identity, gzip or Brotli bytes.
 */
export function openDataAnswer(
  request: Request,
  body: string,
  contentType: string,
  extra: Record<string, string> = {},
): Response {
  const etag = entityTagOf(body);
  const headers = {
    ...CORS_HEADERS,
    "Content-Type": contentType,
    "Cache-Control": SHARED_PAGE_CACHE_CONTROL,
    ETag: etag,
    ...extra,
  };
  if (matchesEntityTag(request.headers.get("if-none-match"), etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { headers });
}

/** JSON, pretty enough to read in a browser and still small. */
export function jsonBody(value: unknown): string {
  return `${JSON.stringify(value, null, 1)}\n`;
}

/** A 404 in JSON, with CORS so another site's script can read why. */
export function notFoundAnswer(detail: string): Response {
  return Response.json(
    { error: "Not found", detail },
    { status: 404, headers: { ...CORS_HEADERS, "Content-Type": JSON_TYPE } },
  );
}

/** What an endpoint answers: a value to send as JSON or GeoJSON, or a response of its own. */
export type EndpointResult =
  | { json: unknown; geo?: boolean }
  | { text: string; contentType: string }
  | Response;

/**
 * One open-data endpoint's loader: counts the request against the client's limit, then sends what
 * `answer` gives as an open-data answer (CORS, caching, ETag and 304).
 */
export async function openDataEndpoint(
  facts: AnswerContext,
  answer: (url: URL) => Promise<EndpointResult> | EndpointResult,
): Promise<Response> {
  const refusal = await refusedOverLimit(facts);
  if (refusal) return refusal;
  const result = await answer(new URL(facts.request.url));
  if (result instanceof Response) return result;
  if ("text" in result) return openDataAnswer(facts.request, result.text, result.contentType);
  return openDataAnswer(
    facts.request,
    jsonBody(result.json),
    result.geo ? GEOJSON_TYPE : JSON_TYPE,
  );
}
