import { PenLine, Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { getCurrentUser } from "~/accounts/current-user.server";
import { staticPage } from "~/components/hydration";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { loadForumIndex } from "~/forum/forum-pages.server";
import { FORUM_LIMITS } from "~/forum/forum-schema";
import type { HighlightPart } from "~/forum/forum-search.server";
import {
  ConfirmEmailNotice,
  MembersOnlyTeaser,
  Pager,
  replyCountText,
  TopicList,
  topicCountText,
  useForumWords,
} from "~/forum/forum-ui";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import { getServices } from "~/server/context.server";
import { publicPageHeaders } from "~/server/public-page-headers";
import type { Route } from "./+types/forum-index";

export async function loader({ context, url }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "forum");
  const page = await loadForumIndex(db, getCurrentUser(context), url.searchParams, { lng, t });
  return {
    ...page,
    appUrl: env.APP_URL,
    lng,
    title: t("index.title"),
    description: t("index.description"),
  };
}

export const headers = publicPageHeaders;

// Links and a plain search form: sent without React (decisions 0057, 0092).
export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta({
    title:
      loaderData?.title ?? shellMessage(matches, "pageTitles.communityForum") ?? "Community Forum",
    description: loaderData?.description ?? "",
    path: "/forum",
    appUrl: loaderData?.appUrl ?? "",
    lng: loaderData?.lng,
  }),
  // The index is public; a search result page is not worth indexing.
  ...(loaderData?.q ? [{ name: "robots", content: "noindex" }] : []),
];

type IndexData = Route.ComponentProps["loaderData"];

export default function ForumIndex({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  const { t } = useTranslation("forum");
  return (
    <Container className="flex flex-col gap-8 py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl sm:text-4xl">{t("index.title")}</h1>
          <p className="text-ink-muted">{t("index.lead")}</p>
        </div>
        <Button asChild>
          <Link to="/forum/new-post">
            <PenLine aria-hidden="true" /> {t("index.newPost")}
          </Link>
        </Button>
      </div>

      {d.reader ? null : <MembersOnlyTeaser signedIn={d.signedIn} />}
      {d.reader && !d.emailVerified ? <ConfirmEmailNotice /> : null}
      {d.reader ? <SearchForm q={d.q} /> : null}

      {d.search ? (
        <SearchResultsSection q={d.q} search={d.search} />
      ) : (
        <>
          <Categories categories={d.categories} />
          {d.reader ? (
            <section aria-labelledby="latest-topics" className="flex flex-col gap-3">
              <h2 id="latest-topics" className="text-2xl">
                {t("index.latest")}
              </h2>
              {d.latest.length > 0 ? (
                <TopicList topics={d.latest} showCategory label={t("index.latest")} />
              ) : (
                <p className="text-ink-muted">{t("index.noTopics")}</p>
              )}
            </section>
          ) : null}
        </>
      )}
    </Container>
  );
}

function SearchForm({ q }: { q: string }) {
  const { t } = useTranslation("forum");
  return (
    <Form
      method="get"
      action="/forum"
      role="search"
      aria-label={t("index.searchLabel")}
      className="flex flex-wrap items-end gap-3"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <Label htmlFor="forum-search">{t("index.searchLabel")}</Label>
        <Input
          id="forum-search"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={FORUM_LIMITS.search}
          placeholder={t("index.searchPlaceholder")}
        />
      </div>
      <Button type="submit">
        <Search aria-hidden="true" /> {t("index.search")}
      </Button>
    </Form>
  );
}

function Categories({ categories }: { categories: IndexData["categories"] }) {
  const { t, locale } = useForumWords();
  return (
    <section aria-labelledby="categories" className="flex flex-col gap-3">
      <h2 id="categories" className="text-2xl">
        {t("index.categories")}
      </h2>
      <ul aria-label={t("index.categoriesList")} className="grid gap-4 sm:grid-cols-2">
        {categories.map((category) => (
          <li
            key={category.id}
            className="flex flex-col gap-1 rounded-card border border-line bg-card p-4"
          >
            <Link to={`/forum/category/${category.slug}`} className="text-lg font-bold">
              {category.name}
            </Link>
            <p>{category.description}</p>
            <p className="text-sm text-ink-muted">
              {t("index.categoryStats", {
                topics: topicCountText(category.topicCount, t, locale),
                replies: replyCountText(category.replyCount, t, locale),
              })}
              {category.lastActivity
                ? t("index.lastActivity", { date: category.lastActivity })
                : ""}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Highlighted({ parts }: { parts: readonly HighlightPart[] }) {
  return parts.map((part, index) =>
    part.mark ? (
      <mark key={index} className="rounded bg-sun-soft px-0.5 text-ink">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

function SearchResultsSection({
  q,
  search,
}: {
  q: string;
  search: NonNullable<IndexData["search"]>;
}) {
  const { t, locale } = useForumWords();
  const found = search.totalIsExact ? `${search.total}` : `${search.total}+`;
  return (
    <section aria-labelledby="search-results" className="flex flex-col gap-3">
      <h2 id="search-results" className="text-2xl">
        {t("index.found", { count: search.total, found, q })}
      </h2>
      {search.hits.length === 0 ? (
        <p className="text-ink-muted">
          {t("index.nothingBefore")}
          <Link to="/forum">{t("index.nothingLink")}</Link>
          {t("index.nothingAfter")}
        </p>
      ) : (
        <ul
          aria-label={t("index.results")}
          className="flex flex-col divide-y divide-line rounded-card border border-line bg-card"
        >
          {search.hits.map((hit) => (
            <li key={hit.id} className="flex flex-col gap-1 p-4">
              <Link to={`/forum/post/${hit.id}`} className="text-lg font-bold break-words">
                <Highlighted parts={hit.title} />
              </Link>
              <p className="break-words">
                <Highlighted parts={hit.snippet} />
              </p>
              <p className="text-sm text-ink-muted">
                {t("index.hitLine", {
                  author: hit.authorName,
                  category: hit.categoryName,
                  replies: replyCountText(hit.replyCount, t, locale),
                  date: hit.lastActivity,
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={search.page}
        pageCount={search.pageCount}
        href={(page) => `/forum?${new URLSearchParams({ q, page: String(page) })}`}
        label={t("index.resultsPages")}
      />
    </section>
  );
}
