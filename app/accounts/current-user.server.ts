import { eq } from "drizzle-orm";
import { createContext, type RouterContextProvider, redirect } from "react-router";
import { isLanguage, type Language } from "~/i18n/languages";
import type { Db } from "~/server/db/database.server";
import { profiles, userRoles } from "./accounts.table";
import type { StaffRole } from "./staff-role";

/** The signed-in person, as every loader and action sees them. */
export interface CurrentUser {
  id: string;
  email: string;
  emailVerified: boolean;
  createdAt: Date;
  sessionId: string;
  profile: {
    username: string;
    forumUsername: string | null;
    location: string | null;
    isOrganization: boolean;
    organizationName: string | null;
    organizationType: string | null;
    /** The language the member chose, for pages and emails (decision 0098). */
    language: Language | null;
  };
  roles: StaffRole[];
  /** What the inactive-account rule needs, read with the profile (retention.server.ts). */
  activity: { lastSeenAt: Date | null; inactivityWarningSentAt: Date | null };
}

export const currentUserContext = createContext<CurrentUser | null>(null);

export function getCurrentUser(context: Readonly<RouterContextProvider>): CurrentUser | null {
  return context.get(currentUserContext);
}

interface SessionOfUser {
  user: { id: string; email: string; emailVerified: boolean; createdAt: Date };
  session: { id: string };
}

/** The signed-in person from a session's user, their profile and their staff roles. */
export function toCurrentUser(
  session: SessionOfUser,
  profile: typeof profiles.$inferSelect,
  roles: StaffRole[],
): CurrentUser {
  return {
    id: session.user.id,
    email: session.user.email,
    emailVerified: session.user.emailVerified,
    createdAt: session.user.createdAt,
    sessionId: session.session.id,
    profile: {
      username: profile.username,
      forumUsername: profile.forumUsername,
      location: profile.location,
      isOrganization: profile.isOrganization,
      organizationName: profile.organizationName,
      organizationType: profile.organizationType,
      language: isLanguage(profile.language) ? profile.language : null,
    },
    roles,
    activity: {
      lastSeenAt: profile.lastSeenAt,
      inactivityWarningSentAt: profile.inactivityWarningSentAt,
    },
  };
}

/** Loads the profile and roles that go with a session's user, in one query. */
export async function loadCurrentUser(db: Db, session: SessionOfUser): Promise<CurrentUser | null> {
  const rows = await db
    .select({ profile: profiles, role: userRoles.role })
    .from(profiles)
    .leftJoin(userRoles, eq(userRoles.userId, profiles.id))
    .where(eq(profiles.id, session.user.id));
  const profile = rows[0]?.profile;
  if (!profile) return null;
  return toCurrentUser(
    session,
    profile,
    rows.flatMap((row) => (row.role ? [row.role] : [])),
  );
}

/**
 * For loaders and actions that need a signed-in person: anyone else is sent to /login, with the
 * page they wanted kept so that they come back to it.
 */
export function requireUser(context: Readonly<RouterContextProvider>, url: URL): CurrentUser {
  const user = getCurrentUser(context);
  if (!user) {
    throw redirect(`/login?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
  }
  return user;
}

/**
 * Listings and messages need a confirmed email address. One check, used by every capability
 * that needs it; the server refuses with 403 when it fails.
 */
export function hasVerifiedEmail(user: CurrentUser | null): boolean {
  return user?.emailVerified === true;
}

/** Something that needs a confirmed email address was asked of an account without one: 403. */
export class EmailNotVerifiedError extends Error {
  readonly status = 403;
  constructor() {
    super("Please confirm your email address first.");
    this.name = "EmailNotVerifiedError";
  }
}

export function requireVerifiedEmail(user: CurrentUser): void {
  if (!hasVerifiedEmail(user)) throw new EmailNotVerifiedError();
}

/** Staff roles, checked on the server. */
export function hasRole(user: CurrentUser | null, role: StaffRole): boolean {
  return user?.roles.includes(role) ?? false;
}
