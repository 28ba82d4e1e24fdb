import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { CurrentUser } from "~/accounts/current-user.server";
import type { FormSubmission } from "~/idempotency/form-submissions.server";
import type { StoredListingPhoto } from "~/listings/image-processing.server";
import type { Db } from "~/server/db/database.server";
import { forumCategories, forumPosts } from "./forum.table";
import {
  ForumConflictError,
  ForumForbiddenError,
  ForumNotFoundError,
  HIDDEN_MESSAGE,
} from "./forum-errors";
import {
  type ForumImageView,
  imagesOf,
  NO_PHOTO_CHANGES,
  type PhotoChanges,
  type PublicUrl,
  topicImageKeys,
} from "./forum-images.server";
import {
  authorNamesOf,
  type HiddenState,
  isForumId,
  shownContent,
  withoutBlocked,
} from "./forum-people.server";
import type { TopicInput } from "./forum-schema";
import {
  summaryColumns,
  type TopicSummary,
  toSummaries,
  toSummary,
} from "./forum-topic-summary.server";
import { createForumWrite, FORUM_HOURLY_LIMITS, updateForumWrite } from "./forum-writes.server";

// Topics (the specification's forum posts): one function per operation, access checked here.
// Only the author edits or deletes a topic; a refusal changes nothing.

export const TOPICS_PAGE_SIZE = 20;
export const TOPIC_LIMIT = FORUM_HOURLY_LIMITS.topics;

export type { TopicSummary };

export interface TopicDetail extends Omit<TopicSummary, "title"> {
  /** Null when a moderator hid it and the viewer is neither its author nor staff. */
  title: string | null;
  content: string | null;
  categoryId: string;
  authorId: string | null;
  editedAt: Date | null;
  hidden: HiddenState | null;
  images: ForumImageView[];
}

/**
 * The category page's query: visible topics, pinned first, then the newest activity. The page's
 * ids come off the category index alone (an index-only scan once vacuumed), and only those 20 are
 * joined to their category (their authors' names are one more query), so a deep page costs
 * little more than the first.
 */
export function categoryTopicsQuery(db: Db, categoryId: string, limit: number, offset: number) {
  const page = db
    .select({
      id: forumPosts.id,
      pinned: forumPosts.pinned,
      lastActivityAt: forumPosts.lastActivityAt,
    })
    .from(forumPosts)
    .where(and(eq(forumPosts.categoryId, categoryId), isNull(forumPosts.hiddenAt)))
    .orderBy(desc(forumPosts.pinned), desc(forumPosts.lastActivityAt), desc(forumPosts.id))
    .limit(limit)
    .offset(offset)
    .as("page");
  return db
    .select(summaryColumns)
    .from(page)
    .innerJoin(forumPosts, eq(forumPosts.id, page.id))
    .innerJoin(forumCategories, eq(forumCategories.id, forumPosts.categoryId))
    .orderBy(desc(page.pinned), desc(page.lastActivityAt), desc(page.id));
}

export function categoryTopicCountQuery(db: Db, categoryId: string) {
  return db
    .select({ total: count() })
    .from(forumPosts)
    .where(and(eq(forumPosts.categoryId, categoryId), isNull(forumPosts.hiddenAt)));
}

export interface TopicPage {
  topics: TopicSummary[];
  total: number;
  page: number;
  pageCount: number;
}

/**
 * One page of a category; a page past the end shows the last one. Without the topics of
 * `hiddenAuthors`, the members the viewer blocked (decision 0074).
 */
export async function listCategoryTopics(
  db: Db,
  categoryId: string,
  requestedPage: number,
  hiddenAuthors: readonly string[] = [],
): Promise<TopicPage> {
  const [counted] = await categoryTopicCountQuery(db, categoryId);
  const total = counted?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / TOPICS_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(requestedPage) || 1), pageCount);
  const rows = await categoryTopicsQuery(
    db,
    categoryId,
    TOPICS_PAGE_SIZE,
    (page - 1) * TOPICS_PAGE_SIZE,
  );
  const topics = withoutBlocked(await toSummaries(db, rows), hiddenAuthors);
  return { topics, total, page, pageCount };
}

/** The newest activity across the forum (the /forum page). */
export async function latestTopics(db: Db, limit = 10): Promise<TopicSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(forumPosts)
    .innerJoin(forumCategories, eq(forumCategories.id, forumPosts.categoryId))
    .where(isNull(forumPosts.hiddenAt))
    .orderBy(desc(forumPosts.lastActivityAt), desc(forumPosts.id))
    .limit(limit);
  return toSummaries(db, rows);
}

