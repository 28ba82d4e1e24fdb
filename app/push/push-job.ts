// The job that sends one Web Push notification to each of a member's devices (issue 36, item 4).
// The notifications domain queues it when a notification's push channel is on; the push domain
// works it: it looks up the member's subscriptions, sends through `web-push`, and removes the
// subscriptions the push service says are gone (404/410).

export const PUSH_JOB = "push.send";

export interface PushJobData {
  userId: string;
  /** The notification this push tells of, to mark or link to. */
  notificationId: string;
  /** What the device shows: short, and no private text unless the member chose to include it. */
  title: string;
  body: string;
  /** Where a tap on the notification goes, a path on this site. */
  href: string;
}
