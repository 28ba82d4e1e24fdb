// Signed links as the e2e server's emails carry them: signed with the server's own secret, read
// from its data folder as tests/e2e/seed-expiry.ts reads it.
import { randomUUID } from "node:crypto";
import { unsubscribeToken } from "~/forum/forum-unsubscribe.server";
import {
  savedSearchUnsubscribePath,
  savedSearchUnsubscribeToken,
} from "~/saved-searches/saved-search-unsubscribe.server";
import { loadEnv } from "~/server/env.server";

function serverSecret(): string {
  return loadEnv({ ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, NODE_ENV: "test" })
    .BETTER_AUTH_SECRET;
}

/** A forum email's unsubscribe link for an account. */
export function forumUnsubscribePath(userId: string): string {
  return `/forum/unsubscribe?token=${encodeURIComponent(unsubscribeToken(serverSecret(), userId))}`;
}

/** A saved-search alert's unsubscribe link (a search that may no longer exist: done all the same). */
export function savedSearchUnsubscribeLink(savedSearchId = randomUUID()): string {
  return savedSearchUnsubscribePath(savedSearchUnsubscribeToken(serverSecret(), savedSearchId));
}
