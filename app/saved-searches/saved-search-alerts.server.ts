import { and, eq, inArray, isNull, notExists, sql } from "drizzle-orm";
import { findNotificationContacts } from "~/accounts/account-directory.server";
import { isDemoEmail } from "~/accounts/demo-email";
import { membersHiddenFrom } from "~/blocking/blocks.server";
import { newListingsQuery } from "~/listings/listing-query.server";
import { browseHref } from "~/listings/listing-view";
import { meaningOfNear } from "~/listings/search-origin.server";
import { findSubscriber, isEntitled } from "~/membership/entitlement.server";
import { listUnsubscribeHeaders } from "~/server/email/list-unsubscribe";
import type { JobDefinition } from "~/server/jobs/job-queue.server";
import type { AppServices } from "~/server/services.server";
import { SavedSearchAlertEmail } from "./saved-search-alert-email";
import { type AlertFrequency, asListingFilters, describeSavedSearch } from "./saved-search-schema";
import { savedSearchUnsubscribeUrl } from "./saved-search-unsubscribe.server";
import { savedSearchAlertsSent, savedSearches } from "./saved-searches.table";

// The alerts (decision 0049): for each saved search that is on, the listings created since it
// was saved (or resumed) that its filters match now, by the very conditions /listings uses,
// less those already sent for it. Instant searches are run every few minutes, daily ones at
// 07:00 UK time; each run sends one email per saved search, however many listings it carries.

export const INSTANT_ALERTS_JOB = "saved-search-alerts-instant";
export const DAILY_ALERTS_JOB = "saved-search-alerts-daily";

/** The listings an email names; more are counted and reached through the search link. */
export const LISTINGS_PER_ALERT = 10;
/** The most one run claims for one saved search; any beyond wait for the next run. */
const MATCHES_PER_RUN = 50;
/** A listing older than this is never news, whatever the saved search's watermark says. */
const LOOKBACK_DAYS = 8;

export type SavedSearchAlertServices = Pick<AppServices, "db" | "logger" | "sendEmail"> & {
  env: Pick<AppServices["env"], "APP_URL" | "BETTER_AUTH_SECRET">;
};

type SavedSearch = typeof savedSearches.$inferSelect;

/** The listings to alert for one saved search at `now`: matched, new, not the member's own. */
async function newMatches(services: SavedSearchAlertServices, saved: SavedSearch, now: Date) {
  const meaning = meaningOfNear(asListingFilters(saved));
  // A stored place is a label, never a position; one the places data no longer knows is
  // searched as location text, as /listings does with it.
  const search =
    meaning.kind === "position" ? { ...asListingFilters(saved), near: undefined } : meaning.search;
  const lookback = new Date(now.getTime() - LOOKBACK_DAYS * 24 * 60 * 60 * 1000);
  // Never an alert for a listing of a member they blocked (decision 0074).
  const hiddenOwners = await membersHiddenFrom(services.db, saved.userId);
  return newListingsQuery(
    services.db,
    { ...search, hiddenOwners },
    {
      from: saved.alertFrom > lookback ? saved.alertFrom : lookback,
      to: now,
      excludeUserId: saved.userId,
      unless: (listingId) =>
        notExists(
          services.db
            .select({ one: sql`1` })
            .from(savedSearchAlertsSent)
            .where(
              and(
                eq(savedSearchAlertsSent.savedSearchId, saved.id),
                eq(savedSearchAlertsSent.listingId, listingId),
              ),
            ),
        ),
      limit: MATCHES_PER_RUN,
    },
  );
}

/**
 * Sends the alerts due for `frequency` at `now`. Each saved search's listings are claimed in
 * the sent table before its email is queued (a listing another run claimed first is left to
 * it), and the claim is taken back if queueing fails. Demo members, and accounts that can no
 * longer use member features, are sent nothing.
 */
