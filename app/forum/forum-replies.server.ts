import { and, asc, count, eq, lt, or, sql } from "drizzle-orm";
import type { CurrentUser } from "~/accounts/current-user.server";
import type { FormSubmission } from "~/idempotency/form-submissions.server";
import type { StoredListingPhoto } from "~/listings/image-processing.server";
import type { Db } from "~/server/db/database.server";
import { forumPosts, forumReplies } from "./forum.table";
import {
  ForumConflictError,
  ForumForbiddenError,
  ForumNotFoundError,
  HIDDEN_MESSAGE,
  LOCKED_MESSAGE,
} from "./forum-errors";
import {
  type ForumImageView,
  imagesOf,
  NO_PHOTO_CHANGES,
  type PhotoChanges,
  type PublicUrl,
  replyImageKeys,
} from "./forum-images.server";
import { authorNamesOf, type HiddenState, isForumId, shownContent } from "./forum-people.server";
import type { ReplyInput } from "./forum-schema";
import { createForumWrite, FORUM_HOURLY_LIMITS, updateForumWrite } from "./forum-writes.server";

// Replies: a thread is read oldest first, 20 a page. Only the author edits or deletes a reply;
// a locked topic takes none, and a hidden one can be neither replied to nor changed.

export const REPLIES_PAGE_SIZE = 20;
export const REPLY_LIMIT = FORUM_HOURLY_LIMITS.replies;

export interface ReplyView {
  id: string;
  authorId: string | null;
  authorName: string;
  content: string | null;
  createdAt: Date;
  editedAt: Date | null;
  hidden: HiddenState | null;
  isDemo: boolean;
  images: ForumImageView[];
}

export interface ReplyPage {
  replies: ReplyView[];
  total: number;
  page: number;
  pageCount: number;
}

/** The thread's query: a topic's replies in order, one page (authors' names are read after). */
export function repliesQuery(db: Db, postId: string, limit: number, offset: number) {
  return db
    .select({
      id: forumReplies.id,
      userId: forumReplies.userId,
      content: forumReplies.content,
      createdAt: forumReplies.createdAt,
      editedAt: forumReplies.editedAt,
      hiddenAt: forumReplies.hiddenAt,
      hiddenReason: forumReplies.hiddenReason,
      isDemo: forumReplies.isDemo,
    })
    .from(forumReplies)
    .where(eq(forumReplies.postId, postId))
    .orderBy(asc(forumReplies.createdAt), asc(forumReplies.id))
    .limit(limit)
    .offset(offset);
}

export async function listReplies(
  db: Db,
  viewer: CurrentUser,
  postId: string,
  requestedPage: number,
  publicUrl: PublicUrl,
): Promise<ReplyPage> {
  const [counted] = await db
    .select({ total: count() })
    .from(forumReplies)
    .where(eq(forumReplies.postId, postId));
  const total = counted?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / REPLIES_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(requestedPage) || 1), pageCount);
  const rows = await repliesQuery(db, postId, REPLIES_PAGE_SIZE, (page - 1) * REPLIES_PAGE_SIZE);
  const shown = rows.map((row) => ({ row, ...shownContent(viewer, row, row.content) }));
  const nameOf = await authorNamesOf(
    db,
    rows.map((row) => row.userId),
  );
  const images = await imagesOf(
    db,
    { replyIds: shown.filter((item) => item.content !== null).map((item) => item.row.id) },
    publicUrl,
  );
  return {
    total,
    page,
    pageCount,
    replies: shown.map(({ row, content, hidden }) => ({
      id: row.id,
      authorId: row.userId,
      authorName: nameOf(row.userId),
      content,
      createdAt: row.createdAt,
      editedAt: row.editedAt,
      hidden,
      isDemo: row.isDemo,
      images: images.get(row.id) ?? [],
    })),
  };
}

/** Where a reply sits: its topic and the page of the thread it is on (for deep links). */
export async function locateReply(
  db: Db,
  replyId: string,
): Promise<{ postId: string; page: number } | null> {
  if (!isForumId(replyId)) return null;
  const [reply] = await db
    .select({ postId: forumReplies.postId, createdAt: forumReplies.createdAt })
    .from(forumReplies)
    .where(eq(forumReplies.id, replyId));
  if (!reply) return null;
  const [before] = await db
    .select({ n: count() })
    .from(forumReplies)
    .where(
      and(
        eq(forumReplies.postId, reply.postId),
        or(
          lt(forumReplies.createdAt, reply.createdAt),
          and(eq(forumReplies.createdAt, reply.createdAt), lt(forumReplies.id, replyId)),
        ),
      ),
    );
  return { postId: reply.postId, page: Math.floor((before?.n ?? 0) / REPLIES_PAGE_SIZE) + 1 };
}

