import { and, desc, eq, ne, notInArray } from "drizzle-orm";
import { findNotificationContacts } from "~/accounts/account-directory.server";
import { isDemoEmail } from "~/accounts/demo-email";
import { membersHiddenFrom } from "~/blocking/blocks.server";
import { listingCoordinates } from "~/listings/listing-place.server";
import { notifyWithEmail } from "~/notifications/notify.server";
import { ukToday } from "~/planting/uk-calendar";
import type { Db } from "~/server/db/database.server";
import { emailLanguage } from "~/server/email/email-language.server";
import { englishEmail } from "~/server/email/templates/email-language";
import type { AppServices } from "~/server/services.server";
import { wantedPosts } from "./wanted.table";
import { WantedAnsweredEmail } from "./wanted-answered-email";
import { WantedNearbyEmail } from "./wanted-nearby-email";
import { openWanted, wantedWithin } from "./wanted-reads.server";
import { wantedHref } from "./wanted-view";
import { shareAWord } from "./wanted-words";

// Growers told that someone near them is looking, and those looking told that a grower near them
// has listed it (decision 0090): after a listing is saved, the listings domain asks here; the
// open wanted posts of the same category within MATCH_MILES of the listing's place whose title
// shares a word with the listing's name.

/** How far a wanted post may be from a listing to be told of: a short drive or bus ride. */
export const MATCH_MILES = 15;
/** The most posts one email names. */
const POSTS_PER_EMAIL = 5;
/** Candidates read before the word match: the newest nearby in the category. */
const CANDIDATES = 200;

export interface NewListing {
  /** The saved listing's id, for the link its posters are sent. */
  id: string;
  ownerId: string;
  name: string;
  category: string;
  /** The listing's place label, as stored. */
  location: string;
}

/** Open wanted posts a new listing answers, newest first: never the grower's own, nor a blocked member's. */
export async function wantedPostsMatching(db: Db, listing: NewListing, now: Date = new Date()) {
  const { latitude, longitude } = listingCoordinates(listing.location);
  if (latitude === null || longitude === null) return [];
  const hidden = await membersHiddenFrom(db, listing.ownerId);
  const rows = await db
    .select({
      id: wantedPosts.id,
      userId: wantedPosts.userId,
      title: wantedPosts.title,
      location: wantedPosts.location,
    })
    .from(wantedPosts)
    .where(
      and(
        openWanted(ukToday(now)),
        eq(wantedPosts.category, listing.category),
        ne(wantedPosts.userId, listing.ownerId),
        hidden.length > 0 ? notInArray(wantedPosts.userId, hidden) : undefined,
        wantedWithin({ latitude, longitude }, MATCH_MILES),
      ),
    )
    .orderBy(desc(wantedPosts.createdAt), desc(wantedPosts.id))
    .limit(CANDIDATES);
  return rows.filter((row) => shareAWord(row.title, listing.name));
}

export type WantedTellingServices = Pick<AppServices, "db" | "logger" | "sendEmail"> & {
  env: Pick<AppServices["env"], "APP_URL">;
  /** For the push channel (decision 0093); without it a push is logged as not queued. */
  jobs?: AppServices["jobs"];
};

/**
 * Emails the grower of a just-saved listing the wanted posts it answers, and each member who
 * posted one (once, however many of theirs it answers) the listing to ask for it on, through the
 * outbox. Returns how many posts there were, for the confirmation. A failure is logged and counts
 * as none: the listing is saved whatever happens here. Demo members have no inbox and get nothing.
 */
export async function tellGrowerOfWantedPosts(
  services: WantedTellingServices,
  listing: NewListing,
  now: Date = new Date(),
): Promise<number> {
  try {
    const matches = await wantedPostsMatching(services.db, listing, now);
    if (matches.length === 0) return 0;
    const contacts = await findNotificationContacts(services.db, [
      listing.ownerId,
      ...matches.map((post) => post.userId),
    ]);
    const appUrl = services.env.APP_URL;
    await tellPosters(services, listing, matches, contacts);
    const grower = contacts.get(listing.ownerId);
    if (!grower || grower.isDemo || isDemoEmail(grower.email)) return matches.length;
    const counted = { listing: listing.name, count: matches.length };
    const { lng, t } = emailLanguage(grower.language);
    const wantedPath = wantedHref({ near: listing.location, within: 25 });
    await notifyWithEmail(
      services,
      {
        userId: listing.ownerId,
        kind: "wanted-posts",
        title: englishEmail("wantedNearby.subject", counted),
        body: matches
          .slice(0, POSTS_PER_EMAIL)
          .map((post) => `${post.title}, near ${post.location}`)
          .join("; "),
        href: wantedPath,
      },
      () => ({
        to: grower.email,
        subject: t("wantedNearby.subject", counted),
        template: WantedNearbyEmail({
          lng,
          t,
          appUrl,
          username: grower.username,
          listingName: listing.name,
          wanted: matches.slice(0, POSTS_PER_EMAIL),
          // The smallest /listings radius that holds every post matched.
          wantedUrl: `${appUrl}${wantedPath}`,
        }),
      }),
    );
    return matches.length;
  } catch (error) {
    services.logger.error({ err: error }, "could not tell a grower of wanted posts");
    return 0;
  }
}

/** One email to each member whose post the listing answers, naming their newest such post. */
async function tellPosters(
  services: WantedTellingServices,
  listing: NewListing,
  matches: Awaited<ReturnType<typeof wantedPostsMatching>>,
  contacts: Awaited<ReturnType<typeof findNotificationContacts>>,
) {
  const told = new Set<string>();
  const appUrl = services.env.APP_URL;
  for (const post of matches) {
    if (told.has(post.userId)) continue;
    told.add(post.userId);
    const poster = contacts.get(post.userId);
    if (!poster || poster.isDemo || isDemoEmail(poster.email)) continue;
    const { lng, t } = emailLanguage(poster.language);
    await notifyWithEmail(
      services,
      {
        userId: post.userId,
        kind: "wanted-posts",
        title: englishEmail("wantedAnswered.subject", { listing: listing.name }),
        body: `In ${listing.location}, for your post “${post.title}”.`,
        href: `/listings/${listing.id}`,
      },
      () => ({
        to: poster.email,
        subject: t("wantedAnswered.subject", { listing: listing.name }),
        template: WantedAnsweredEmail({
          lng,
          t,
          appUrl,
          username: poster.username,
          lookingFor: post.title,
          listingName: listing.name,
          listingLocation: listing.location,
          listingUrl: `${appUrl}/listings/${listing.id}`,
        }),
      }),
    );
  }
}

/** The listing confirmation's line when members nearby are looking for it. */
export function wantedNearbyNote(count: number): string {
  return count === 1
    ? "Your produce is now listed, and someone near you is looking for it: we have emailed you what they asked for."
    : `Your produce is now listed, and ${count} members near you are looking for it: we have emailed you what they asked for.`;
}
