import { profiles } from "~/accounts/accounts.table";
import { forumCategories, forumPosts } from "./forum.table";
import { authorName } from "./forum-people.server";

// A topic as the forum's lists show it, and the columns every list reads for it.

/** A topic in a list. */
export interface TopicSummary {
  id: string;
  title: string;
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
  username: profiles.username,
  forumUsername: profiles.forumUsername,
  categoryName: forumCategories.name,
  categorySlug: forumCategories.slug,
  createdAt: forumPosts.createdAt,
  lastActivityAt: forumPosts.lastActivityAt,
  replyCount: forumPosts.replyCount,
  pinned: forumPosts.pinned,
  lockedAt: forumPosts.lockedAt,
  isDemo: forumPosts.isDemo,
};

interface SummaryRow {
  id: string;
  title: string;
  userId: string | null;
  username: string | null;
  forumUsername: string | null;
  categoryName: string;
  categorySlug: string;
  createdAt: Date;
  lastActivityAt: Date;
  replyCount: number;
  pinned: boolean;
  lockedAt: Date | null;
  isDemo: boolean;
}

export function toSummary(row: SummaryRow): TopicSummary {
  return {
    id: row.id,
    title: row.title,
    authorName: authorName(row.userId, row),
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
