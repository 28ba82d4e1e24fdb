import { and, desc, eq, or } from "drizzle-orm";
import { accountExists, findPublicNames } from "~/accounts/account-directory.server";
import type { CurrentUser } from "~/accounts/current-user.server";
import { profileDisplayName } from "~/accounts/display-name";
import type { Db } from "~/server/db/database.server";
import type { AccountExportSection } from "~/server/domain";
import { BlockingError } from "./block-errors";
import { memberBlocks } from "./blocking.table";

// Blocking a member (issue 32, decision 0074): the one place that says who blocked whom. Other
// domains ask here: messaging whether two members may write to each other, the lists whose
// members' content a viewer does not see.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A text id with no NUL byte (which PostgreSQL refuses outright) and of sane length. */
const ACCOUNT_ID = /^[^\0]{1,255}$/;

export interface BlockRequest {
  /** The account the confirmation was shown to: a form posted for another account is refused. */
  blockerId: string;
  blockedId: string;
}

/**
 * `actor` blocks a member. Blocking twice is the same as once. Refused: for another account
 * (403), yourself (400), an account that does not exist (404). Staff can be blocked: it stops
 * messages only, moderation works as before (decision 0074).
 */
export async function blockMember(db: Db, actor: CurrentUser, request: BlockRequest) {
  if (request.blockerId !== actor.id) throw new BlockingError("forbidden", 403);
  if (request.blockedId === actor.id) throw new BlockingError("self", 400);
  if (!ACCOUNT_ID.test(request.blockedId) || !(await accountExists(db, request.blockedId))) {
    throw new BlockingError("memberNotFound", 404);
  }
  await db
    .insert(memberBlocks)
    .values({ blockerId: actor.id, blockedId: request.blockedId })
    .onConflictDoNothing();
}

/** `actor` lifts one of their own blocks, named by its id; another's block is 403, unchanged. */
export async function unblockMember(db: Db, actor: CurrentUser, blockId: string) {
  if (!UUID.test(blockId)) throw new BlockingError("blockNotFound", 404);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ blockerId: memberBlocks.blockerId })
      .from(memberBlocks)
      .where(eq(memberBlocks.id, blockId))
      .for("update");
    if (!row) throw new BlockingError("blockNotFound", 404);
    if (row.blockerId !== actor.id) throw new BlockingError("forbidden", 403);
    await tx.delete(memberBlocks).where(eq(memberBlocks.id, blockId));
  });
}

export interface BlockedMember {
  blockId: string;
  memberId: string;
  name: string;
  blockedAt: Date;
}

/** Whom `userId` has blocked, newest first, with the names they go by (account settings). */
export async function listBlockedMembers(db: Db, userId: string): Promise<BlockedMember[]> {
  const rows = await db
    .select({
      id: memberBlocks.id,
      blockedId: memberBlocks.blockedId,
      createdAt: memberBlocks.createdAt,
    })
    .from(memberBlocks)
    .where(eq(memberBlocks.blockerId, userId))
    .orderBy(desc(memberBlocks.createdAt), desc(memberBlocks.id));
  const names = await findPublicNames(
    db,
    rows.map((row) => row.blockedId),
  );
  return rows.map((row) => ({
    blockId: row.id,
    memberId: row.blockedId,
    name: profileDisplayName(names.get(row.blockedId)),
    blockedAt: row.createdAt,
  }));
}

/** The block `blockerId` holds on `blockedId`, if any (to offer Unblock rather than Block). */
export async function findBlock(
  db: Db,
  blockerId: string,
  blockedId: string,
): Promise<{ blockId: string } | null> {
  const [row] = await db
    .select({ blockId: memberBlocks.id })
    .from(memberBlocks)
    .where(and(eq(memberBlocks.blockerId, blockerId), eq(memberBlocks.blockedId, blockedId)));
  return row ?? null;
}

/**
 * The members whose listings and forum posts `viewerId` does not see: those they blocked. Only
 * that direction: the blocked member's own pages stay as they were, so nothing tells them.
 */
export async function membersHiddenFrom(db: Db, viewerId: string | null): Promise<string[]> {
  if (viewerId === null) return [];
  const rows = await db
    .select({ blockedId: memberBlocks.blockedId })
    .from(memberBlocks)
    .where(eq(memberBlocks.blockerId, viewerId));
  return rows.map((row) => row.blockedId);
}

/** Whether either of two members has blocked the other: then neither can message the other. */
export async function eitherHasBlocked(db: Db, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ id: memberBlocks.id })
    .from(memberBlocks)
    .where(
      or(
        and(eq(memberBlocks.blockerId, a), eq(memberBlocks.blockedId, b)),
        and(eq(memberBlocks.blockerId, b), eq(memberBlocks.blockedId, a)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Account deletion: the account's blocks, both those it made and those made of it. */
export async function deleteBlocksOf(tx: Db, userId: string): Promise<void> {
  await tx
    .delete(memberBlocks)
    .where(or(eq(memberBlocks.blockerId, userId), eq(memberBlocks.blockedId, userId)));
}

/**
 * The data export: the members this account blocked (never who blocked it, which is the other
 * member's data and would tell them of a block).
 */
export const blockingAccountExport: AccountExportSection = {
  name: "blockedMembers",
  async collect(db, userId) {
    const blocked = await listBlockedMembers(db, userId);
    return blocked.map((block) => ({
      memberId: block.memberId,
      name: block.name,
      blockedAt: block.blockedAt.toISOString(),
    }));
  },
};

/** The member the /block confirmation names, and the block already held on them, if any. */
export async function findBlockCandidate(db: Db, actor: CurrentUser, memberId: string) {
  if (memberId === actor.id) throw new BlockingError("self", 400);
  if (!ACCOUNT_ID.test(memberId)) throw new BlockingError("memberNotFound", 404);
  const names = await findPublicNames(db, [memberId]);
  const found = names.get(memberId);
  if (!found) throw new BlockingError("memberNotFound", 404);
  return {
    memberId,
    name: profileDisplayName(found),
    block: await findBlock(db, actor.id, memberId),
  };
}