/**
 * Adds a reply (and its stored photos) to a topic, in one transaction that also moves the
 * topic's activity time and reply count. A locked or hidden topic refuses with 409.
 */
export async function createReply(
  db: Db,
  user: CurrentUser,
  postId: string,
  input: ReplyInput,
  images: readonly StoredListingPhoto[] = [],
  submission: FormSubmission | null = null,
): Promise<{ id: string }> {
  if (!isForumId(postId)) throw new ForumNotFoundError();
  return createForumWrite(db, user, "replies", images, {
    texts: [input.content],
    submission,
    check: async (tx) => {
      const [topic] = await tx
        .select({ lockedAt: forumPosts.lockedAt, hiddenAt: forumPosts.hiddenAt })
        .from(forumPosts)
        .where(eq(forumPosts.id, postId))
        .for("update");
      if (!topic) throw new ForumNotFoundError();
      if (topic.hiddenAt !== null) throw new ForumConflictError(HIDDEN_MESSAGE);
      if (topic.lockedAt !== null) throw new ForumConflictError(LOCKED_MESSAGE);
    },
    insert: async (tx) => {
      const [row] = await tx
        .insert(forumReplies)
        .values({ postId, userId: user.id, content: input.content })
        .returning({ id: forumReplies.id, createdAt: forumReplies.createdAt });
      if (!row) throw new Error("the new reply was not returned");
      await tx
        .update(forumPosts)
        .set({
          replyCount: sql`${forumPosts.replyCount} + 1`,
          lastActivityAt: sql`greatest(${forumPosts.lastActivityAt}, ${row.createdAt})`,
        })
        .where(eq(forumPosts.id, postId));
      return row.id;
    },
  });
}

async function lockOwnReply(tx: Db, user: CurrentUser, replyId: string) {
  if (!isForumId(replyId)) throw new ForumNotFoundError("reply");
  const [row] = await tx
    .select({
      postId: forumReplies.postId,
      userId: forumReplies.userId,
      hiddenAt: forumReplies.hiddenAt,
    })
    .from(forumReplies)
    .where(eq(forumReplies.id, replyId))
    .for("update");
  if (!row) throw new ForumNotFoundError("reply");
  if (row.userId === null || row.userId !== user.id) throw new ForumForbiddenError();
  return row;
}

/** The author changes a reply's text or photos; the removed photos' keys come back. */
export async function updateReply(
  db: Db,
  user: CurrentUser,
  replyId: string,
  input: ReplyInput,
  photos: PhotoChanges = NO_PHOTO_CHANGES,
): Promise<{ postId: string; removedKeys: string[] }> {
  return updateForumWrite(db, user, "replies", replyId, photos, [input.content], async (tx) => {
    const row = await lockOwnReply(tx, user, replyId);
    if (row.hiddenAt !== null) throw new ForumConflictError(HIDDEN_MESSAGE);
    await tx
      .update(forumReplies)
      .set({ content: input.content, editedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(forumReplies.id, replyId));
    return { postId: row.postId };
  });
}

/** The author deletes a reply; its photos' keys come back for removal after the commit. */
export async function deleteReply(
  db: Db,
  user: CurrentUser,
  replyId: string,
): Promise<{ postId: string; removedKeys: string[] }> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const row = await lockOwnReply(t, user, replyId);
    const removedKeys = await replyImageKeys(t, replyId);
    await tx.delete(forumReplies).where(eq(forumReplies.id, replyId));
    await tx
      .update(forumPosts)
      .set({ replyCount: sql`greatest(${forumPosts.replyCount} - 1, 0)` })
      .where(eq(forumPosts.id, row.postId));
    return { postId: row.postId, removedKeys };
  });
}

/** For an edit form: the reply's text and photos, if it is the user's own. */
export async function getOwnReply(
  db: Db,
  user: CurrentUser,
  replyId: string,
  publicUrl: PublicUrl,
): Promise<{ postId: string; content: string; hidden: boolean; images: ForumImageView[] }> {
  if (!isForumId(replyId)) throw new ForumNotFoundError("reply");
  const [row] = await db
    .select({
      postId: forumReplies.postId,
      userId: forumReplies.userId,
      content: forumReplies.content,
      hiddenAt: forumReplies.hiddenAt,
    })
    .from(forumReplies)
    .where(eq(forumReplies.id, replyId));
  if (!row) throw new ForumNotFoundError("reply");
  if (row.userId !== user.id) throw new ForumForbiddenError();
  const images = (await imagesOf(db, { replyIds: [replyId] }, publicUrl)).get(replyId) ?? [];
  return { postId: row.postId, content: row.content, hidden: row.hiddenAt !== null, images };
}
