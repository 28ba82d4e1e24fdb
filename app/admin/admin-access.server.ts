import { data, type RouterContextProvider } from "react-router";
import { type CurrentUser, hasRole, requireUser } from "~/accounts/current-user.server";
import { getI18n } from "~/i18n/i18n.server";

// Who may use the admin area, asked on the server for every loader and action. Visitors are sent
// to sign in; anyone signed in without the role gets 403 and nothing changes. The refusal a page
// shows is in the request's language (decision 0098); the services' own is English.

export const ADMIN_ACCESS_DENIED = "Access denied. Admin privileges required to view this page.";
export const STAFF_ACCESS_DENIED =
  "Access denied. Moderator or admin privileges required to view this page.";

export function isAdmin(user: CurrentUser | null): boolean {
  return hasRole(user, "admin");
}

/** Admins and moderators: the people who work the reports queue. */
export function isStaff(user: CurrentUser | null): boolean {
  return hasRole(user, "admin") || hasRole(user, "moderator");
}

export class AdminAccessError extends Error {
  override name = "AdminAccessError";
  readonly status = 403;
}

/** For services: refuses anyone who is not an admin. */
export function assertAdmin(user: CurrentUser): void {
  if (!isAdmin(user)) throw new AdminAccessError(ADMIN_ACCESS_DENIED);
}

export function assertStaff(user: CurrentUser): void {
  if (!isStaff(user)) throw new AdminAccessError(STAFF_ACCESS_DENIED);
}

const refusal = (context: Readonly<RouterContextProvider>, key: "admin" | "staff") =>
  getI18n(context).getFixedT(null, "admin")(`access.${key}`);

/** For admin loaders and actions: the admin, or a redirect to /login, or a 403 response. */
export function requireAdmin(context: Readonly<RouterContextProvider>, url: URL): CurrentUser {
  const user = requireUser(context, url);
  if (!isAdmin(user)) {
    throw data({ message: refusal(context, "admin"), moderator: isStaff(user) }, { status: 403 });
  }
  return user;
}

/** For the moderation screens: an admin or a moderator. */
export function requireStaff(context: Readonly<RouterContextProvider>, url: URL): CurrentUser {
  const user = requireUser(context, url);
  if (!isStaff(user)) throw data({ message: refusal(context, "staff") }, { status: 403 });
  return user;
}
