import { forumMessages } from "./forum-schema";

/** Every refusal the forum's services make; `status` is what a route answers with. */
export class ForumError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = new.target.name;
    this.status = status;
  }
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
    );
  }
}

/** Someone changed what is not theirs, or did a staff action without a staff role. */
export class ForumForbiddenError extends ForumError {
  constructor(message = "You can only change your own posts.") {
    super(message, 403);
  }
}

/** No active membership or approved organisation (the one entitlement rule). */
export class ForumMembershipRequiredError extends ForumError {
  constructor() {
    super("The forum needs an active membership or a verified organisation.", 403);
  }
}

export class ForumEmailUnconfirmedError extends ForumError {
  constructor() {
    super(forumMessages.emailFirst, 403);
  }
}

/** A reply to a locked topic, or any change to a topic a moderator hid. */
export class ForumConflictError extends ForumError {
  constructor(message: string) {
    super(message, 409);
  }
}

export class ForumRateLimitError extends ForumError {
  constructor(kind: "topics" | "replies", max: number) {
    super(
      `You have posted ${max} ${kind === "topics" ? "new topics" : "replies"} in the last hour, the most we allow. Please try again later.`,
      429,
    );
  }
}

export const LOCKED_MESSAGE = "This topic is locked: it takes no more replies.";
export const HIDDEN_MESSAGE = "A moderator has removed this post, so it cannot be changed.";
