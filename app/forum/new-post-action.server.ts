import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { formSubmissionOf, submitOnce } from "~/idempotency/form-submissions.server";
import {
  isOutcomeUnknown,
  type UnknownOutcomeData,
  unknownOutcomeInit,
} from "~/idempotency/unknown-outcome.server";
import { photoRefusalIn } from "~/listings/image-processing.server";
import { getServices } from "~/server/context.server";
import { requireForumReader } from "./forum-access.server";
import { ForumError, forumErrorText } from "./forum-errors";
import {
  ListingPhotoError,
  photoErrorText,
  readForumForm,
  withStoredPhotos,
} from "./forum-form.server";
import { forumMessagesFor, topicSchemaFor } from "./forum-schema";
import { createTopic } from "./forum-topics.server";

// /forum/new-post: read, validate, store any photos, create in one transaction, then go to the
// new topic with a toast. Every refusal answers with what was typed and the specification's words,
// in the language of the request (decision 0098).

export interface NewPostActionData {
  result: SubmissionResult<string[]>;
}

export async function newPostAction({
  request,
  context,
  url,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  url: URL;
}) {
  const user = await requireForumReader(context, url);
  const { db, toasts, storage, logger } = getServices(context);
  const t = getI18n(context).getFixedT(null, "forum");
  const lng = getLanguage(context);
  const forumMessages = forumMessagesFor(t);
  const refuse = async (
    result: SubmissionResult<string[]>,
    status: number,
    toast: { title: string; description: string },
  ) =>
    data<NewPostActionData>(
      { result },
      { status, headers: await toasts.headers(context, { type: "error", ...toast }) },
    );

  const body = await readForumForm(request, context);
  const submission = parseWithZod(body.fields, { schema: topicSchemaFor(t) });
  if (submission.status !== "success") {
    const missing = Object.values(submission.error ?? {}).some((messages) =>
      messages?.includes(forumMessages.missing),
    );
    return refuse(submission.reply(), 400, {
      title: missing ? forumMessages.missingTitle : forumMessages.failedTitle,
      description: missing ? forumMessages.missing : forumMessages.failed,
    });
  }
  if (body.photoError) {
    const text = photoErrorText(body.photoError, t, lng);
    return refuse(
      submission.reply({ formErrors: [text] }),
      400,
      photoRefusalIn(body.photoError, t, lng),
    );
  }
  const once = formSubmissionOf(body.fields, user.id, "forum-topic");
  let id: string;
  try {
    const outcome = await submitOnce(db, once, () =>
      withStoredPhotos({ storage, db }, user.id, body.files, (photos) =>
        createTopic(db, user, submission.value, photos, once),
      ),
    );
    id = outcome.again ? outcome.createdId : outcome.created.id;
  } catch (error) {
    if (error instanceof ListingPhotoError) {
      return refuse(
        submission.reply({ formErrors: [photoErrorText(error, t, lng)] }),
        error.status,
        photoRefusalIn(error, t, lng),
      );
    }
    if (error instanceof ForumError) {
      const message = forumErrorText(error, t, lng);
      return refuse(submission.reply({ formErrors: [message] }), error.status, {
        title: forumMessages.failedTitle,
        description: message,
      });
    }
    if (isOutcomeUnknown(error)) {
      logger.error({ err: error }, "a forum post's commit is unknown");
      const message = t("forms.unknownOutcomePost");
      return data<NewPostActionData & UnknownOutcomeData>(
        { result: submission.reply({ formErrors: [message] }), unknownOutcome: message },
        unknownOutcomeInit(),
      );
    }
    logger.error({ err: error }, "could not create a forum post");
    return refuse(submission.reply({ formErrors: [forumMessages.failed] }), 500, {
      title: forumMessages.failedTitle,
      description: forumMessages.failed,
    });
  }
  return toasts.redirect(`/forum/post/${id}`, {
    type: "success",
    title: forumMessages.created,
    description: forumMessages.createdDescription,
  });
}