export async function sendSavedSearchAlerts(
  services: SavedSearchAlertServices,
  frequency: AlertFrequency,
  now: Date,
) {
  const { db } = services;
  const due = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.frequency, frequency), isNull(savedSearches.pausedAt)));
  const contacts = await findNotificationContacts(
    db,
    due.map((saved) => saved.userId),
  );
  const entitled = new Map<string, boolean>();
  const sent: { savedSearchId: string; listingIds: string[] }[] = [];
  const failed: { savedSearchId: string; error: unknown }[] = [];
  for (const saved of due) {
    const contact = contacts.get(saved.userId);
    if (!contact || contact.isDemo || isDemoEmail(contact.email)) continue;
    if (!entitled.has(saved.userId)) {
      entitled.set(saved.userId, isEntitled(await findSubscriber(db, saved.userId)));
    }
    if (!entitled.get(saved.userId)) continue;
    try {
      const matches = await newMatches(services, saved, now);
      if (matches.length === 0) continue;
      const claimed = await db
        .insert(savedSearchAlertsSent)
        .values(
          matches.map((listing) => ({
            savedSearchId: saved.id,
            listingId: listing.id,
            sentAt: now,
          })),
        )
        .onConflictDoNothing()
        .returning({ listingId: savedSearchAlertsSent.listingId });
      const claimedIds = new Set(claimed.map((row) => row.listingId));
      const mine = matches.filter((listing) => claimedIds.has(listing.id));
      if (mine.length === 0) continue;
      try {
        await sendAlert(services, saved, contact.username, contact.email, mine);
      } catch (error) {
        await db
          .delete(savedSearchAlertsSent)
          .where(
            and(
              eq(savedSearchAlertsSent.savedSearchId, saved.id),
              inArray(savedSearchAlertsSent.listingId, [...claimedIds]),
            ),
          );
        throw error;
      }
      sent.push({ savedSearchId: saved.id, listingIds: mine.map((listing) => listing.id) });
    } catch (error) {
      failed.push({ savedSearchId: saved.id, error });
    }
  }
  for (const failure of failed) {
    services.logger.error(
      { err: failure.error, savedSearchId: failure.savedSearchId },
      "saved search alert failed",
    );
  }
  services.logger.info(
    { frequency, sent: sent.length, failed: failed.length },
    "saved search alerts run",
  );
  return { sent, failed };
}

async function sendAlert(
  services: SavedSearchAlertServices,
  saved: SavedSearch,
  username: string,
  email: string,
  matches: { id: string; name: string; location: string; type: string }[],
) {
  const { APP_URL: appUrl, BETTER_AUTH_SECRET: secret } = services.env;
  const filters = asListingFilters(saved);
  const description = describeSavedSearch(filters);
  const unsubscribe = savedSearchUnsubscribeUrl(appUrl, secret, saved.id);
  const listed = matches.slice(0, LISTINGS_PER_ALERT);
  const news =
    matches.length === 1 ? `New listing: ${matches[0]?.name}` : `${matches.length} new listings`;
  await services.sendEmail({
    to: email,
    subject:
      saved.frequency === "daily"
        ? `Your daily Glut digest: ${news} for ${description}`
        : `${news} for ${description}`,
    headers: listUnsubscribeHeaders(unsubscribe),
    template: SavedSearchAlertEmail({
      appUrl,
      username,
      description,
      listings: listed.map((listing) => ({
        name: listing.name,
        location: listing.location,
        type: listing.type,
        url: `${appUrl}/listings/${listing.id}`,
      })),
      moreCount: matches.length - listed.length,
      searchUrl: `${appUrl}${browseHref(filters)}`,
      unsubscribeUrl: unsubscribe,
    }),
  });
}

function alertJob(
  name: string,
  frequency: AlertFrequency,
  cron: string,
  services: () => SavedSearchAlertServices,
): JobDefinition<Record<string, never>> {
  return {
    name,
    schedule: { cron },
    // It sends mail and notes what it sent; no page shows either.
    changesPages: false,
    async handle() {
      const { failed } = await sendSavedSearchAlerts(services(), frequency, new Date());
      if (failed.length > 0) {
        throw new Error(`${failed.length} saved search alert(s) failed; see the log`);
      }
    },
  };
}

/** Instant alerts: every five minutes, so a new listing is news within minutes. */
export function instantAlertsJob(services: () => SavedSearchAlertServices) {
  return alertJob(INSTANT_ALERTS_JOB, "instant", "*/5 * * * *", services);
}

/** The daily digest: 07:00 UK time (schedules are read in Europe/London), summer or winter. */
export function dailyAlertsJob(services: () => SavedSearchAlertServices) {
  return alertJob(DAILY_ALERTS_JOB, "daily", "0 7 * * *", services);
}
