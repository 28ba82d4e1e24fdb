import { data, redirect } from "react-router";
import { requireForumReader } from "~/forum/forum-access.server";
import { locateReply } from "~/forum/forum-replies.server";
import { replyHref } from "~/forum/topic-page-action.server";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/reply-link";

// A lasting link to one reply: it goes to the page of the thread the reply is on now.
export async function loader({ context, url, params }: Route.LoaderArgs) {
  await requireForumReader(context, url);
  const where = await locateReply(getServices(context).db, params.id);
  if (!where) throw data(null, { status: 404 });
  return redirect(replyHref(where.postId, params.id, where.page));
}
