import type { CurrentUser } from "~/accounts/current-user.server";
import { type FormSubmission, rememberSubmission } from "~/idempotency/form-submissions.server";
import type { StoredListingPhoto } from "~/listings/image-processing.server";
import type { Db } from "~/server/db/database.server";
import { consumeRateLimit, type RateLimitRule } from "~/server/rate-limit/rate-limit.server";
import { checkLinks, checkPhotoCount as checkNewcomerPhotos } from "~/trust/allowances.server";
import { TrustLimitError } from "~/trust/trust-refusals";
import { assertCanPost, assertCanRead, isForumStaff } from "./forum-access.server";
import { ForumError, ForumRateLimitError } from "./forum-errors";
import {
  checkPhotoCount,
  type ForumImageOwner,
  insertForumImages,
  type PhotoChanges,
  replaceForumImages,
} from "./forum-images.server";

// The steps a topic and a reply share when they are written: who may, the hourly limit, the
// photos' rows, all in the one transaction; each kind supplies only what is its own (which
// category or topic, which table).

export type ForumWriteKind = "topics" | "replies";

/** At most 10 new topics and 60 replies an hour per member (staff are not counted). */
export const FORUM_HOURLY_LIMITS: Record<ForumWriteKind, RateLimitRule> = {
  topics: { window: 60 * 60, max: 10 },
  replies: { window: 60 * 60, max: 60 },
};

const limitKey: Record<ForumWriteKind, string> = {
  topics: "forum-topic",
  replies: "forum-reply",
};

const ownerOf = (kind: ForumWriteKind, id: string): ForumImageOwner =>
  kind === "topics" ? { postId: id } : { replyId: id };

/** The trust limits' refusals (decision 0071), in the forum's own error for its routes. */
function asForumRefusal(check: () => void): void {
  try {
    check();
  } catch (error) {
    if (error instanceof TrustLimitError)
      throw new ForumError(error.message, error.status, undefined, { cause: error });
    throw error;
  }
}

export interface CreateSteps {
  /** What the author wrote (title, body): a newcomer's links are counted in it. */
  texts: readonly (string | null | undefined)[];
  /** Checks and locks what the new post hangs on; throws the refusal. */
  check(tx: Db): Promise<void>;
  /** Inserts the post (and anything that moves with it) and returns its id. */
  insert(tx: Db): Promise<string>;
  /** The form's key, stored with the post so a resend finds it (decision 0078). */
  submission?: FormSubmission | null;
}

/**
 * Creates a topic or a reply with its photos (already stored) in one transaction: the author
 * may post, at most three photos, the kind's own check, the hourly limit counted inside the
 * transaction (so a refusal counts nothing), the row, the photos' rows, the form's key.
 */
export async function createForumWrite(
  db: Db,
  user: CurrentUser,
  kind: ForumWriteKind,
  images: readonly StoredListingPhoto[],
  steps: CreateSteps,
): Promise<{ id: string }> {
  await assertCanPost(db, user);
  checkPhotoCount(images);
  asForumRefusal(() => {
    checkLinks(user, steps.texts, "post");
    checkNewcomerPhotos(user, images.length, "post");
  });
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await steps.check(tx);
    const rule = FORUM_HOURLY_LIMITS[kind];
    if (
      !isForumStaff(user) &&
      !(await consumeRateLimit(tx, `${limitKey[kind]}:${user.id}`, rule))
    ) {
      throw new ForumRateLimitError(kind, rule.max);
    }
    const id = await steps.insert(tx);
    await insertForumImages(tx, ownerOf(kind, id), images);
    await rememberSubmission(tx, steps.submission, id);
    return { id };
  });
}

/**
 * The author's edit of a topic or a reply, in one transaction: `update` locks the row, checks it
 * is the user's own and not hidden, and writes the text; then the photos change (at most three
 * in all). Returns the removed photos' storage keys, for the caller to delete after the commit.
 */
export async function updateForumWrite<T>(
  db: Db,
  user: CurrentUser,
  kind: ForumWriteKind,
  id: string,
  photos: PhotoChanges,
  texts: readonly (string | null | undefined)[],
  update: (tx: Db) => Promise<T>,
): Promise<T & { removedKeys: string[] }> {
  await assertCanRead(db, user);
  asForumRefusal(() => checkLinks(user, texts, "post"));
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const result = await update(tx);
    const removedKeys = await replaceForumImages(tx, ownerOf(kind, id), photos, (total) =>
      asForumRefusal(() => checkNewcomerPhotos(user, total, "post")),
    );
    return { ...result, removedKeys };
  });
}
