import { count, eq, inArray } from "drizzle-orm";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "~/i18n/languages";
import type { Db } from "~/server/db/database.server";
import { countPerUkWeek } from "~/server/db/weekly-counts.server";
import { profiles, userRoles } from "./accounts.table";
import { users } from "./auth.table";

// What other domains may read about an account. They ask here rather than reading accounts'
// tables, so the tables can change without them (decision 0025). Each takes a `Db` so that it
// also runs inside the caller's transaction.

/** Whom to write to and what to call them. */
export interface AccountContact {
  email: string;
  username: string;
  isOrganization: boolean;
  organizationName: string | null;
  /** The language their emails go in (decision 0098). */
  language: Language;
}

/** A stored language, or English when none is kept. */
const languageOf = (stored: string | null): Language =>
  isLanguage(stored) ? stored : DEFAULT_LANGUAGE;

/** The account's address and names; null when there is no such account (or it has no profile). */
export async function findAccountContact(db: Db, userId: string): Promise<AccountContact | null> {
  const [row] = await db
    .select({
      email: users.email,
      username: profiles.username,
      isOrganization: profiles.isOrganization,
      organizationName: profiles.organizationName,
      language: profiles.language,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row ? { ...row, language: languageOf(row.language) } : null;
}

/** The names an account shows in public (its forum username, else its username). */
export interface PublicNames {
  username: string;
  forumUsername: string | null;
}

/**
 * The public names of many accounts in one query, by account id. An id with no profile (a deleted
 * account) is absent, so the caller chooses what to show instead ('Deleted member', say).
 */
export async function findPublicNames(
  db: Db,
  userIds: readonly (string | null)[],
): Promise<Map<string, PublicNames>> {
  const ids = [...new Set(userIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: profiles.id, username: profiles.username, forumUsername: profiles.forumUsername })
    .from(profiles)
    .where(inArray(profiles.id, ids));
  return new Map(rows.map(({ id, ...names }) => [id, names]));
}

/** What the newcomer rule needs of an account (decision 0071): its age and its staff roles. */
export interface AccountAge {
  createdAt: Date;
  roles: string[];
}

/** The ages and staff roles of many accounts in one query, by id; deleted accounts are absent. */
export async function findAccountAges(
  db: Db,
  userIds: readonly (string | null)[],
): Promise<Map<string, AccountAge>> {
  const ids = [...new Set(userIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, createdAt: users.createdAt, role: userRoles.role })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(inArray(users.id, ids));
  const ages = new Map<string, AccountAge>();
  for (const row of rows) {
    const age = ages.get(row.id) ?? { createdAt: row.createdAt, roles: [] };
    if (row.role) age.roles.push(row.role);
    ages.set(row.id, age);
  }
  return ages;
}

/** Whom to write to, for a notification: the address, the names, and whether it is a demo member. */
export interface NotificationContact extends PublicNames {
  email: string;
  isDemo: boolean;
  /** The language their emails go in (decision 0098). */
  language: Language;
}

/** Contacts of many accounts in one query, by account id; deleted accounts are absent. */
export async function findNotificationContacts(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, NotificationContact>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      username: profiles.username,
      forumUsername: profiles.forumUsername,
      isDemo: profiles.isDemo,
      language: profiles.language,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(inArray(users.id, ids));
  return new Map(
    rows.map(({ id, language, ...contact }) => [
      id,
      { ...contact, language: languageOf(language) },
    ]),
  );
}

/** The account's email address, profile or not; null when there is no such account. */
export async function findAccountEmail(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

/**
 * The account registered with this address (addresses are stored in lower case), or null. For
 * a signed-out appeal (decision 0075): it finds the decision appealed, and is never shown.
 */
export async function findAccountIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  return row?.id ?? null;
}

export async function accountExists(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

/** The organisation names accounts go by now (null where none is set), by account id. */
export async function currentOrganisationNames(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, string | null>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: profiles.id, name: profiles.organizationName })
    .from(profiles)
    .where(inArray(profiles.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** How many accounts have signed up (with a profile). */
export async function countAccounts(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(profiles);
  return row?.n ?? 0;
}

/** New accounts per UK week since `since` (the staff chart), by the Monday the week starts. */
export function countNewAccountsPerWeek(db: Db, since: Date): Promise<Map<string, number>> {
  return countPerUkWeek(db, profiles, profiles.createdAt, since);
}

/** What a member's profile page may show of their account: never their email address. */
export interface PublicProfile extends PublicNames {
  /** The place they gave on their account, as they typed it: the caller narrows it to a town. */
  location: string | null;
  createdAt: Date;
}

/** One account's public profile; null when there is no such account (or it has no profile). */
export async function findPublicProfile(db: Db, userId: string): Promise<PublicProfile | null> {
  const [row] = await db
    .select({
      username: profiles.username,
      forumUsername: profiles.forumUsername,
      location: profiles.location,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row ?? null;
}