/** A topic as its page shows it to `viewer`, or null when there is none. */
export async function getTopic(
  db: Db,
  viewer: CurrentUser,
  id: string,
  publicUrl: PublicUrl,
): Promise<TopicDetail | null> {
  if (!isForumId(id)) return null;
  const [row] = await db
    .select({
      ...summaryColumns,
      content: forumPosts.content,
      categoryId: forumPosts.categoryId,
      editedAt: forumPosts.editedAt,
      hiddenAt: forumPosts.hiddenAt,
      hiddenReason: forumPosts.hiddenReason,
    })
    .from(forumPosts)
    .innerJoin(forumCategories, eq(forumCategories.id, forumPosts.categoryId))
    .where(eq(forumPosts.id, id));
  if (!row) return null;
  const shown = shownContent(viewer, row, { title: row.title, content: row.content });
  const images = shown.content
    ? ((await imagesOf(db, { postIds: [id] }, publicUrl)).get(id) ?? [])
    : [];
  return {
    ...toSummary(row, (await authorNamesOf(db, [row.userId]))(row.userId)),
    title: shown.content?.title ?? null,
    content: shown.content?.content ?? null,
    categoryId: row.categoryId,
    authorId: row.userId,
    editedAt: row.editedAt,
    hidden: shown.hidden,
    images,
  };
}

/**
 * Creates a topic with its photos (already stored) in one transaction. The category must exist
 * (else 404); the author must be able to post (membership, confirmed email).
 */
export async function createTopic(
  db: Db,
  user: CurrentUser,
  input: TopicInput,
  images: readonly StoredListingPhoto[] = [],
  submission: FormSubmission | null = null,
): Promise<{ id: string }> {
  return createForumWrite(db, user, "topics", images, {
    texts: [input.title, input.content],
    submission,
    check: (tx) => assertCategory(tx, input.categoryId),
    insert: async (tx) => {
      const [row] = await tx
        .insert(forumPosts)
        .values({ ...input, userId: user.id })
        .returning({ id: forumPosts.id });
      if (!row) throw new Error("the new topic was not returned");
      return row.id;
    },
  });
}

async function assertCategory(tx: Db, categoryId: string): Promise<void> {
  const [category] = await tx
    .select({ id: forumCategories.id })
    .from(forumCategories)
    .where(eq(forumCategories.id, categoryId));
  if (!category) throw new ForumNotFoundError("category");
}

/** Locks a topic for a change and checks it is the user's own and not hidden. */
export async function lockOwnTopic(tx: Db, user: CurrentUser, id: string) {
  if (!isForumId(id)) throw new ForumNotFoundError();
  const [row] = await tx
    .select({ userId: forumPosts.userId, hiddenAt: forumPosts.hiddenAt })
    .from(forumPosts)
    .where(eq(forumPosts.id, id))
    .for("update");
  if (!row) throw new ForumNotFoundError();
  if (row.userId === null || row.userId !== user.id) throw new ForumForbiddenError();
  return row;
}

/**
 * The author changes a topic's category, title, content or photos (the page then says
 * 'edited'). Returns the removed photos' keys, for the caller to delete after the commit.
 */
export async function updateTopic(
  db: Db,
  user: CurrentUser,
  id: string,
  input: TopicInput,
  photos: PhotoChanges = NO_PHOTO_CHANGES,
): Promise<{ removedKeys: string[] }> {
  return updateForumWrite(
    db,
    user,
    "topics",
    id,
    photos,
    [input.title, input.content],
    async (tx) => {
      const row = await lockOwnTopic(tx, user, id);
      if (row.hiddenAt !== null) throw new ForumConflictError(HIDDEN_MESSAGE);
      await assertCategory(tx, input.categoryId);
      await tx
        .update(forumPosts)
        .set({ ...input, editedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(forumPosts.id, id));
      return {};
    },
  );
}

/**
 * The author deletes a topic with its replies (anyone may remove what they started, member or
 * not). Returns the photos' storage keys, for the caller to remove after the commit.
 */
export async function deleteTopic(
  db: Db,
  user: CurrentUser,
  id: string,
): Promise<{ removedKeys: string[] }> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lockOwnTopic(t, user, id);
    const removedKeys = await topicImageKeys(t, id);
    await tx.delete(forumPosts).where(eq(forumPosts.id, id));
    return { removedKeys };
  });
}
