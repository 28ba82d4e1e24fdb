import { and, eq, inArray, isNull, notExists, sql } from "drizzle-orm";
import { findNotificationContacts } from "~/accounts/account-directory.server";
import { isDemoEmail } from "~/accounts/demo-email";
import { membersHiddenFrom } from "~/blocking/blocks.server";
import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/messages";
import { listingTypeLabels } from "~/listings/listing-options";
import { newListingsQuery } from "~/listings/listing-query.server";
import { browseHref } from "~/listings/listing-view";
import { meaningOfNear } from "~/listings/search-origin.server";
import { findSubscriber, isEntitled } from "~/membership/entitlement.server";
import { notifyWithEmail } from "~/notifications/notify.server";
import { emailLanguage } from "~/server/email/email-language.server";
import { listUnsubscribeHeaders } from "~/server/email/list-unsubscribe";
import { englishEmail } from "~/server/email/templates/email-language";
import type { JobDefinition } from "~/server/jobs/job-queue.server";
import type { AppServices } from "~/server/services.server";
import { newWantedPosts } from "~/wanted/wanted-reads.server";
import { wantedHref } from "~/wanted/wanted-view";
import { SavedSearchAlertEmail } from "./saved-search-alert-email";
import { describeSavedSearch } from "./saved-search-description";
import { type AlertFrequency, asListingFilters } from "./saved-search-schema";
import { savedSearchUnsubscribeUrl } from "./saved-search-unsubscribe.server";
import { SavedSearchWantedEmail } from "./saved-search-wanted-email";
import {
  savedSearchAlertsSent,
  savedSearches,
  savedSearchWantedAlertsSent,
} from "./saved-searches.table";

// The alerts (decision 0049): for each saved search that is on, the listings created since it
// was saved (or resumed) that its filters match now, by the very conditions /listings uses,
// less those already sent for it; and the new wanted posts it matches likewise (decision 0090),
// in an email of their own. Instant searches are run every few minutes, daily ones at
// 07:00 UK time; each run sends one email per saved search, however many listings it carries.

export const INSTANT_ALERTS_JOB = "saved-search-alerts-instant";
export const DAILY_ALERTS_JOB = "saved-search-alerts-daily";

/** The listings an email names; more are counted and reached through the search link. */
export const LISTINGS_PER_ALERT = 10;
/** The most one run claims for one saved search; any beyond wait for the next run. */
const MATCHES_PER_RUN = 50;
/** A listing older than this is never news, whatever the saved search's watermark says. */
const LOOKBACK_DAYS = 8;

export type SavedSearchAlertServices = Pick<AppServices, "db" | "logger" | "sendEmail"> &
  Partial<Pick<AppServices, "jobs">> & {
    env: Pick<AppServices["env"], "APP_URL" | "BETTER_AUTH_SECRET">;
  };

type SavedSearch = typeof savedSearches.$inferSelect;

/** What one saved search asks at `now`: its filters as a search, and from when it is news. */
async function alertSearch(services: SavedSearchAlertServices, saved: SavedSearch, now: Date) {
  const meaning = meaningOfNear(asListingFilters(saved));
  // A stored place is a label, never a position; one the places data no longer knows is
  // searched as location text, as /listings does with it.
  const search =
    meaning.kind === "position" ? { ...asListingFilters(saved), near: undefined } : meaning.search;
  const lookback = new Date(now.getTime() - LOOKBACK_DAYS * 24 * 60 * 60 * 1000);
  // Never an alert for a listing or wanted post of a member they blocked (decision 0074).
  const hiddenOwners = await membersHiddenFrom(services.db, saved.userId);
  return {
    search: { ...search, hiddenOwners },
    from: saved.alertFrom > lookback ? saved.alertFrom : lookback,
  };
}

/** The listings to alert for one saved search at `now`: matched, new, not the member's own. */
async function newMatches(services: SavedSearchAlertServices, saved: SavedSearch, now: Date) {
  const { search, from } = await alertSearch(services, saved, now);
  return newListingsQuery(services.db, search, {
    from,
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
  });
}

/**
 * The wanted posts to alert for one saved search (decision 0090): its words, category and place,
 * as the Wanted tab reads them (Free or Swap means nothing to a wanted post, so its type is not
 * asked); new, open, not the member's own.
 */
async function newWantedMatches(services: SavedSearchAlertServices, saved: SavedSearch, now: Date) {
  const { search, from } = await alertSearch(services, saved, now);
  return newWantedPosts(
    services.db,
    {
      search: search.search,
      category: search.category,
      location: search.location,
      origin: search.origin,
      hiddenOwners: search.hiddenOwners,
    },
    {
      from,
      to: now,
      excludeUserId: saved.userId,
      unless: (wantedPostId) =>
        notExists(
          services.db
            .select({ one: sql`1` })
            .from(savedSearchWantedAlertsSent)
            .where(
              and(
                eq(savedSearchWantedAlertsSent.savedSearchId, saved.id),
                eq(savedSearchWantedAlertsSent.wantedPostId, wantedPostId),
              ),
            ),
        ),
      limit: MATCHES_PER_RUN,
    },
  );
}

/**
 * Claims a saved search's wanted posts in their sent table, then queues their email; the claim is
 * taken back if queueing fails. Returns the posts this run claimed (another run may have some).
 */
