import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import type { AccountExportSection } from "~/server/domain";
import { EMAIL_KINDS, type EmailKind } from "./email-kinds";
import { emailOptOuts } from "./email-preferences.table";

/** Of these members, those who have turned this kind of email off. */
export async function optedOut(
  db: Db,
  userIds: readonly string[],
  kind: EmailKind,
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: emailOptOuts.userId })
    .from(emailOptOuts)
    .where(and(eq(emailOptOuts.kind, kind), inArray(emailOptOuts.userId, [...userIds])));
  return new Set(rows.map((row) => row.userId));
}

export async function wantsEmail(db: Db, userId: string, kind: EmailKind): Promise<boolean> {
  return !(await optedOut(db, [userId], kind)).has(userId);
}

/** Each kind, on or off, for the settings form. */
export async function emailSettings(db: Db, userId: string): Promise<Record<EmailKind, boolean>> {
  const rows = await db
    .select({ kind: emailOptOuts.kind })
    .from(emailOptOuts)
    .where(eq(emailOptOuts.userId, userId));
  const off = new Set(rows.map((row) => row.kind));
  return Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, !off.has(kind)])) as Record<
    EmailKind,
    boolean
  >;
}

/**
 * Turns one kind on or off. An account deleted since the email was sent has nothing left to
 * stop: its foreign key refuses the row, and that is not an error.
 */
export async function setEmailKind(
  db: Db,
  userId: string,
  kind: EmailKind,
  on: boolean,
): Promise<void> {
  if (on) {
    await db
      .delete(emailOptOuts)
      .where(and(eq(emailOptOuts.userId, userId), eq(emailOptOuts.kind, kind)));
    return;
  }
  await db
    .insert(emailOptOuts)
    .values({ userId, kind })
    .onConflictDoNothing()
    .catch((error: unknown) => {
      if ((error as { code?: string }).code !== "23503") throw error;
    });
}

/** Sets every kind at once, from the settings form, in one transaction. */
export async function saveEmailSettings(
  db: Db,
  userId: string,
  settings: Record<EmailKind, boolean>,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const kind of EMAIL_KINDS) await setEmailKind(tx, userId, kind, settings[kind]);
  });
}

/** "Download my data": the emails the member turned off, and when. */
export const emailPreferencesAccountExport: AccountExportSection = {
  name: "emailsTurnedOff",
  async collect(db, userId) {
    const rows = await db
      .select({ kind: emailOptOuts.kind, createdAt: emailOptOuts.createdAt })
      .from(emailOptOuts)
      .where(eq(emailOptOuts.userId, userId));
    return rows.map((row) => ({ kind: row.kind, since: row.createdAt.toISOString() }));
  },
};
