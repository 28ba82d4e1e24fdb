import { findPublicNames } from "~/accounts/account-directory.server";
import type { CurrentUser } from "~/accounts/current-user.server";
import { DELETED_MEMBER, profileDisplayName } from "~/accounts/display-name";
import type { Db } from "~/server/db/database.server";
import { isForumStaff } from "./forum-access.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id names nothing (rather than a database error and a 500). */
export function isForumId(id: string): boolean {
  return UUID.test(id);
}

/** Names an author by account id: forum name, else username; 'Deleted member' once gone. */
export type AuthorNames = (userId: string | null) => string;

/**
 * The display names of a page's authors, asked of the account directory in one query (a second
 * query per page rather than a join with accounts' tables, which are not the forum's to read).
 * An account that is gone (or never had a profile) is 'Deleted member'.
 */
export async function authorNamesOf(
  db: Db,
  userIds: readonly (string | null)[],
): Promise<AuthorNames> {
  const names = await findPublicNames(db, userIds);
  return (userId) => {
    const found = userId === null ? undefined : names.get(userId);
    return found ? profileDisplayName(found) : DELETED_MEMBER;
  };
}

/**
 * A list without what members the viewer blocked wrote (decision 0074). Applied to the page as
 * read, so a page may show a few fewer than its size; counts still include them.
 */
export function withoutBlocked<T extends { authorId: string | null }>(
  items: readonly T[],
  hiddenAuthors: readonly string[],
): T[] {
  if (hiddenAuthors.length === 0) return [...items];
  const hidden = new Set(hiddenAuthors);
  return items.filter((item) => item.authorId === null || !hidden.has(item.authorId));
}

/** Hidden content is shown to staff and to its author (with the reason), to nobody else. */
export function mayReadHidden(viewer: CurrentUser, authorId: string | null): boolean {
  return isForumStaff(viewer) || (authorId !== null && authorId === viewer.id);
}

export interface HiddenState {
  reason: string | null;
}

/** What a viewer sees of a post or reply that may be hidden. */
export function shownContent<T>(
  viewer: CurrentUser,
  row: { userId: string | null; hiddenAt: Date | null; hiddenReason: string | null },
  content: T,
): { content: T | null; hidden: HiddenState | null } {
  if (row.hiddenAt === null) return { content, hidden: null };
  const hidden = { reason: mayReadHidden(viewer, row.userId) ? row.hiddenReason : null };
  return { content: mayReadHidden(viewer, row.userId) ? content : null, hidden };
}
