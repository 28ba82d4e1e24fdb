import { desc, eq } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import type { AccountDeletionStep, AccountExportSection } from "~/server/domain";
import { notificationPreferences, notifications } from "./notifications.table";

/** "Download my data": the member's notifications and their channel choices. */
export const notificationsAccountExport: AccountExportSection = {
  name: "notifications",
  async collect(db, userId) {
    const rows = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt));
    const choices = await db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId));
    return {
      received: rows.map((row) => ({
        kind: row.kind,
        title: row.title,
        body: row.body,
        href: row.href,
        createdAt: row.createdAt.toISOString(),
        readAt: row.readAt?.toISOString() ?? null,
      })),
      preferences: choices.map((row) => ({
        kind: row.kind,
        channel: row.channel,
        enabled: row.enabled,
      })),
    };
  },
};

async function deleteNotificationsOf(tx: Db, userId: string): Promise<void> {
  // The foreign keys cascade too; saying it here keeps the deletion steps a full list.
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
}

export const notificationsAccountDeletion: AccountDeletionStep = {
  name: "notifications",
  inTransaction: (tx, userId) => deleteNotificationsOf(tx, userId),
};
