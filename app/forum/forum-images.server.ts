import { and, eq, inArray, or, type SQL } from "drizzle-orm";
import type { StoredListingPhoto } from "~/listings/image-processing.server";
import { listingPhotoKeys } from "~/listings/image-processing.server";
import type { Db } from "~/server/db/database.server";
import { settlePendingUploads } from "~/server/storage/pending-uploads.server";
import { forumImages, forumReplies } from "./forum.table";
import { ForumError } from "./forum-errors";
import { FORUM_LIMITS } from "./forum-schema";

// Photos on topics and replies ("what is this pest?"), made by the listing photo pipeline and
// stored as rows beside the post; the rows cascade with the post, the files are removed by the
// caller after the commit.

export interface ForumImageView {
  /** Named by the edit form's 'remove' checkboxes. */
  id: string;
  url: string;
  thumbUrl: string;
  width: number;
  height: number;
}

export type PublicUrl = (key: string) => string;

export class TooManyForumPhotosError extends ForumError {
  constructor() {
    super(`You can add up to ${FORUM_LIMITS.photos} photos to a post.`, 400, {
      key: "errors.tooManyPhotos",
      values: { max: FORUM_LIMITS.photos },
    });
  }
}

export function checkPhotoCount(images: readonly StoredListingPhoto[]): void {
  if (images.length > FORUM_LIMITS.photos) throw new TooManyForumPhotosError();
}

export type ForumImageOwner = { postId: string } | { replyId: string };

export async function insertForumImages(
  db: Db,
  owner: ForumImageOwner,
  images: readonly StoredListingPhoto[],
  firstPosition = 0,
): Promise<void> {
  if (images.length === 0) return;
  await db.insert(forumImages).values(
    images.map((image, index) => ({
      ...owner,
      position: firstPosition + index,
      largeKey: image.large,
      thumbKey: image.thumb,
      width: image.width,
      height: image.height,
    })),
  );
  // Linked in the caller's transaction: the files stop being pending (pending-uploads.server.ts).
  await settlePendingUploads(db, listingPhotoKeys(images));
}

/** Photos of the given topics or replies, grouped by owner id, in order. */
export async function imagesOf(
  db: Db,
  which: { postIds?: string[]; replyIds?: string[] },
  publicUrl: PublicUrl,
): Promise<Map<string, ForumImageView[]>> {
  const conditions: SQL[] = [];
  if (which.postIds?.length) conditions.push(inArray(forumImages.postId, which.postIds));
  if (which.replyIds?.length) conditions.push(inArray(forumImages.replyId, which.replyIds));
  const grouped = new Map<string, ForumImageView[]>();
  if (conditions.length === 0) return grouped;
  const rows = await db
    .select()
    .from(forumImages)
    .where(or(...conditions))
    .orderBy(forumImages.position);
  for (const row of rows) {
    const owner = row.postId ?? row.replyId;
    if (!owner) continue;
    const list = grouped.get(owner) ?? [];
    list.push({
      id: row.id,
      url: publicUrl(row.largeKey),
      thumbUrl: publicUrl(row.thumbKey),
      width: row.width,
      height: row.height,
    });
    grouped.set(owner, list);
  }
  return grouped;
}

/** Storage keys of a topic's photos and of all its replies' photos (deleting the topic). */
export async function topicImageKeys(db: Db, postId: string): Promise<string[]> {
  const replies = db
    .select({ id: forumReplies.id })
    .from(forumReplies)
    .where(eq(forumReplies.postId, postId));
  return keysWhere(db, or(eq(forumImages.postId, postId), inArray(forumImages.replyId, replies)));
}

export async function replyImageKeys(db: Db, replyId: string): Promise<string[]> {
  return keysWhere(db, eq(forumImages.replyId, replyId));
}

async function keysWhere(db: Db, which: SQL | undefined): Promise<string[]> {
  const rows = await db
    .select({ large: forumImages.largeKey, thumb: forumImages.thumbKey })
    .from(forumImages)
    .where(which);
  return rows.flatMap((row) => [row.large, row.thumb]);
}

/** An edit's photos: which saved ones go (by id; ids of other posts' photos name nothing), which are new. */
export interface PhotoChanges {
  removeIds: readonly string[];
  added: readonly StoredListingPhoto[];
}

export const NO_PHOTO_CHANGES: PhotoChanges = { removeIds: [], added: [] };

const ownedBy = (owner: ForumImageOwner): SQL =>
  "postId" in owner ? eq(forumImages.postId, owner.postId) : eq(forumImages.replyId, owner.replyId);

/**
 * Applies an edit's photo changes inside the caller's transaction: the kept photos keep their
 * order, new ones follow, at most three in all (else nothing changes). Returns the removed
 * photos' storage keys, for removal after the commit.
 */
export async function replaceForumImages(
  db: Db,
  owner: ForumImageOwner,
  changes: PhotoChanges,
  /** A further check of the photo count after the edit (a newcomer's lower limit). */
  checkCount: (total: number) => void = () => {},
): Promise<string[]> {
  if (changes.removeIds.length === 0 && changes.added.length === 0) return [];
  const saved = await db
    .select({ id: forumImages.id, large: forumImages.largeKey, thumb: forumImages.thumbKey })
    .from(forumImages)
    .where(ownedBy(owner))
    .orderBy(forumImages.position);
  const removing = new Set(changes.removeIds);
  const kept = saved.filter((row) => !removing.has(row.id));
  const removed = saved.filter((row) => removing.has(row.id));
  if (kept.length + changes.added.length > FORUM_LIMITS.photos) throw new TooManyForumPhotosError();
  // Only a change that adds photos is held to a newcomer's limit: removing is always allowed.
  if (changes.added.length > 0) checkCount(kept.length + changes.added.length);
  if (removed.length > 0) {
    await db.delete(forumImages).where(
      and(
        ownedBy(owner),
        inArray(
          forumImages.id,
          removed.map((row) => row.id),
        ),
      ),
    );
  }
  // Close the gaps the removed photos left, so the new ones follow on (positions 0 to 2).
  for (const [position, row] of kept.entries()) {
    await db.update(forumImages).set({ position }).where(eq(forumImages.id, row.id));
  }
  await insertForumImages(db, owner, changes.added, kept.length);
  return removed.flatMap((row) => [row.large, row.thumb]);
}
