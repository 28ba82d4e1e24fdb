// The kinds of notification and the channels they travel by (decision 0093); their words are the
// `alerts` catalogue's `kinds` and `channels` (decision 0098). Client-safe: no server imports.

export const NOTIFICATION_KINDS = [
  "messages",
  "forum-replies",
  "saved-searches",
  "wanted-posts",
  "listing-expiry",
  "harvest-reminders",
  "handovers",
  "verification",
  "moderation",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ["site", "email", "push"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * Kinds whose email is always sent, whatever the matrix says: a moderator's decision about a
 * member's content or account, and an organisation's verification result. They carry the way to
 * appeal (decision 0075), and a suspended member cannot sign in to read them in the site.
 */
export const EMAIL_ALWAYS: ReadonlySet<NotificationKind> = new Set(["moderation", "verification"]);

/** What a member gets when they have chosen nothing: in the site and email, no push. */
export const DEFAULT_CHANNELS: Record<NotificationChannel, boolean> = {
  site: true,
  email: true,
  push: false,
};

export function isNotificationKind(value: string): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/** The id of one cell of the preferences matrix, also the anchor emails link to. */
export function cellId(channel: NotificationChannel, kind: NotificationKind): string {
  return `${channel}-${kind}`;
}

export const PREFERENCES_PATH = "/account/notifications";

/** The address of one cell of the matrix, e.g. /account/notifications#email-messages. */
export function preferencesCellHref(
  kind: NotificationKind,
  channel: NotificationChannel = "email",
) {
  return `${PREFERENCES_PATH}#${cellId(channel, kind)}`;
}

/** How many notifications /notifications shows a page. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** How long a notification is kept before the nightly job deletes it. */
export const NOTIFICATION_RETENTION_DAYS = 90;
