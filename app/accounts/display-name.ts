/**
 * The name shown for a member. A name that is an email address must not leak it: only the part
 * before the at sign is shown, and only when it is 2 to 30 characters long.
 */

export const ANONYMOUS_USER = "Anonymous User";

/** Shown in place of the author of forum posts whose account has been deleted. */
export const DELETED_MEMBER = "Deleted member";

const MIN_PREFIX = 2;
const MAX_PREFIX = 30;

// Counts code points, so an emoji is one character rather than two UTF-16 units.
function characterCount(value: string): number {
  return [...value].length;
}

export function displayName(name: string | null | undefined): string {
  const trimmed = (name ?? "").trim();
  if (trimmed === "") return ANONYMOUS_USER;

  const at = trimmed.indexOf("@");
  if (at === -1) return trimmed;

  // Trimmed so that "jo @example.com" shows "jo", not a name ending in a space.
  const prefix = trimmed.slice(0, at).trim();
  const length = characterCount(prefix);
  return length >= MIN_PREFIX && length <= MAX_PREFIX ? prefix : ANONYMOUS_USER;
}

/** The forum username when one is set (empty means use the account username), else the username. */
export function profileDisplayName(
  profile: { forumUsername?: string | null; username?: string | null } | null | undefined,
): string {
  const forumUsername = profile?.forumUsername?.trim();
  return displayName(forumUsername ? forumUsername : profile?.username);
}
