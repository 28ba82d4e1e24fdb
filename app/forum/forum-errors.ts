import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/messages";
import { trustRefusalIn } from "~/trust/trust-refusals";
import { forumMessages } from "./forum-schema";

/** A refusal's words in the `forum` catalogue, for a page in another language (decision 0098). */
export interface ForumErrorWords {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * Every refusal the forum's services make; `status` is what a route answers with. `message` stays
 * English (logs, tests, other code); `words` names it in the catalogue, for `forumErrorText`.
 */
export class ForumError extends Error {
  readonly status: number;
  readonly words: ForumErrorWords | undefined;
  /** `cause`: a refusal of another domain it stands for (a trust limit, worded by its page). */
  constructor(message: string, status: number, words?: ForumErrorWords, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
    this.status = status;
    this.words = words;
  }
}

/**
 * A refusal in the words of `t` (a trust limit's dates in `lng`); one with no catalogue entry
 * keeps its English.
 */
export function forumErrorText(error: ForumError, t: Translate, lng: Language): string {
  const limit = trustRefusalIn(error, t, lng);
  if (limit) return limit;
  return error.words ? t(error.words.key, error.words.values) : error.message;
}

export class ForumNotFoundError extends ForumError {
  constructor(what: "post" | "reply" | "category" = "post") {
    super(
      what === "category"
        ? "Category not found"
        : what === "reply"
          ? "Reply not found"
          : "Post not found",
      404,
      {
        key:
          what === "category"
            ? "errors.categoryNotFound"
            : what === "reply"
              ? "errors.replyNotFound"
              : "errors.postNotFound",
      },
    );
  }
}

/** Someone changed what is not theirs, or did a staff action without a staff role. */
export class ForumForbiddenError extends ForumError {
  constructor(message?: string, words?: ForumErrorWords) {
    super(
      message ?? "You can only change your own posts.",
      403,
      message ? words : { key: "errors.forbidden" },
    );
  }
}

/** No active membership or approved organisation (the one entitlement rule). */
export class ForumMembershipRequiredError extends ForumError {
  constructor() {
    super("The forum needs an active membership or a verified organisation.", 403, {
      key: "errors.membership",
    });
  }
}

export class ForumEmailUnconfirmedError extends ForumError {
  constructor() {
    super(forumMessages.emailFirst, 403, { key: "forms.emailFirst" });
  }
}

/** A reply to a locked topic, or any change to a topic a moderator hid. */
export class ForumConflictError extends ForumError {
  constructor(message: string) {
    super(
      message,
      409,
      message === LOCKED_MESSAGE
        ? { key: "errors.locked" }
        : message === HIDDEN_MESSAGE
          ? { key: "errors.hidden" }
          : undefined,
    );
  }
}

export class ForumRateLimitError extends ForumError {
  constructor(kind: "topics" | "replies", max: number) {
    super(
      `You have posted ${max} ${kind === "topics" ? "new topics" : "replies"} in the last hour, the most we allow. Please try again later.`,
      429,
      { key: kind === "topics" ? "errors.rateTopics" : "errors.rateReplies", values: { max } },
    );
  }
}

export const LOCKED_MESSAGE = "This topic is locked: it takes no more replies.";
export const HIDDEN_MESSAGE = "A moderator has removed this post, so it cannot be changed.";
