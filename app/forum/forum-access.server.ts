import type { RouterContextProvider } from "react-router";
import { type CurrentUser, hasRole, requireUser } from "~/accounts/current-user.server";
import { canUseMemberFeatures, requireMember } from "~/membership/member-gate.server";
import type { Db } from "~/server/db/database.server";
import {
  ForumEmailUnconfirmedError,
  ForumForbiddenError,
  ForumMembershipRequiredError,
} from "./forum-errors";

// Who may do what in the forum (PRODUCT.md, forum access): anyone sees the categories and the
// teaser; reading topics and posting need the one entitlement (an active membership or an
// approved organisation); posting also needs a confirmed email. Staff (moderator or admin) read
// and moderate whatever their membership.

export const FORUM_GATE_REASON = {
  personal: "forum:gate.personal",
  organisation: "forum:gate.organisation",
} as const;

export function isForumStaff(user: CurrentUser | null): boolean {
  return hasRole(user, "moderator") || hasRole(user, "admin");
}

export async function canReadForum(db: Db, user: CurrentUser | null): Promise<boolean> {
  if (!user) return false;
  return isForumStaff(user) || (await canUseMemberFeatures(db, user));
}

/** For loaders and actions of member pages: a visitor goes to /login, a non-member to /dashboard. */
export async function requireForumReader(
  context: Readonly<RouterContextProvider>,
  url: URL,
): Promise<CurrentUser> {
  const user = requireUser(context, url);
  if (isForumStaff(user)) return user;
  return requireMember(context, url, FORUM_GATE_REASON);
}

/** The services' own check, so a forged request is refused whatever page it claims to come from. */
export async function assertCanRead(db: Db, user: CurrentUser): Promise<void> {
  if (!(await canReadForum(db, user))) throw new ForumMembershipRequiredError();
}

export async function assertCanPost(db: Db, user: CurrentUser): Promise<void> {
  await assertCanRead(db, user);
  if (!user.emailVerified) throw new ForumEmailUnconfirmedError();
}

export function assertStaff(user: CurrentUser): void {
  if (!isForumStaff(user))
    throw new ForumForbiddenError("Only moderators can do that.", { key: "errors.staffOnly" });
}
