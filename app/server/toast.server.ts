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

function toastCookie(secret: string) {
  // The cookie signing key is derived from the app secret so the two are never the same key.
  const signingKey = createHmac("sha256", secret).update("glut-toast-cookie").digest("base64url");
  return createCookie("glut_toast", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: process.env.NODE_ENV === "production",
    maxAge: 60,
    secrets: [signingKey],
  });
}

/** A Set-Cookie header carrying a one-off message to show on the next page. */
export async function toastHeaders(secret: string, toast: ToastInput): Promise<Headers> {
  return new Headers({
    "Set-Cookie": await toastCookie(secret).serialize(toastSchema.parse(toast)),
  });
}

export async function redirectWithToast(
  secret: string,
  url: string,
  toast: ToastInput,
  init?: ResponseInit,
): Promise<Response> {
  const headers = new Headers(init?.headers);
  for (const [name, value] of await toastHeaders(secret, toast)) headers.append(name, value);
  return redirect(url, { ...init, headers });
}

/** Reads the pending message, if any, and the header that clears it once shown. */
export async function readToast(
  secret: string,
  request: Request,
): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const cookie = toastCookie(secret);
  const value = await cookie.parse(request.headers.get("Cookie"));
  if (value === null || value === undefined) return { toast: null, headers: null };
  const parsed = toastSchema.safeParse(value);
  const headers = new Headers({ "Set-Cookie": await cookie.serialize("", { maxAge: 0 }) });
  return { toast: parsed.success ? parsed.data : null, headers };
}
