import type { RouterContextProvider } from "react-router";
import { clientIpContext, getServices } from "~/server/context.server";
import { AUTH_BASE_PATH, CLIENT_IP_HEADER } from "./auth.server";

/**
 * A request to better-auth's HTTP handler that carries the client's real address (as Express
 * read it through trusted proxies) and none a client could forge, so that better-auth's rate
 * limits and session records see the right person.
 */
export function toAuthRequest(
  context: Readonly<RouterContextProvider>,
  original: Request,
  path: string,
  body?: unknown,
): Request {
  const { env } = getServices(context);
  const headers = new Headers();
  for (const name of ["cookie", "user-agent", "accept-language"]) {
    const value = original.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set(CLIENT_IP_HEADER, context.get(clientIpContext) || "unknown");
  // Our own forms post to our own origin; better-auth checks the origin of what reaches it.
  headers.set("origin", env.APP_URL);
  if (body === undefined) {
    return new Request(new URL(`${AUTH_BASE_PATH}${path}`, env.APP_URL), {
      method: "GET",
      headers,
    });
  }
  headers.set("content-type", "application/json");
  return new Request(new URL(`${AUTH_BASE_PATH}${path}`, env.APP_URL), {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  });
}

export interface AuthCallResult<T> {
  ok: boolean;
  status: number;
  data: T | null;
  /** better-auth's own message when it refused. */
  message: string | null;
  /** Cookies better-auth set or cleared; pass them on with the response. */
  setCookies: string[];
}

/** Posts to one of better-auth's endpoints through its full HTTP pipeline (rate limits included). */
export async function callAuth<T = unknown>(
  context: Readonly<RouterContextProvider>,
  original: Request,
  path: string,
  body: unknown,
): Promise<AuthCallResult<T>> {
  const { auth } = getServices(context);
  const response = await auth.handler(toAuthRequest(context, original, path, body));
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  const message =
    !response.ok && parsed && typeof parsed === "object" && "message" in parsed
      ? String((parsed as { message: unknown }).message)
      : null;
  return {
    ok: response.ok,
    status: response.status,
    data: response.ok ? (parsed as T) : null,
    message: response.status === 429 ? RATE_LIMITED_MESSAGE : message,
    setCookies: response.headers.getSetCookie(),
  };
}

export const RATE_LIMITED_MESSAGE = "Too many attempts. Please wait a minute and try again.";

export function headersWithCookies(setCookies: string[], init?: HeadersInit): Headers {
  const headers = new Headers(init);
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/**
 * The only better-auth endpoints a browser reaches directly: the links we email and Google's
 * return. Every other action (sign-in, changing a name or a password) goes through our own forms,
 * which call better-auth from the server (callAuth) after our own rules; reached directly, an
 * endpoint such as update-user would store a name our sign-up form refuses.
 */
const BROWSER_ENDPOINTS: readonly { method: string; path: RegExp }[] = [
  { method: "GET", path: /^\/verify-email$/ },
  { method: "GET", path: /^\/reset-password\/[^/]+$/ },
  { method: "GET", path: /^\/callback\/google$/ },
];

export function isBrowserAuthEndpoint(method: string, pathname: string): boolean {
  if (!pathname.startsWith(`${AUTH_BASE_PATH}/`)) return false;
  const path = pathname.slice(AUTH_BASE_PATH.length);
  return BROWSER_ENDPOINTS.some(
    (endpoint) => endpoint.method === method && endpoint.path.test(path),
  );
}

/**
 * Passes a browser's own request (an emailed link, Google's callback) to better-auth, with the
 * client's address set by us rather than by the client. Anything else is not found.
 */
export function forwardToAuth(context: Readonly<RouterContextProvider>, request: Request) {
  const { auth } = getServices(context);
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\.data$/, "");
  if (!isBrowserAuthEndpoint(request.method, url.pathname)) {
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } });
  }
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, context.get(clientIpContext) || "unknown");
  const init: RequestInit & { duplex?: "half" } = { method: request.method, headers };
  if (request.method !== "GET" && request.method !== "HEAD") {
    init.body = request.body;
    init.duplex = "half";
  }
  return auth.handler(new Request(url, init));
}
