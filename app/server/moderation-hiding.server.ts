import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { ModerationTarget } from "./moderation-target";

/** A table whose rows staff can hide with a reason and show again (decision 0031). */
export type HideableTable = PgTable & {
  id: PgColumn;
  userId: PgColumn;
  hiddenAt: PgColumn;
  hiddenBy: PgColumn;
  hiddenReason: PgColumn;
};

/**
 * Hiding one row, showing it again and hiding all of one owner's: the same for every content
 * table that keeps who hid it and why. `isId` turns away ids that cannot name a row before the
 * database is asked (a malformed uuid would be an error there, not "no such item").
 */
export function hidingIn(
  table: HideableTable,
  isId: (id: string) => boolean,
): Required<Pick<ModerationTarget, "hide" | "restore" | "hideAllOf">> {
  const hiding = ({ actorId, reason }: { actorId: string; reason: string }) =>
    // Drizzle cannot type `set` for a table known only by its shape; the columns are checked by
    // HideableTable.
    ({ hiddenAt: new Date(), hiddenBy: actorId, hiddenReason: reason }) as never;
  const showing = { hiddenAt: null, hiddenBy: null, hiddenReason: null } as never;
  return {
    async hide(db, id, hide) {
      if (!isId(id)) return false;
      const rows = await db
        .update(table)
        .set(hiding(hide))
        .where(and(eq(table.id, id), isNull(table.hiddenAt)))
        .returning({ id: table.id });
      return rows.length > 0;
    },
    async restore(db, id) {
      if (!isId(id)) return false;
      const rows = await db
        .update(table)
        .set(showing)
        .where(and(eq(table.id, id), isNotNull(table.hiddenAt)))
        .returning({ id: table.id });
      return rows.length > 0;
    },
    async hideAllOf(db, ownerId, hide) {
      const rows = await db
        .update(table)
        .set(hiding(hide))
        .where(and(eq(table.userId, ownerId), isNull(table.hiddenAt)))
        .returning({ id: table.id });
      return rows.map((row) => String(row.id));
    },
  };
}
