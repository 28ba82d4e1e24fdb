import { Flag, Sprout } from "lucide-react";
import { Link } from "react-router";
import { reportHref } from "~/admin/report-target";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/components/ui/cn";
import { MapPinSprite } from "~/components/ui/map-pin-sprite";
import type { Translate } from "~/i18n/messages";
import { listingCategoryLabel } from "~/listings/listing-options";
import { relativeDate } from "~/listings/relative-date";
import { wantedUntilLabel } from "./wanted-text";
import { MY_WANTED_PATH } from "./wanted-view";

// A wanted post's card, on the Wanted tab and the city pages (decision 0090): what is wanted, the
// district it is wanted near, the category, the note. Never who posted it or anything finer.

/** What a card shows: plain values, safe to send from a loader. */
export interface WantedCardData {
  id: string;
  title: string;
  category: string;
  location: string;
  note: string | null;
  posted: string;
  until: string;
  /** Prefills the listing form with what is wanted: "Have some? List it". */
  listHref: string;
  /** The viewer's own post: no report link, a link to their posts instead. */
  own: boolean;
}

export function wantedCardData(
  post: {
    id: string;
    userId: string;
    title: string;
    category: string;
    location: string;
    note: string | null;
    expiresOn: string;
    createdAt: string;
  },
  viewerId: string | null,
  now: Date,
): WantedCardData {
  const prefill = new URLSearchParams({
    name: post.title,
    category: post.category,
    location: post.location,
  });
  return {
    id: post.id,
    title: post.title,
    category: listingCategoryLabel(post.category),
    location: post.location,
    note: post.note,
    posted: relativeDate(new Date(post.createdAt), now),
    until: wantedUntilLabel(post.expiresOn),
    listHref: `/create-listing?${prefill}`,
    own: viewerId !== null && viewerId === post.userId,
  };
}

/**
 * A card's own words in the page's language (decision 0098; `wantedCardWordsIn` makes them). The
 * post's title, town and note are the member's.
 */
export interface WantedCardWords {
  lookingFor: (title: string) => string;
  near: (location: string) => string;
  own: string;
  listIt: string;
  report: string;
  /** After "Report", for a screen reader: " this wanted post". */
  reportWhat: string;
}

/** A card's own words from a translator (any namespace: every key names its own). */
export function wantedCardWordsIn(t: Translate): WantedCardWords {
  return {
    lookingFor: (title) => t("wanted:card.lookingFor", { title }),
    near: (location) => t("wanted:card.near", { location }),
    own: t("wanted:card.own"),
    listIt: t("wanted:card.listIt"),
    report: t("common:report.summary"),
    reportWhat: t("wanted:card.reportWhat"),
  };
}

export function WantedCard({
  post,
  headingLevel: Heading = "h2",
  returnTo,
  words,
}: {
  post: WantedCardData;
  headingLevel?: "h2" | "h3";
  /** Where a report sends the reporter back to; no report link without it (public pages). */
  returnTo?: string;
  words: WantedCardWords;
}) {
  return (
    <article
      className="flex h-full flex-col gap-2 rounded-card border border-line bg-card p-4 shadow-sm shadow-soil/10"
      aria-labelledby={`wanted-${post.id}`}
    >
      <Heading
        id={`wanted-${post.id}`}
        className="text-lg leading-tight font-bold wrap-anywhere text-soil"
      >
        {words.lookingFor(post.title)}
      </Heading>
      <p className="flex items-center gap-1.5 text-ink-muted">
        <MapPinSprite className="size-4 shrink-0" />
        <span className="min-w-0 wrap-anywhere">{words.near(post.location)}</span>
      </p>
      <span className="flex flex-wrap items-center gap-2">
        <Badge variant="info">{post.category}</Badge>
        <span className="text-sm text-ink-muted">{post.posted}</span>
      </span>
      {post.note ? <p className="wrap-anywhere whitespace-pre-line">{post.note}</p> : null}
      <p className="text-sm text-ink-muted">{post.until}</p>
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-1">
        {post.own ? (
          <Link to={MY_WANTED_PATH} className="font-semibold">
            {words.own}
          </Link>
        ) : (
          <>
            <Link to={post.listHref} className="inline-flex items-center gap-1 font-semibold">
              <Sprout aria-hidden="true" className="size-4" /> {words.listIt}
            </Link>
            {returnTo ? (
              <Link
                to={reportHref({ kind: "wanted_post", targetId: post.id, returnTo })}
                className="inline-flex items-center gap-1 text-sm text-ink-muted"
              >
                <Flag aria-hidden="true" className="size-4" /> {words.report}
                <span className="sr-only">{words.reportWhat}</span>
              </Link>
            ) : null}
          </>
        )}
      </div>
    </article>
  );
}

export function WantedCardGrid({
  posts,
  headingLevel,
  returnTo,
  className,
  words,
}: {
  posts: readonly WantedCardData[];
  headingLevel?: "h2" | "h3";
  returnTo?: string;
  className?: string;
  /** The cards' words in the page's language. */
  words: WantedCardWords;
}) {
  return (
    <ul className={cn("grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3", className)}>
      {posts.map((post) => (
        <li key={post.id} className="min-w-0">
          <WantedCard post={post} headingLevel={headingLevel} returnTo={returnTo} words={words} />
        </li>
      ))}
    </ul>
  );
}
