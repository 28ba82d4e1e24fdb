import { Lock, MessagesSquare, Pin } from "lucide-react";
import { Link } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Badge, ExampleBadge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";

// Pieces the forum's pages share: the topic list, paging, the members-only teaser, photos.

/** A topic as lists show it, already formatted for the page. */
export interface TopicListItem {
  id: string;
  title: string;
  authorName: string;
  categoryName: string;
  categorySlug: string;
  lastActivity: string;
  replyCount: number;
  pinned: boolean;
  locked: boolean;
  isDemo: boolean;
}

export function replyCountText(count: number): string {
  return `${count.toLocaleString("en-GB")} ${count === 1 ? "reply" : "replies"}`;
}

export function TopicList({
  topics,
  showCategory,
  label,
}: {
  topics: readonly TopicListItem[];
  showCategory: boolean;
  label: string;
}) {
  return (
    <ul
      aria-label={label}
      className="flex flex-col divide-y divide-line rounded-card border border-line bg-card"
    >
      {topics.map((topic) => (
        <li key={topic.id} className="flex flex-col gap-1 p-4">
          <div className="flex flex-wrap items-center gap-2">
            {topic.pinned ? (
              <Badge variant="info">
                <Pin aria-hidden="true" /> Pinned
              </Badge>
            ) : null}
            {topic.locked ? (
              <Badge variant="warning">
                <Lock aria-hidden="true" /> Locked
              </Badge>
            ) : null}
            {topic.isDemo ? <ExampleBadge /> : null}
            <Link to={`/forum/post/${topic.id}`} className="text-lg font-bold break-words">
              {topic.title}
            </Link>
          </div>
          <p className="text-sm text-ink-muted">
            {topic.authorName}
            {showCategory ? (
              <>
                {" in "}
                <Link to={`/forum/category/${topic.categorySlug}`}>{topic.categoryName}</Link>
              </>
            ) : null}
            {` · ${replyCountText(topic.replyCount)} · last activity ${topic.lastActivity}`}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Previous / Page N of M / Next, as real links (works without JavaScript). */
export function Pager({
  page,
  pageCount,
  href,
  label = "Pagination",
}: {
  page: number;
  pageCount: number | null;
  href: (page: number) => string;
  label?: string;
}) {
  const hasNext = pageCount === null || page < pageCount;
  if (page <= 1 && !hasNext) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Button asChild variant="outline">
          <Link to={href(page - 1)} rel="prev">
            Previous
          </Link>
        </Button>
      ) : (
        <span />
      )}
      <p className="text-ink-muted">
        {pageCount === null ? `Page ${page}` : `Page ${page} of ${pageCount}`}
      </p>
      {hasNext ? (
        <Button asChild variant="outline">
          <Link to={href(page + 1)} rel="next">
            Next
          </Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** For visitors and signed-in non-members: what the forum is and how to get in. */
export function MembersOnlyTeaser({ signedIn }: { signedIn: boolean }) {
  return (
    <Alert variant="info" icon={<MessagesSquare aria-hidden="true" className="size-5" />}>
      <AlertTitle>
        <span className="text-lg">The forum is for members</span>
      </AlertTitle>
      <AlertDescription className="flex flex-col gap-3">
        <p>
          Anyone can see what we talk about. Reading topics and posting need an active membership
          (£1.00 a year) or a verified organisation (food banks, community groups, schools and
          charities join free).
        </p>
        <div className="flex flex-wrap gap-3">
          {signedIn ? (
            <Button asChild>
              <Link to="/dashboard">Become a member</Link>
            </Button>
          ) : (
            <>
              <Button asChild>
                <Link to="/signup">Join Glut</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/login?redirectTo=%2Fforum">Sign in</Link>
              </Button>
            </>
          )}
        </div>
      </AlertDescription>
    </Alert>
  );
}

/** For a member whose email address is not confirmed yet: they read, and are told why they cannot post. */
export function ConfirmEmailNotice() {
  return (
    <Alert variant="warning">
      <AlertDescription>
        You can read the forum. To post or reply, confirm your email address first: use the link in
        the email we sent you, or ask for a new one from your <Link to="/dashboard">dashboard</Link>
        .
      </AlertDescription>
    </Alert>
  );
}

export interface PhotoView {
  url: string;
  thumbUrl: string;
  width: number;
  height: number;
}

export function ForumPhotos({ photos, label }: { photos: readonly PhotoView[]; label: string }) {
  if (photos.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-3">
      {photos.map((photo, index) => (
        <li key={photo.url}>
          <a href={photo.url}>
            <img
              src={photo.thumbUrl}
              alt={`${label}, ${index + 1} of ${photos.length}`}
              width={240}
              height={180}
              loading="lazy"
              className="h-[135px] w-[180px] rounded-card border border-line object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
