import type { Db } from "~/server/db/database.server";
import { forumCategories, forumPosts } from "./forum.table";
import { authorNamesOf } from "./forum-people.server";

// A topic as the forum's lists show it, and the columns every list reads for it. Authors' names
// come from the account directory in one more query per list (forum-people.server.ts).

/** A topic in a list. */
export interface TopicSummary {
  id: string;
  title: string;
  /** Null once the author's account is deleted. */
  authorId: string | null;
  authorName: string;
  categoryName: string;
  categorySlug: string;
  createdAt: Date;
  lastActivityAt: Date;
  replyCount: number;
  pinned: boolean;
  locked: boolean;
  isDemo: boolean;
}

export const summaryColumns = {
  id: forumPosts.id,
  title: forumPosts.title,
  userId: forumPosts.userId,
  categoryName: forumCategories.name,
  categorySlug: forumCategories.slug,
  createdAt: forumPosts.createdAt,
  lastActivityAt: forumPosts.lastActivityAt,
  replyCount: forumPosts.replyCount,
  pinned: forumPosts.pinned,
  lockedAt: forumPosts.lockedAt,
  isDemo: forumPosts.isDemo,
};

export interface SummaryRow {
  id: string;
  title: string;
  userId: string | null;
  categoryName: string;
  categorySlug: string;
  createdAt: Date;
  lastActivityAt: Date;
  replyCount: number;
  pinned: boolean;
  lockedAt: Date | null;
  isDemo: boolean;
}

export function toSummary(row: SummaryRow, authorName: string): TopicSummary {
  return {
    id: row.id,
    title: row.title,
    authorId: row.userId,
    authorName,
    categoryName: row.categoryName,
    categorySlug: row.categorySlug,
    createdAt: row.createdAt,
    lastActivityAt: row.lastActivityAt,
    replyCount: row.replyCount,
    pinned: row.pinned,
    locked: row.lockedAt !== null,
    isDemo: row.isDemo,
  };
}

/** A list's rows as summaries, with their authors' names read in one query. */
export async function toSummaries(db: Db, rows: readonly SummaryRow[]): Promise<TopicSummary[]> {
  const nameOf = await authorNamesOf(
    db,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => toSummary(row, nameOf(row.userId)));
}
