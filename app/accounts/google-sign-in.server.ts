import { type RouterContextProvider, redirect } from "react-router";
import { safeReturnPath } from "~/server/safe-return-path";
import { callAuth, headersWithCookies } from "./auth-endpoint.server";

/** Starts Google sign-in through better-auth and sends the browser to Google. */
export async function startGoogleSignIn(
  context: Readonly<RouterContextProvider>,
  request: Request,
  redirectTo: string | undefined,
): Promise<Response> {
  const result = await callAuth<{ url?: string }>(context, request, "/sign-in/social", {
    provider: "google",
    callbackURL: safeReturnPath(redirectTo || "/dashboard"),
    errorCallbackURL: "/login?error=google",
  });
  if (!result.ok || !result.data?.url) {
    return redirect("/login?error=google", { headers: headersWithCookies(result.setCookies) });
  }
  return redirect(result.data.url, { headers: headersWithCookies(result.setCookies) });
}
