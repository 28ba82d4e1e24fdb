import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { CurrentUser } from "~/accounts/current-user.server";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import type { Translate } from "~/i18n/messages";
import { removeListingPhotos, type StoredListingPhoto } from "~/listings/image-processing.server";
import { REMOVE_PHOTO_FIELD } from "~/listings/photo-order";
import { getServices } from "~/server/context.server";
import type { Db } from "~/server/db/database.server";
import { requireForumReader } from "./forum-access.server";
import {
  ForumError,
  ForumForbiddenError,
  ForumNotFoundError,
  forumErrorText,
} from "./forum-errors";
import {
  ListingPhotoError,
  photoErrorText,
  readForumForm,
  withStoredPhotos,
} from "./forum-form.server";
import type { PhotoChanges } from "./forum-images.server";
import { getOwnReply, locateReply, updateReply } from "./forum-replies.server";
import { type ReplyInput, replySchemaFor, type TopicInput, topicSchemaFor } from "./forum-schema";
import { getTopic, updateTopic } from "./forum-topics.server";
import { replyHref } from "./topic-page-action.server";

// The author's edit pages for a topic and a reply: the loaders refuse anyone else (403) before
// showing anything, and the one edit action below goes through the same services, which check
// again inside their transaction. Photos: new files go through the listing photo pipeline; ticked
// 'Remove' boxes name saved photos to drop. Files of removed photos are deleted after the commit;
// files stored for an edit that is then refused are deleted again.

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
  url: URL;
  params: { id?: string };
}

export interface EditActionData {
  result: SubmissionResult<string[]>;
}

/** A refusal as the page's error answer, in the request's words (decision 0098). */
function asResponse(error: unknown, context: Args["context"]): never {
  if (error instanceof ForumError) {
    const t = getI18n(context).getFixedT(null, "forum");
    throw data(forumErrorText(error, t, getLanguage(context)), { status: error.status });
  }
  throw error;
}

export async function loadOwnTopic({ context, url, params }: Args) {
  const user = await requireForumReader(context, url);
  const { db, storage } = getServices(context);
  const topic = await getTopic(db, user, params.id ?? "", (key) => storage.publicUrl(key));
  if (!topic) asResponse(new ForumNotFoundError(), context);
  if (topic.authorId !== user.id) asResponse(new ForumForbiddenError(), context);
  return topic;
}

export async function loadOwnReply({ context, url, params }: Args) {
  const user = await requireForumReader(context, url);
  const { db, storage } = getServices(context);
  try {
    const reply = await getOwnReply(db, user, params.id ?? "", (key) => storage.publicUrl(key));
    return { id: params.id ?? "", ...reply };
  } catch (error) {
    return asResponse(error, context);
  }
}

interface EditSpec<Input> {
  /** The form's schema in the words of the request's translator. */
  schema: (t: Translate) => z.ZodType<Input>;
  save(
    db: Db,
    user: CurrentUser,
    id: string,
    input: Input,
    photos: PhotoChanges,
  ): Promise<{ removedKeys: string[] }>;
  /** Where the saved post is shown. */
  href(db: Db, id: string): Promise<string>;
  /** The success toast's catalogue key. */
  title: string;
}

async function editAction<Input>(args: Args, spec: EditSpec<Input>) {
  const user = await requireForumReader(args.context, args.url);
  const { db, toasts, storage, logger } = getServices(args.context);
  const t = getI18n(args.context).getFixedT(null, "forum");
  const lng = getLanguage(args.context);
  const id = args.params.id ?? "";
  const body = await readForumForm(args.request, args.context);
  const submission = parseWithZod(body.fields, { schema: spec.schema(t) });
  const refuse = (formError: string | null, status: number) =>
    data<EditActionData>(
      { result: submission.reply(formError ? { formErrors: [formError] } : undefined) },
      { status },
    );
  if (submission.status !== "success") return refuse(null, 400);
  if (body.photoError) return refuse(photoErrorText(body.photoError, t, lng), 400);
  const removeIds = body.fields
    .getAll(REMOVE_PHOTO_FIELD)
    .filter((value): value is string => typeof value === "string");
  let removedKeys: string[];
  try {
    ({ removedKeys } = await withStoredPhotos(
      { storage, db },
      user.id,
      body.files,
      (added: StoredListingPhoto[]) =>
        spec.save(db, user, id, submission.value, { removeIds, added }),
    ));
  } catch (error) {
    if (error instanceof ForumError) return refuse(forumErrorText(error, t, lng), error.status);
    if (error instanceof ListingPhotoError)
      return refuse(photoErrorText(error, t, lng), error.status);
    throw error;
  }
  // After the commit. A failure leaves files nobody links to: untidy, harmless, so it still saves.
  await removeListingPhotos(storage, removedKeys).catch((cleanup) =>
    logger.error({ err: cleanup, id }, "could not remove a forum post's removed photos"),
  );
  return toasts.redirect(await spec.href(db, id), { type: "success", title: t(spec.title) });
}

export function editTopicAction(args: Args) {
  return editAction<TopicInput>(args, {
    schema: topicSchemaFor,
    save: updateTopic,
    href: async (_db, id) => `/forum/post/${id}`,
    title: "toasts.postUpdated",
  });
}

export function editReplyAction(args: Args) {
  return editAction<ReplyInput>(args, {
    schema: replySchemaFor,
    save: updateReply,
    href: async (db, id) => {
      const where = await locateReply(db, id);
      return where ? replyHref(where.postId, id, where.page) : "/forum";
    },
    title: "toasts.replyUpdated",
  });
}
