import type { NotificationKind } from "~/notifications/notification-kinds";

// The notification emails a member can turn off here, each with the words the settings and the
// unsubscribe page use for it. Forum replies and saved-search alerts have their own switches.

export const EMAIL_KINDS = ["new-message", "harvest-reminder", "expiry-reminder"] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const EMAIL_KIND_LABELS: Record<EmailKind, { name: string; setting: string }> = {
  "new-message": {
    name: "new message emails",
    setting: "Email me when someone sends me a message",
  },
  "harvest-reminder": {
    name: "harvest reminder emails",
    setting: "Email me harvest reminders for plantings I asked to be reminded about",
  },
  "expiry-reminder": {
    name: "listing expiry reminders",
    setting: "Email me the day before a listing's last day",
  },
};

export function isEmailKind(value: string): value is EmailKind {
  return (EMAIL_KINDS as readonly string[]).includes(value);
}

/**
 * The notification kind (decision 0093) each of these emails belongs to: its unsubscribe link,
 * signed before the preferences matrix existed, turns off that kind's email cell.
 */
export const NOTIFICATION_KIND_OF = {
  "new-message": "messages",
  "harvest-reminder": "harvest-reminders",
  "expiry-reminder": "listing-expiry",
} as const satisfies Record<EmailKind, NotificationKind>;
