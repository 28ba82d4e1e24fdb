import type { CurrentUser } from "~/accounts/current-user.server";
import { membersHiddenFrom } from "~/blocking/blocks.server";
import type { Db } from "~/server/db/database.server";
import { canReadForum } from "./forum-access.server";
import { listCategoriesWithStats } from "./forum-categories.server";
import {
  categoryIn,
  categoryName,
  ENGLISH_FORUM,
  type ForumLanguage,
} from "./forum-category-words";
import { forumDateTime } from "./forum-dates";
import { withoutBlocked } from "./forum-people.server";
import { searchQuerySchema } from "./forum-schema";
import { searchTopics } from "./forum-search.server";
import { latestTopics, type TopicSummary } from "./forum-topics.server";
import type { TopicListItem } from "./forum-ui";

// What the forum's list pages show, shaped for the page in its language (dates formatted on the
// UK clock, categories by their names in that language).

export function topicListItem(topic: TopicSummary, language: ForumLanguage): TopicListItem {
  return {
    id: topic.id,
    title: topic.title,
    authorName: topic.authorName,
    categoryName: categoryName(topic.categorySlug, topic.categoryName, language),
    categorySlug: topic.categorySlug,
    lastActivity: forumDateTime(topic.lastActivityAt, language.lng),
    replyCount: topic.replyCount,
    pinned: topic.pinned,
    locked: topic.locked,
    isDemo: topic.isDemo,
  };
}

/** /forum: the categories for everyone; latest topics and search results for readers. */
export async function loadForumIndex(
  db: Db,
  user: CurrentUser | null,
  params: URLSearchParams,
  language: ForumLanguage = ENGLISH_FORUM,
) {
  const { lng } = language;
  const q = searchQuerySchema.parse(params.get("q") ?? "");
  const page = Number(params.get("page") ?? "1");
  const reader = await canReadForum(db, user);
  const [categories, latest, search, hiddenAuthors] = await Promise.all([
    listCategoriesWithStats(db),
    reader && !q ? latestTopics(db, 10) : Promise.resolve([]),
    reader && q ? searchTopics(db, q, page) : Promise.resolve(null),
    membersHiddenFrom(db, user?.id ?? null),
  ]);
  return {
    reader,
    signedIn: user !== null,
    emailVerified: user?.emailVerified ?? false,
    q,
    categories: categories.map((category) => ({
      ...categoryIn(category, language),
      lastActivity: category.lastActivityAt ? forumDateTime(category.lastActivityAt, lng) : null,
      lastActivityAt: undefined,
    })),
    latest: withoutBlocked(latest, hiddenAuthors).map((topic) => topicListItem(topic, language)),
    search: search && {
      ...search,
      hits: withoutBlocked(search.hits, hiddenAuthors).map(({ authorId: _, ...hit }) => ({
        ...hit,
        categoryName: categoryName(hit.categorySlug, hit.categoryName, language),
        lastActivity: forumDateTime(hit.lastActivityAt, lng),
        lastActivityAt: undefined,
      })),
    },
  };
}
