import { createHmac } from "node:crypto";
import { createCookie, redirect } from "react-router";
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

/** One-off messages shown on the next page, in a signed cookie. Built once, at boot. */
export interface Toasts {
  /** A Set-Cookie header carrying a message to show on the next page. */
  headers(toast: ToastInput): Promise<Headers>;
  redirect(url: string, toast: ToastInput, init?: ResponseInit): Promise<Response>;
  /** Reads the pending message, if any, and the header that clears it once shown. */
  read(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }>;
}

export function createToasts(options: { secret: string; secureCookie: boolean }): Toasts {
  const cookie = toastCookie(options.secret, options.secureCookie);
  const headers = async (toast: ToastInput) =>
    new Headers({ "Set-Cookie": await cookie.serialize(toastSchema.parse(toast)) });
  return {
    headers,
    async redirect(url, toast, init) {
      const merged = new Headers(init?.headers);
      for (const [name, value] of await headers(toast)) merged.append(name, value);
      return redirect(url, { ...init, headers: merged });
    },
    async read(request) {
      const value = await cookie.parse(request.headers.get("Cookie"));
      if (value === null || value === undefined) return { toast: null, headers: null };
      const parsed = toastSchema.safeParse(value);
      const clear = new Headers({ "Set-Cookie": await cookie.serialize("", { maxAge: 0 }) });
      return { toast: parsed.success ? parsed.data : null, headers: clear };
    },
  };
}
