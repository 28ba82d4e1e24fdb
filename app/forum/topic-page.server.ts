import type { CurrentUser } from "~/accounts/current-user.server";
import { membersHiddenFrom } from "~/blocking/blocks.server";
import type { Db } from "~/server/db/database.server";
import { isForumStaff } from "./forum-access.server";
import { categoryName, ENGLISH_FORUM, type ForumLanguage } from "./forum-category-words";
import { forumDateTime } from "./forum-dates";
import { isFollowing } from "./forum-follows.server";
import type { PublicUrl } from "./forum-images.server";
import { parseForumText } from "./forum-markdown.server";
import { withoutBlocked } from "./forum-people.server";
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
  language: ForumLanguage = ENGLISH_FORUM,
) {
  const { lng } = language;
  const topic = await getTopic(db, viewer, id, publicUrl);
  if (!topic) return null;
  const [replies, following, hiddenAuthors] = await Promise.all([
    listReplies(db, viewer, id, requestedPage, publicUrl),
    isFollowing(db, viewer.id, id),
    membersHiddenFrom(db, viewer.id),
  ]);
  const staff = isForumStaff(viewer);
  const isAuthor = topic.authorId !== null && topic.authorId === viewer.id;
  // A topic by a member the viewer blocked is shown as its title and a note, its words not at
  // all; their replies are left out (decision 0074).
  const authorBlocked = topic.authorId !== null && hiddenAuthors.includes(topic.authorId);
  /** Whom the Block control names: another member, not a deleted account. */
  const blockable = (authorId: string | null, name: string) =>
    authorId !== null && authorId !== viewer.id ? { id: authorId, name } : null;
  return {
    topic: {
      id: topic.id,
      title: topic.title,
      blocks: topic.content === null || authorBlocked ? null : parseForumText(topic.content),
      authorName: topic.authorName,
      /** For the link to the author's profile; null for a deleted account. */
      authorId: topic.authorId,
      author: authorBlocked ? null : blockable(topic.authorId, topic.authorName),
      authorBlocked,
      categoryName: categoryName(topic.categorySlug, topic.categoryName, language),
      categorySlug: topic.categorySlug,
      created: forumDateTime(topic.createdAt, lng),
      edited: topic.editedAt ? forumDateTime(topic.editedAt, lng) : null,
      replyCount: topic.replyCount,
      pinned: topic.pinned,
      locked: topic.locked,
      hidden: topic.hidden,
      isDemo: topic.isDemo,
      images: authorBlocked ? [] : topic.images,
    },
    replies: {
      page: replies.page,
      pageCount: replies.pageCount,
      total: replies.total,
      items: withoutBlocked(replies.replies, hiddenAuthors).map((reply) => ({
        id: reply.id,
        authorName: reply.authorName,
        authorId: reply.authorId,
        author: blockable(reply.authorId, reply.authorName),
        blocks: reply.content === null ? null : parseForumText(reply.content),
        created: forumDateTime(reply.createdAt, lng),
        edited: reply.editedAt ? forumDateTime(reply.editedAt, lng) : null,
        hidden: reply.hidden,
        isDemo: reply.isDemo,
        images: reply.images,
        own: reply.authorId !== null && reply.authorId === viewer.id,
      })),
    },
    viewer: {
      id: viewer.id,
      staff,
      isAuthor,
      following,
      emailVerified: viewer.emailVerified,
      canReply: viewer.emailVerified && !topic.locked && topic.hidden === null,
    },
  };
}

export type TopicPageData = NonNullable<Awaited<ReturnType<typeof loadTopicPage>>>;
