import { Lock, MessagesSquare, Pin } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Badge, ExampleBadge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { FORMAT_LOCALE, isLanguage } from "~/i18n/languages";
import type { Translate } from "~/i18n/messages";

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

/** "1 reply", "12 replies"; the number written as the page's language writes it. */
export function replyCountText(count: number, t: Translate, locale: string): string {
  return t("counts.replies", { count, n: count.toLocaleString(locale) });
}

export function topicCountText(count: number, t: Translate, locale: string): string {
  return t("counts.topics", { count, n: count.toLocaleString(locale) });
}

/** The `forum` namespace's translator, and the locale its numbers are written in. */
export function useForumWords() {
  const { t, i18n } = useTranslation("forum");
  return { t, locale: FORMAT_LOCALE[isLanguage(i18n.language) ? i18n.language : "en"] };
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
  const { t, locale } = useForumWords();
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
                <Pin aria-hidden="true" /> {t("list.pinned")}
              </Badge>
            ) : null}
            {topic.locked ? (
              <Badge variant="warning">
                <Lock aria-hidden="true" /> {t("list.locked")}
              </Badge>
            ) : null}
            {topic.isDemo ? <ExampleBadge label={t("example")} /> : null}
            <Link to={`/forum/post/${topic.id}`} className="text-lg font-bold break-words">
              {topic.title}
            </Link>
          </div>
          <p className="text-sm text-ink-muted">
            {topic.authorName}
            {showCategory ? (
              <>
                {t("list.in")}
                <Link to={`/forum/category/${topic.categorySlug}`}>{topic.categoryName}</Link>
              </>
            ) : null}
            {t("list.line", {
              replies: replyCountText(topic.replyCount, t, locale),
              date: topic.lastActivity,
            })}
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
  label,
}: {
  page: number;
  pageCount: number | null;
  href: (page: number) => string;
  label?: string;
}) {
  const { t } = useTranslation("forum");
  const hasNext = pageCount === null || page < pageCount;
  if (page <= 1 && !hasNext) return null;
  return (
    <nav
      aria-label={label ?? t("pager.label")}
      className="flex flex-wrap items-center justify-between gap-3"
    >
      {page > 1 ? (
        <Button asChild variant="outline">
          <Link to={href(page - 1)} rel="prev">
            {t("pager.previous")}
          </Link>
        </Button>
      ) : (
        <span />
      )}
      <p className="text-ink-muted">
        {pageCount === null ? t("pager.page", { page }) : t("pager.pageOf", { page, pageCount })}
      </p>
      {hasNext ? (
        <Button asChild variant="outline">
          <Link to={href(page + 1)} rel="next">
            {t("pager.next")}
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
  const { t } = useTranslation("forum");
  return (
    <Alert variant="info" icon={<MessagesSquare aria-hidden="true" className="size-5" />}>
      <AlertTitle>
        <span className="text-lg">{t("teaser.title")}</span>
      </AlertTitle>
      <AlertDescription className="flex flex-col gap-3">
        <p>{t("teaser.text")}</p>
        <div className="flex flex-wrap gap-3">
          {signedIn ? (
            <Button asChild>
              <Link to="/dashboard">{t("teaser.becomeMember")}</Link>
            </Button>
          ) : (
            <>
              <Button asChild>
                <Link to="/signup">{t("teaser.join")}</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/login?redirectTo=%2Fforum">{t("teaser.signIn")}</Link>
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
  const { t } = useTranslation("forum");
  return (
    <Alert variant="warning">
      <AlertDescription>
        {t("confirmEmail.before")}
        <Link to="/dashboard">{t("confirmEmail.link")}</Link>
        {t("confirmEmail.after")}
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
  const { t } = useTranslation("forum");
  if (photos.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-3">
      {photos.map((photo, index) => (
        <li key={photo.url}>
          <a href={photo.url}>
            <img
              src={photo.thumbUrl}
              alt={t("photos.alt", { label, number: index + 1, total: photos.length })}
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
