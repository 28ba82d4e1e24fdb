import type { MiddlewareFunction } from "react-router";
import { accountLanguageContext } from "~/i18n/i18n.server";
import { languageFromQuery } from "~/i18n/languages";
import { getServices } from "~/server/context.server";
import { type CurrentUser, currentUserContext, loadCurrentUser } from "./current-user.server";
import { saveLanguage } from "./profile.server";
import { activityNeedsRecording, recordActivity } from "./retention.server";

/**
 * Reads the session cookie on every request and puts the signed-in person (or null) into the
 * context, as better-auth answers: it alone checks the cookie's signature and the session. When
 * better-auth renews the session it asks for a fresh cookie, which is passed on.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const { auth, db, logger } = getServices(context);
  let setCookies: string[] = [];
  const cookieHeader = request.headers.get("cookie");
  if (cookieHeader?.includes("glut.session_token")) {
    const { headers, response } = await auth.api.getSession({
      headers: request.headers,
      returnHeaders: true,
    });
    setCookies = headers.getSetCookie();
    const user: CurrentUser | null = response ? await loadCurrentUser(db, response) : null;
    context.set(currentUserContext, user);
    // A member who switches language (`?lng=`) keeps it on the account, for the pages and
    // emails that follow wherever they sign in (decision 0098).
    const asked = languageFromQuery(new URL(request.url));
    if (user && asked && asked !== user.profile.language) {
      await saveLanguage(db, user.id, asked);
      user.profile.language = asked;
    }
    context.set(accountLanguageContext, user?.profile.language ?? null);
    // The inactive-account rule counts from here. A failure to note it must not cost the page.
    if (user && activityNeedsRecording(user.activity)) {
      await recordActivity(db, user.id).catch((error: unknown) =>
        logger.warn({ err: error, userId: user.id }, "could not record account activity"),
      );
    }
  } else {
    context.set(currentUserContext, null);
  }
  const result = await next();
  // A route that set session cookies itself (signing in or out, changing the password) has
  // the newer answer: a renewal of the old session must not overwrite it.
  const routeSetSession = result.headers
    .getSetCookie()
    .some((cookie) => cookie.includes("glut.session_token"));
  if (!routeSetSession) {
    for (const cookie of setCookies) result.headers.append("Set-Cookie", cookie);
  }
  return result;
};
