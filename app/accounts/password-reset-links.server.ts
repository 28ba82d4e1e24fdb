import { and, eq, like, lt } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "~/server/db/database.server";
import { verifications } from "./auth.table";

/**
 * better-auth keeps each emailed reset link as a verification row: identifier
 * `reset-password:{token}`, value the user's id. It deletes only the row of the link used, so
 * every other link sent within the hour would still set a new password. One link at a time
 * (decision 0069): sending a link ends the older ones, and a reset ends them all.
 */
const RESET_PREFIX = "reset-password:";

function resetLinksOf(userId: string) {
  return and(eq(verifications.value, userId), like(verifications.identifier, `${RESET_PREFIX}%`));
}

/**
 * Ends the account's reset links made before the one just sent (`token`). Older than it, not
 * "all but it": two requests a moment apart (a double click) would otherwise each end the
 * other's link, leaving none that works.
 */
export async function endOlderResetLinks(db: Db, userId: string, token: string): Promise<number> {
  const sent = alias(verifications, "sent");
  const ended = await db
    .delete(verifications)
    .where(
      and(
        resetLinksOf(userId),
        lt(
          verifications.createdAt,
          db
            .select({ createdAt: sent.createdAt })
            .from(sent)
            .where(eq(sent.identifier, `${RESET_PREFIX}${token}`)),
        ),
      ),
    )
    .returning({ id: verifications.id });
  return ended.length;
}

/** Ends every outstanding reset link of the account (after a reset). */
export async function endResetLinks(db: Db, userId: string): Promise<number> {
  const ended = await db
    .delete(verifications)
    .where(resetLinksOf(userId))
    .returning({ id: verifications.id });
  return ended.length;
}
