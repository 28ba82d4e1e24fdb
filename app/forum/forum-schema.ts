import { englishFrom } from "~/i18n/english";
import enForum from "~/i18n/locales/en/forum";
import type { Translate } from "~/i18n/messages";
import { z } from "~/zod";

// Client-safe: the forum's forms, checked in the browser and again on the server (Conform + Zod).

export const FORUM_LIMITS = {
  /** The specification's title maximum (part 2 §5, §9). */
  title: 200,
  content: 20_000,
  search: 100,
  hideReason: 500,
  photos: 3,
} as const;

// The English defaults are marked pure, so a browser bundle that builds its schema from the page's
// translator (topicSchemaFor(t)) leaves them, and the English catalogue, out.
const english = /* @__PURE__ */ englishFrom(enForum);
/** Limits as the messages write them: "20,000" (the same digits in Welsh). */
const max = (limit: number) => ({ max: limit.toLocaleString("en-GB") });

/** A form's messages in the words of `t` (the `forum` catalogue's `forms.*`). */
export function forumMessagesFor(t: Translate) {
  return {
    missingTitle: t("forms.missingTitle"),
    missing: t("forms.missing"),
    failedTitle: t("forms.failedTitle"),
    failed: t("forms.failed"),
    titleTooLong: t("forms.titleTooLong", max(FORUM_LIMITS.title)),
    contentTooLong: t("forms.contentTooLong", max(FORUM_LIMITS.content)),
    replyMissing: t("forms.replyMissing"),
    replyFailed: t("forms.replyFailed"),
    emailFirst: t("forms.emailFirst"),
    created: t("forms.created"),
    createdDescription: t("forms.createdDescription"),
  };
}

/** The specification's words (part 2 §5, §8), word for word where it gives them. */
export const forumMessages = /* @__PURE__ */ forumMessagesFor(english);

const trimmed = (max: number, missing: string, tooLong: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z.string({ error: missing }).min(1, missing).max(max, tooLong),
  );

/**
 * /forum/new-post and a topic's edit form: both fields trimmed before saving. Made for a
 * translator, so the server checks a form in the language of the request that sent it
 * (decision 0098); `topicSchema` is the English default.
 */
export function topicSchemaFor(t: Translate) {
  const messages = forumMessagesFor(t);
  return z.object({
    categoryId: z.string({ error: messages.missing }).uuid(messages.missing),
    title: trimmed(FORUM_LIMITS.title, messages.missing, messages.titleTooLong),
    content: trimmed(FORUM_LIMITS.content, messages.missing, messages.contentTooLong),
  });
}
export const topicSchema = /* @__PURE__ */ topicSchemaFor(english);
export type TopicInput = z.infer<typeof topicSchema>;

/** A reply, new or edited, in the words of `t`; `replySchema` is the English default. */
export function replySchemaFor(t: Translate) {
  const messages = forumMessagesFor(t);
  return z.object({
    content: z.preprocess(
      (value) => (typeof value === "string" ? value.trim() : value),
      z
        .string({ error: messages.replyMissing })
        .min(1, messages.replyMissing)
        .max(FORUM_LIMITS.content, messages.contentTooLong),
    ),
  });
}
export const replySchema = /* @__PURE__ */ replySchemaFor(english);
export type ReplyInput = z.infer<typeof replySchema>;

/** A moderator's reason for hiding, shown to the author. */
export function hideSchemaFor(t: Translate) {
  const missing = t("forms.hideReasonMissing");
  return z.object({
    reason: z.preprocess(
      (value) => (typeof value === "string" ? value.trim() : value),
      z
        .string({ error: missing })
        .min(1, missing)
        .max(FORUM_LIMITS.hideReason, t("forms.hideReasonTooLong", max(FORUM_LIMITS.hideReason))),
    ),
  });
}
export const hideSchema = /* @__PURE__ */ hideSchemaFor(english);

export const searchQuerySchema = z.string().trim().max(FORUM_LIMITS.search).catch("");
