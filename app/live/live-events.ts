// What the live stream tells a signed-in member's open tabs (issue 36, item 1). Client-safe types:
// the server publishes them with `publishLive`, the member's tabs receive them over server-sent
// events. Each event is small (PostgreSQL's NOTIFY payload is limited to 8,000 bytes): ids and
// short text only, never a message's whole words beyond a preview.

export const LIVE_CHANNEL = "glut_live";

export type LiveEvent =
  /** A message arrived in one of the member's conversations. */
  | {
      type: "message";
      conversationId: string;
      messageId: string;
      senderName: string;
      preview: string;
    }
  /** The member's count of unread messages changed. */
  | { type: "unread"; unreadMessages: number }
  /** A notification was recorded for the member (app/notifications). */
  | { type: "notification"; notificationId: string; title: string; href: string }
  /**
   * A handover or request of the member's changed: a page showing it may need a fresh look.
   * `change` names what happened (a key of app/handover/handover-live-changes.ts), which the
   * page says in its own language.
   */
  | { type: "handover"; handoverId: string | null; listingId: string | null; change: string };

/** One event for one member, as it travels through NOTIFY. */
export interface LiveEnvelope {
  userId: string;
  event: LiveEvent;
}
