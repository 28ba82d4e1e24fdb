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

/** The specification's words (part 2 §5, §8), word for word where it gives them. */
export const forumMessages = {
  missingTitle: "Missing information",
  missing: "Please fill in all fields before posting.",
  failedTitle: "Error",
  failed: "Failed to create post. Please try again.",
  titleTooLong: `Title must be at most ${FORUM_LIMITS.title} characters.`,
  contentTooLong: `Content must be at most ${FORUM_LIMITS.content.toLocaleString("en-GB")} characters.`,
  replyMissing: "Please write a reply before posting.",
  replyFailed: "Failed to post reply. Please try again.",
  emailFirst: "Please confirm your email address before posting in the forum.",
  created: "Post created",
  createdDescription: "Your post is now in the forum.",
} as const;

const trimmed = (max: number, tooLong: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z.string({ error: forumMessages.missing }).min(1, forumMessages.missing).max(max, tooLong),
  );

/** /forum/new-post and a topic's edit form: both fields trimmed before saving. */
export const topicSchema = z.object({
  categoryId: z.string({ error: forumMessages.missing }).uuid(forumMessages.missing),
  title: trimmed(FORUM_LIMITS.title, forumMessages.titleTooLong),
  content: trimmed(FORUM_LIMITS.content, forumMessages.contentTooLong),
});
export type TopicInput = z.infer<typeof topicSchema>;

export const replySchema = z.object({
  content: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z
      .string({ error: forumMessages.replyMissing })
      .min(1, forumMessages.replyMissing)
      .max(FORUM_LIMITS.content, forumMessages.contentTooLong),
  ),
});
export type ReplyInput = z.infer<typeof replySchema>;

/** A moderator's reason for hiding, shown to the author. */
export const hideSchema = z.object({
  reason: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z
      .string({ error: "Give a reason: the author will see it." })
      .min(1, "Give a reason: the author will see it.")
      .max(
        FORUM_LIMITS.hideReason,
        `The reason must be at most ${FORUM_LIMITS.hideReason} characters.`,
      ),
  ),
});

export const searchQuerySchema = z.string().trim().max(FORUM_LIMITS.search).catch("");
