import type { CurrentUser } from "~/accounts/current-user.server";
import type { Db } from "~/server/db/database.server";
import { isForumStaff } from "./forum-access.server";
import { forumDateTime } from "./forum-dates";
import { isFollowing } from "./forum-follows.server";
import type { PublicUrl } from "./forum-images.server";
import { parseForumText } from "./forum-markdown.server";
import { listReplies } from "./forum-replies.server";
import { getTopic } from "./forum-topics.server";

// /forum/post/{id}: the topic and one page of its thread as the viewer may see them, with what
// they may do. Text is parsed into the forum's safe tree here, on the server.

export async function loadTopicPage(
  db: Db,
  viewer: CurrentUser,
  id: string,
  requestedPage: number,
  publicUrl: PublicUrl,
) {
  const topic = await getTopic(db, viewer, id, publicUrl);
  if (!topic) return null;
  const [replies, following] = await Promise.all([
    listReplies(db, viewer, id, requestedPage, publicUrl),
    isFollowing(db, viewer.id, id),
  ]);
  const staff = isForumStaff(viewer);
  const isAuthor = topic.authorId !== null && topic.authorId === viewer.id;
  return {
    topic: {
      id: topic.id,
      title: topic.title,
      blocks: topic.content === null ? null : parseForumText(topic.content),
      authorName: topic.authorName,
      categoryName: topic.categoryName,
      categorySlug: topic.categorySlug,
      created: forumDateTime(topic.createdAt),
      edited: topic.editedAt ? forumDateTime(topic.editedAt) : null,
      replyCount: topic.replyCount,
      pinned: topic.pinned,
      locked: topic.locked,
      hidden: topic.hidden,
      isDemo: topic.isDemo,
      images: topic.images,
    },
    replies: {
      page: replies.page,
      pageCount: replies.pageCount,
      total: replies.total,
      items: replies.replies.map((reply) => ({
        id: reply.id,
        authorName: reply.authorName,
        blocks: reply.content === null ? null : parseForumText(reply.content),
        created: forumDateTime(reply.createdAt),
        edited: reply.editedAt ? forumDateTime(reply.editedAt) : null,
        hidden: reply.hidden,
        isDemo: reply.isDemo,
        images: reply.images,
        own: reply.authorId !== null && reply.authorId === viewer.id,
      })),
    },
    viewer: {
      staff,
      isAuthor,
      following,
      emailVerified: viewer.emailVerified,
      canReply: viewer.emailVerified && !topic.locked && topic.hidden === null,
    },
  };
}

export type TopicPageData = NonNullable<Awaited<ReturnType<typeof loadTopicPage>>>;
