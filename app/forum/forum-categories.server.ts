import { asc, count, eq, isNull, max, sql } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import { forumCategories, forumPosts } from "./forum.table";

// The categories are public (anyone sees the list and the teaser); ordered by name, as the
// specification reads them (part 2 §7).

export interface ForumCategory {
  id: string;
  name: string;
  slug: string;
  description: string;
}

export interface CategoryWithStats extends ForumCategory {
  topicCount: number;
  replyCount: number;
  /** The newest topic or reply in it; null while it is empty. */
  lastActivityAt: Date | null;
}

export async function listCategories(db: Db): Promise<ForumCategory[]> {
  return db
    .select({
      id: forumCategories.id,
      name: forumCategories.name,
      slug: forumCategories.slug,
      description: forumCategories.description,
    })
    .from(forumCategories)
    .orderBy(asc(forumCategories.name));
}

/** Every category with its visible topics' and their replies' counts and latest activity. */
export async function listCategoriesWithStats(db: Db): Promise<CategoryWithStats[]> {
  const [categories, stats] = await Promise.all([
    listCategories(db),
    db
      .select({
        categoryId: forumPosts.categoryId,
        topics: count(),
        replies: sql<number>`coalesce(sum(${forumPosts.replyCount}), 0)::int`,
        latest: max(forumPosts.lastActivityAt),
      })
      .from(forumPosts)
      .where(isNull(forumPosts.hiddenAt))
      .groupBy(forumPosts.categoryId),
  ]);
  const byCategory = new Map(stats.map((row) => [row.categoryId, row]));
  return categories.map((category) => {
    const row = byCategory.get(category.id);
    return {
      ...category,
      topicCount: row?.topics ?? 0,
      replyCount: Number(row?.replies ?? 0),
      lastActivityAt: row?.latest ?? null,
    };
  });
}

export async function findCategoryBySlug(db: Db, slug: string): Promise<ForumCategory | null> {
  const [row] = await db
    .select({
      id: forumCategories.id,
      name: forumCategories.name,
      slug: forumCategories.slug,
      description: forumCategories.description,
    })
    .from(forumCategories)
    .where(eq(forumCategories.slug, slug));
  return row ?? null;
}
