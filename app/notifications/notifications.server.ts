import { and, count, desc, eq, isNull, lt } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import { NOTIFICATION_RETENTION_DAYS, NOTIFICATIONS_PAGE_SIZE } from "./notification-kinds";
import { notifications } from "./notifications.table";

/** A refusal with the status the route answers with. */
export class NotificationError extends Error {
  override name = "NotificationError";
  readonly status: 403 | 404;
  constructor(message: string, status: 403 | 404) {
    super(message);
    this.status = status;
  }
}

export interface NotificationItem {
  id: string;
  kind: string;
  title: string;
  body: string;
  href: string;
  createdAt: Date;
  read: boolean;
}

export interface NotificationPage {
  items: NotificationItem[];
  page: number;
  pageCount: number;
  unread: number;
}

/** One page of a member's notifications, newest first, with how many are unread. */
export async function listNotifications(
  db: Db,
  userId: string,
  requestedPage: number,
): Promise<NotificationPage> {
  const [totals] = await db
    .select({ total: count() })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  const pageCount = Math.max(1, Math.ceil((totals?.total ?? 0) / NOTIFICATIONS_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(requestedPage) || 1), pageCount);
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE)
    .offset((page - 1) * NOTIFICATIONS_PAGE_SIZE);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      body: row.body,
      href: row.href,
      createdAt: row.createdAt,
      read: row.readAt !== null,
    })),
    page,
    pageCount,
    unread: await unreadNotificationCount(db, userId),
  };
}

export async function unreadNotificationCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Opens one notification: marks it read and gives where it leads. Another member's is refused
 * (403) and left as it was; an unknown one is 404.
 */
export async function openNotification(db: Db, userId: string, id: string): Promise<string> {
  if (!UUID.test(id)) throw new NotificationError("We could not find that notification.", 404);
  const [row] = await db
    .select({ userId: notifications.userId, href: notifications.href })
    .from(notifications)
    .where(eq(notifications.id, id));
  if (!row) throw new NotificationError("We could not find that notification.", 404);
  if (row.userId !== userId) {
    throw new NotificationError("That notification is not yours to open.", 403);
  }
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, id), isNull(notifications.readAt)));
  return row.href;
}

/** Marks every one of the member's notifications read; returns how many changed. */
export async function markAllRead(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** The retention rule: notifications older than 90 days go. */
export async function deleteOldNotifications(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - NOTIFICATION_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const rows = await db
    .delete(notifications)
    .where(lt(notifications.createdAt, cutoff))
    .returning({ id: notifications.id });
  return rows.length;
}
