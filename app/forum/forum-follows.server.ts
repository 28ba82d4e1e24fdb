import { and, eq } from "drizzle-orm";
import type { CurrentUser } from "~/accounts/current-user.server";
import type { Db } from "~/server/db/database.server";
import { forumFollows, forumPosts } from "./forum.table";
import { assertCanRead } from "./forum-access.server";
import { ForumNotFoundError } from "./forum-errors";
import { isForumId } from "./forum-people.server";

// Who hears about new replies: a topic's author (while their setting is on, the default) and the
// members who follow it. The setting is one per account, on the dashboard.

export async function isFollowing(db: Db, userId: string, postId: string): Promise<boolean> {
  const [row] = await db
    .select({ postId: forumFollows.postId })
    .from(forumFollows)
    .where(and(eq(forumFollows.postId, postId), eq(forumFollows.userId, userId)));
  return row !== undefined;
}

export async function setFollowing(
  db: Db,
  user: CurrentUser,
  postId: string,
  follow: boolean,
): Promise<void> {
  await assertCanRead(db, user);
  if (!isForumId(postId)) throw new ForumNotFoundError();
  const [post] = await db
    .select({ id: forumPosts.id })
    .from(forumPosts)
    .where(eq(forumPosts.id, postId));
  if (!post) throw new ForumNotFoundError();
  if (follow) {
    await db.insert(forumFollows).values({ postId, userId: user.id }).onConflictDoNothing();
  } else {
    await db
      .delete(forumFollows)
      .where(and(eq(forumFollows.postId, postId), eq(forumFollows.userId, user.id)));
  }
}
