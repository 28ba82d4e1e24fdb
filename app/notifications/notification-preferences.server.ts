import { and, eq } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import { databaseErrorCode, SQLSTATE } from "~/server/db/database-error-code";
import {
  DEFAULT_CHANNELS,
  EMAIL_ALWAYS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from "./notification-kinds";
import { notificationPreferences } from "./notifications.table";

export type ChannelChoice = Record<NotificationChannel, boolean>;
export type PreferenceMatrix = Record<NotificationKind, ChannelChoice>;

/** One kind's channels for one member: their choices over the defaults. */
export async function channelsFor(
  db: Db,
  userId: string,
  kind: NotificationKind,
): Promise<ChannelChoice> {
  const rows = await db
    .select({ channel: notificationPreferences.channel, enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)));
  const choice = { ...DEFAULT_CHANNELS };
  for (const row of rows) choice[row.channel as NotificationChannel] = row.enabled;
  if (EMAIL_ALWAYS.has(kind)) choice.email = true;
  return choice;
}

/** Every kind × channel for the preferences page. */
export async function preferenceMatrix(db: Db, userId: string): Promise<PreferenceMatrix> {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const matrix = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, { ...DEFAULT_CHANNELS }]),
  ) as PreferenceMatrix;
  for (const row of rows) {
    const cells = matrix[row.kind as NotificationKind];
    if (cells) cells[row.channel as NotificationChannel] = row.enabled;
  }
  for (const kind of EMAIL_ALWAYS) matrix[kind].email = true;
  return matrix;
}

/**
 * Sets one cell. Used by the one-click unsubscribe links, which may arrive after the account was
 * deleted: its foreign key then refuses the row, and there is nothing left to stop.
 */
export async function setChannel(
  db: Db,
  userId: string,
  kind: NotificationKind,
  channel: NotificationChannel,
  enabled: boolean,
): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, kind, channel, enabled })
    .onConflictDoUpdate({
      target: [
        notificationPreferences.userId,
        notificationPreferences.kind,
        notificationPreferences.channel,
      ],
      set: { enabled },
    })
    .catch((error: unknown) => {
      // An account deleted since (a one-click link in an old email): nothing left to change.
      if (databaseErrorCode(error) !== SQLSTATE.foreignKeyViolation) throw error;
    });
}

/** Saves the whole matrix from the preferences form, in one transaction. */
export async function savePreferenceMatrix(
  db: Db,
  userId: string,
  matrix: PreferenceMatrix,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const kind of NOTIFICATION_KINDS) {
      for (const channel of NOTIFICATION_CHANNELS) {
        await setChannel(tx, userId, kind, channel, matrix[kind][channel]);
      }
    }
  });
}
