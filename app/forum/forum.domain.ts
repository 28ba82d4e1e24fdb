import { defineDomain } from "~/server/domain";
import * as forumTables from "./forum.table";
import { forumAccountDeletion, forumAccountExport } from "./forum-account-data.server";
import {
  forumReplyModerationTarget,
  forumTopicModerationTarget,
} from "./forum-moderation-targets.server";
import { FORUM_UNSUBSCRIBE_PATH, readUnsubscribeToken } from "./forum-unsubscribe.server";

/**
 * The forum: categories, topics, replies, photos and follows. Topics and replies can be reported
 * and hidden through the admin area's reports queue (their moderation targets).
 * Deleting an account keeps its posts as 'Deleted member'; the export includes them. Its demo topics are demo content's (app/demo).
 */
export const forumDomain = defineDomain({
  name: "forum",
  tables: [forumTables],
  accountDeletion: forumAccountDeletion,
  accountExport: forumAccountExport,
  moderationTargets: [forumTopicModerationTarget, forumReplyModerationTarget],
  signedUnsubscribeLinks: [
    {
      path: FORUM_UNSUBSCRIBE_PATH,
      isSigned: (secret, token) => readUnsubscribeToken(secret, token) !== null,
    },
  ],
});