async function alertWanted(
  services: SavedSearchAlertServices,
  saved: SavedSearch,
  contact: Reader,
  now: Date,
): Promise<string[]> {
  const { db } = services;
  const matches = await newWantedMatches(services, saved, now);
  if (matches.length === 0) return [];
  const claimed = await db
    .insert(savedSearchWantedAlertsSent)
    .values(
      matches.map((post) => ({ savedSearchId: saved.id, wantedPostId: post.id, sentAt: now })),
    )
    .onConflictDoNothing()
    .returning({ id: savedSearchWantedAlertsSent.wantedPostId });
  const claimedIds = new Set(claimed.map((row) => row.id));
  const mine = matches.filter((post) => claimedIds.has(post.id));
  if (mine.length === 0) return [];
  try {
    await sendWantedAlert(services, saved, contact, mine);
  } catch (error) {
    await db
      .delete(savedSearchWantedAlertsSent)
      .where(
        and(
          eq(savedSearchWantedAlertsSent.savedSearchId, saved.id),
          inArray(savedSearchWantedAlertsSent.wantedPostId, [...claimedIds]),
        ),
      );
    throw error;
  }
  return mine.map((post) => post.id);
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
  const wanted: { savedSearchId: string; wantedPostIds: string[] }[] = [];
  const failed: { savedSearchId: string; error: unknown }[] = [];
  for (const saved of due) {
    const contact = contacts.get(saved.userId);
    if (!contact || contact.isDemo || isDemoEmail(contact.email)) continue;
    if (!entitled.has(saved.userId)) {
      entitled.set(saved.userId, isEntitled(await findSubscriber(db, saved.userId)));
    }
    if (!entitled.get(saved.userId)) continue;
    try {
      const wantedPostIds = await alertWanted(services, saved, contact, now);
      if (wantedPostIds.length > 0) wanted.push({ savedSearchId: saved.id, wantedPostIds });
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
        await sendAlert(services, saved, contact, mine);
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
    { frequency, sent: sent.length, wanted: wanted.length, failed: failed.length },
    "saved search alerts run",
  );
  return { sent, wanted, failed };
}

/** Whom an alert goes to, and the language they read Glut in. */
type Reader = { username: string; email: string; language: Language };

async function sendAlert(
  services: SavedSearchAlertServices,
  saved: SavedSearch,
  reader: Reader,
  matches: { id: string; name: string; location: string; type: string }[],
) {
  const { APP_URL: appUrl, BETTER_AUTH_SECRET: secret } = services.env;
  const filters = asListingFilters(saved);
  const unsubscribe = savedSearchUnsubscribeUrl(appUrl, secret, saved.id);
  const listed = matches.slice(0, LISTINGS_PER_ALERT);
  const { lng, t } = emailLanguage(reader.language);
  const said = (say: Translate) => {
    const description = describeSavedSearch(filters, say);
    const news = say("savedSearch.listings.news", {
      count: matches.length,
      name: matches[0]?.name ?? "",
    });
    return { description, news };
  };
  const notice = {
    userId: saved.userId,
    kind: "saved-searches",
    title: englishEmail("savedSearch.subject", said(englishEmail)),
    body: listed.map((listing) => listing.name).join(", "),
    href: browseHref(filters),
  } as const;
  const words = said(t);
  await notifyWithEmail(services, notice, () => ({
    to: reader.email,
    subject: t(
      saved.frequency === "daily" ? "savedSearch.dailySubject" : "savedSearch.subject",
      words,
    ),
    headers: listUnsubscribeHeaders(unsubscribe),
    template: SavedSearchAlertEmail({
      lng,
      t,
      appUrl,
      username: reader.username,
      description: words.description,
      listings: listed.map((listing) => ({
        name: listing.name,
        location: listing.location,
        type:
          listing.type in listingTypeLabels ? t(`listings:types.${listing.type}`) : listing.type,
        url: `${appUrl}/listings/${listing.id}`,
      })),
      moreCount: matches.length - listed.length,
      searchUrl: `${appUrl}${browseHref(filters)}`,
      unsubscribeUrl: unsubscribe,
    }),
  }));
}

async function sendWantedAlert(
  services: SavedSearchAlertServices,
  saved: SavedSearch,
  reader: Reader,
  posts: { title: string; location: string }[],
) {
  const { APP_URL: appUrl, BETTER_AUTH_SECRET: secret } = services.env;
  const filters = asListingFilters(saved);
  const unsubscribe = savedSearchUnsubscribeUrl(appUrl, secret, saved.id);
  const listed = posts.slice(0, LISTINGS_PER_ALERT);
  const { lng, t } = emailLanguage(reader.language);
  const subject = (say: Translate) =>
    say("savedSearch.subject", {
      news: say("savedSearch.wanted.news", { count: posts.length, title: posts[0]?.title ?? "" }),
      description: describeSavedSearch(filters, say),
    });
  const notice = {
    userId: saved.userId,
    kind: "saved-searches",
    title: subject(englishEmail),
    body: listed.map((post) => post.title).join(", "),
    href: wantedHref(filters),
  } as const;
  await notifyWithEmail(services, notice, () => ({
    to: reader.email,
    subject: subject(t),
    headers: listUnsubscribeHeaders(unsubscribe),
    template: SavedSearchWantedEmail({
      lng,
      t,
      appUrl,
      username: reader.username,
      description: describeSavedSearch(filters, t),
      posts: listed,
      moreCount: posts.length - listed.length,
      wantedUrl: `${appUrl}${wantedHref(filters)}`,
      unsubscribeUrl: unsubscribe,
    }),
  }));
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
