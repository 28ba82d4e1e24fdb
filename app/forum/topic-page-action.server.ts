import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import {
  formSubmissionOf,
  type SubmitOutcome,
  submitOnce,
} from "~/idempotency/form-submissions.server";
import {
  isOutcomeUnknown,
  type UnknownOutcomeData,
  unknownOutcomeInit,
} from "~/idempotency/unknown-outcome.server";
import { removeListingPhotos } from "~/listings/image-processing.server";
import { getServices } from "~/server/context.server";
import { requireForumReader } from "./forum-access.server";
import { ForumError, forumErrorText } from "./forum-errors";
import { setFollowing } from "./forum-follows.server";
import {
  ListingPhotoError,
  photoErrorText,
  readForumForm,
  withStoredPhotos,
} from "./forum-form.server";
import { moderate, moderationActions } from "./forum-moderation.server";
import { notifyReply } from "./forum-notifications.server";
import { createReply, deleteReply, locateReply } from "./forum-replies.server";
import { forumMessagesFor, hideSchemaFor, replySchemaFor } from "./forum-schema";
import { deleteTopic } from "./forum-topics.server";

// Everything a topic page's forms do: reply, delete, follow and the staff actions (reports go to
// /report, decision 0031). Each intent calls one service; every refusal is the service's typed
// error with its status (403, 404, 409, 429), and nothing is changed.

export interface TopicPageActionData {
  intent: string;
  result?: SubmissionResult<string[]>;
  message?: string;
}

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
  url: URL;
  params: { id?: string };
}

const moderationForm = z.object({
  action: z.enum(moderationActions),
  target: z.enum(["post", "reply"]),
  replyId: z.string().optional(),
});

export function replyHref(postId: string, replyId: string, page: number): string {
  return `/forum/post/${postId}${page > 1 ? `?page=${page}` : ""}#reply-${replyId}`;
}

export async function topicPageAction({ request, context, url, params }: Args) {
  const user = await requireForumReader(context, url);
  const services = getServices(context);
  const { db, storage, logger, toasts } = services;
  // Toasts and refusals in the language of the request (decision 0098).
  const t = getI18n(context).getFixedT(null, "forum");
  const lng = getLanguage(context);
  const postId = params.id ?? "";
  const here = `/forum/post/${postId}`;
  const done = (to: string, title: string) => toasts.redirect(to, { type: "success", title });
  const refuse = async (intent: string, error: ForumError, result?: SubmissionResult<string[]>) =>
    data<TopicPageActionData>(
      { intent, result, message: forumErrorText(error, t, lng) },
      {
        status: error.status,
        headers: await toasts.headers(context, {
          type: "error",
          title: t("toasts.error"),
          description: forumErrorText(error, t, lng),
        }),
      },
    );

  const body = await readForumForm(request, context);
  const form = body.fields;
  const intent = String(form.get("intent") ?? "");
  const replyId = String(form.get("replyId") ?? "");

  try {
    switch (intent) {
      case "reply": {
        const submission = parseWithZod(form, { schema: replySchemaFor(t) });
        if (submission.status !== "success") {
          return data<TopicPageActionData>({ intent, result: submission.reply() }, { status: 400 });
        }
        if (body.photoError) {
          const message = photoErrorText(body.photoError, t, lng);
          return data<TopicPageActionData>(
            { intent, result: submission.reply({ formErrors: [message] }), message },
            { status: 400 },
          );
        }
        const once = formSubmissionOf(form, user.id, "forum-reply");
        let outcome: SubmitOutcome<{ id: string }>;
        try {
          outcome = await submitOnce(db, once, () =>
            withStoredPhotos({ storage, db }, user.id, body.files, (photos) =>
              createReply(db, user, postId, submission.value, photos, once),
            ),
          );
        } catch (error) {
          if (error instanceof ForumError) {
            return refuse(
              intent,
              error,
              submission.reply({ formErrors: [forumErrorText(error, t, lng)] }),
            );
          }
          if (error instanceof ListingPhotoError) {
            const message = photoErrorText(error, t, lng);
            return data<TopicPageActionData>(
              { intent, result: submission.reply({ formErrors: [message] }), message },
              { status: error.status },
            );
          }
          if (isOutcomeUnknown(error)) {
            logger.error({ err: error, postId }, "a forum reply's commit is unknown");
            const message = t("forms.unknownOutcomeReply");
            return data<TopicPageActionData & UnknownOutcomeData>(
              {
                intent,
                result: submission.reply({ formErrors: [message] }),
                message,
                unknownOutcome: message,
              },
              unknownOutcomeInit(),
            );
          }
          logger.error({ err: error, postId }, "could not post a forum reply");
          return data<TopicPageActionData>(
            {
              intent,
              result: submission.reply({ formErrors: [forumMessagesFor(t).replyFailed] }),
            },
            { status: 500 },
          );
        }
        // Committed: from here nothing may turn the answer into a failure (decision 0078).
        if (outcome.again) {
          return done(await landOnReply(outcome.createdId), t("toasts.replyPosted"));
        }
        await notifyReply(services, outcome.created.id);
        return done(await landOnReply(outcome.created.id), t("toasts.replyPosted"));
      }
      case "delete-topic": {
        const { removedKeys } = await deleteTopic(db, user, postId);
        await removeFiles(removedKeys);
        return done("/forum", t("toasts.postDeleted"));
      }
      case "delete-reply": {
        const { removedKeys } = await deleteReply(db, user, replyId);
        await removeFiles(removedKeys);
        return done(here, t("toasts.replyDeleted"));
      }
      case "follow":
      case "unfollow":
        await setFollowing(db, user, postId, intent === "follow");
        return done(here, intent === "follow" ? t("toasts.following") : t("toasts.notFollowing"));
      case "moderate": {
        const parsed = moderationForm.safeParse(Object.fromEntries(form));
        if (!parsed.success) return data<TopicPageActionData>({ intent }, { status: 400 });
        let reason: string | null = null;
        if (parsed.data.action === "hide") {
          const submission = parseWithZod(form, { schema: hideSchemaFor(t) });
          if (submission.status !== "success") {
            return data<TopicPageActionData>(
              { intent, result: submission.reply() },
              { status: 400 },
            );
          }
          reason = submission.value.reason;
        }
        const target =
          parsed.data.target === "post"
            ? ({ kind: "post", id: postId } as const)
            : ({ kind: "reply", id: replyId } as const);
        await moderate(db, user, parsed.data.action, target, reason);
        return done(here, t("toasts.done"));
      }
      default:
        return data<TopicPageActionData>({ intent, message: "Unknown action" }, { status: 400 });
    }
  } catch (error) {
    if (error instanceof ForumError) return refuse(intent, error);
    throw error;
  }

  /** The reply's place in the thread; if that cannot be read now, its lasting link finds it. */
  async function landOnReply(id: string): Promise<string> {
    try {
      const where = await locateReply(db, id);
      if (where) return replyHref(where.postId, id, where.page);
    } catch (error) {
      logger.warn({ err: error, replyId: id }, "could not find a saved reply's page");
    }
    return `/forum/reply/${id}`;
  }

  async function removeFiles(keys: string[]) {
    await removeListingPhotos(storage, keys).catch((cleanup) =>
      logger.error({ err: cleanup, postId }, "could not remove a forum post's photos"),
    );
  }
}
