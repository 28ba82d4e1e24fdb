import { getCurrentUser } from "~/accounts/current-user.server";
import { liveStreamResponse } from "~/live/live-stream.server";
import { countUnreadMessages } from "~/messaging/conversations.server";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/live";

/**
 * `GET /live`: a signed-in tab's server-sent events (issue 36). Only the member's own events
 * come down it: the member is the session's, never a parameter. A visitor gets 401, and the
 * page's script then simply stays quiet.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = getCurrentUser(context);
  if (!user) {
    return new Response("Sign in to receive live updates.", {
      status: 401,
      headers: { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const { db, live } = getServices(context);
  return liveStreamResponse({
    hub: live,
    userId: user.id,
    unreadMessages: await countUnreadMessages(db, user.id),
    signal: request.signal,
  });
}
