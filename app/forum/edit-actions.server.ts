import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { getServices } from "~/server/context.server";
import { requireForumReader } from "./forum-access.server";
import { ForumError, ForumForbiddenError, ForumNotFoundError } from "./forum-errors";
import { getOwnReply, locateReply, updateReply } from "./forum-replies.server";
import { replySchema, topicSchema } from "./forum-schema";
import { getTopic, updateTopic } from "./forum-topics.server";

// The author's edit pages for a topic and a reply: the loaders refuse anyone else (403) before
// showing anything, and the actions go through the same services, which check again.

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
  url: URL;
  params: { id?: string };
}

function asResponse(error: unknown): never {
  if (error instanceof ForumError) throw data(error.message, { status: error.status });
  throw error;
}

export async function loadOwnTopic({ context, url, params }: Args) {
  const user = await requireForumReader(context, url);
  const { db, storage } = getServices(context);
  const topic = await getTopic(db, user, params.id ?? "", (key) => storage.publicUrl(key));
  if (!topic) asResponse(new ForumNotFoundError());
  if (topic.authorId !== user.id) asResponse(new ForumForbiddenError());
  return topic;
}

export async function editTopicAction(args: Args) {
  const user = await requireForumReader(args.context, args.url);
  const { db, toasts } = getServices(args.context);
  const id = args.params.id ?? "";
  const submission = parseWithZod(await args.request.formData(), { schema: topicSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  try {
    await updateTopic(db, user, id, submission.value);
  } catch (error) {
    if (error instanceof ForumError) {
      return data(
        { result: submission.reply({ formErrors: [error.message] }) },
        { status: error.status },
      );
    }
    throw error;
  }
  return toasts.redirect(`/forum/post/${id}`, {
    type: "success",
    title: "Post updated",
  });
}

export async function loadOwnReply({ context, url, params }: Args) {
  const user = await requireForumReader(context, url);
  const { db } = getServices(context);
  try {
    return { id: params.id ?? "", ...(await getOwnReply(db, user, params.id ?? "")) };
  } catch (error) {
    return asResponse(error);
  }
}

export async function editReplyAction(args: Args) {
  const user = await requireForumReader(args.context, args.url);
  const { db, toasts } = getServices(args.context);
  const id = args.params.id ?? "";
  const submission = parseWithZod(await args.request.formData(), { schema: replySchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  try {
    await updateReply(db, user, id, submission.value);
  } catch (error) {
    if (error instanceof ForumError) {
      return data(
        { result: submission.reply({ formErrors: [error.message] }) },
        { status: error.status },
      );
    }
    throw error;
  }
  const where = await locateReply(db, id);
  const page = where && where.page > 1 ? `?page=${where.page}` : "";
  return toasts.redirect(`/forum/post/${where?.postId}${page}#reply-${id}`, {
    type: "success",
    title: "Reply updated",
  });
}
