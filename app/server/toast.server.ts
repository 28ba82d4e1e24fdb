import { createHmac } from "node:crypto";
import {
  createContext,
  createCookie,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from "react-router";
import { z } from "zod";

export const toastSchema = z.object({
  type: z.enum(["success", "error", "info", "warning"]).default("info"),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
});
export type Toast = z.infer<typeof toastSchema>;
export type ToastInput = z.input<typeof toastSchema>;

/** The one-time message's cookie: a request carrying it shows a page of its own. */
export const TOAST_COOKIE_NAME = "glut_toast";

function toastCookie(secret: string, secure: boolean) {
  // The cookie signing key is derived from the app secret so the two are never the same key.
  const signingKey = createHmac("sha256", secret).update("glut-toast-cookie").digest("base64url");
  return createCookie(TOAST_COOKIE_NAME, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: 60,
    secrets: [signingKey],
  });
}

/**
 * The message an action of this request answered with in place (not by a redirect), and its
 * Set-Cookie. A form posted without JavaScript is answered with the page itself, rendered in the
 * same request after the action: the root shows the message there and marks it shown, and
 * `toastMiddleware` takes the cookie back off the response, since nothing is left for the next
 * page to show (issue 32, decision 0070).
 */
const answeredInPlace = createContext<{ toast: Toast; setCookie: string; shown: boolean } | null>(
  null,
);

/** One-off messages shown on the next page, in a signed cookie. Built once, at boot. */
export interface Toasts {
  /**
   * A message for an action's answer that is not a redirect: a Set-Cookie header for a script's
   * next request (its revalidation of the root) to read, or, when this request renders the page
   * itself, the message shown on that page and no cookie.
   */
  headers(context: Readonly<RouterContextProvider>, toast: ToastInput): Promise<Headers>;
  redirect(url: string, toast: ToastInput, init?: ResponseInit): Promise<Response>;
  /**
   * The message for the page being rendered (this request's action's, else the cookie's) and the
   * header that clears the cookie once shown.
   */
  read(
    request: Request,
    context: Readonly<RouterContextProvider>,
  ): Promise<{ toast: Toast | null; headers: Headers | null }>;
}

export function createToasts(options: { secret: string; secureCookie: boolean }): Toasts {
  const cookie = toastCookie(options.secret, options.secureCookie);
  const serialize = async (toast: ToastInput) => {
    const parsed = toastSchema.parse(toast);
    return { toast: parsed, setCookie: await cookie.serialize(parsed) };
  };
  return {
    async headers(context, toast) {
      const { toast: parsed, setCookie } = await serialize(toast);
      context.set(answeredInPlace, { toast: parsed, setCookie, shown: false });
      return new Headers({ "Set-Cookie": setCookie });
    },
    async redirect(url, toast, init) {
      const merged = new Headers(init?.headers);
      merged.append("Set-Cookie", (await serialize(toast)).setCookie);
      return redirect(url, { ...init, headers: merged });
    },
    async read(request, context) {
      const value = await cookie.parse(request.headers.get("Cookie"));
      const clear =
        value === null || value === undefined
          ? null
          : new Headers({ "Set-Cookie": await cookie.serialize("", { maxAge: 0 }) });
      const given = context.get(answeredInPlace);
      if (given) {
        given.shown = true;
        return { toast: given.toast, headers: clear };
      }
      const parsed = clear ? toastSchema.safeParse(value) : null;
      return { toast: parsed?.success ? parsed.data : null, headers: clear };
    },
  };
}

/**
 * The message this request's action answered with in place, taken by a script's reply (JSON,
 * xhr-submission.server.ts) to show itself, so no cookie is left for the next page to show.
 */
export function takeToastAnsweredInPlace(context: Readonly<RouterContextProvider>): Toast | null {
  const given = context.get(answeredInPlace);
  if (!given) return null;
  given.shown = true;
  return given.toast;
}

/**
 * Root middleware: a message shown on the page this request rendered leaves no cookie behind,
 * so it is not shown a second time on whatever page is opened next.
 */
export const toastMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  const response = await next();
  const given = context.get(answeredInPlace);
  if (given?.shown) {
    const kept = response.headers.getSetCookie().filter((value) => value !== given.setCookie);
    response.headers.delete("Set-Cookie");
    for (const value of kept) response.headers.append("Set-Cookie", value);
  }
  return response;
};
