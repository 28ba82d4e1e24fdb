import { PenLine, Search } from "lucide-react";
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
} from "~/forum/forum-ui";
import { getServices } from "~/server/context.server";
import { publicPageHeaders } from "~/server/public-page-headers";
import type { Route } from "./+types/forum-index";

export async function loader({ context, url }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  const page = await loadForumIndex(db, getCurrentUser(context), url.searchParams);
  return { ...page, appUrl: env.APP_URL };
}

export const headers = publicPageHeaders;

// Links and a plain search form: sent without React (decisions 0057, 0092).
export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({
    title: "Community Forum",
    description:
      "Growing tips, pests and problems, seed saving, allotment life and what to do with a glut: ask UK growers.",
    path: "/forum",
    appUrl: loaderData?.appUrl ?? "",
  }),
  // The index is public; a search result page is not worth indexing.
  ...(loaderData?.q ? [{ name: "robots", content: "noindex" }] : []),
];

type IndexData = Route.ComponentProps["loaderData"];

export default function ForumIndex({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  return (
    <Container className="flex flex-col gap-8 py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl sm:text-4xl">Community Forum</h1>
          <p className="text-ink-muted">Ask other growers, share what works, swap stories.</p>
        </div>
        <Button asChild>
          <Link to="/forum/new-post">
            <PenLine aria-hidden="true" /> New Post
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
                Latest topics
              </h2>
              {d.latest.length > 0 ? (
                <TopicList topics={d.latest} showCategory label="Latest topics" />
              ) : (
                <p className="text-ink-muted">No topics yet: start the first one.</p>
              )}
            </section>
          ) : null}
        </>
      )}
    </Container>
  );
}

function SearchForm({ q }: { q: string }) {
  return (
    <Form
      method="get"
      action="/forum"
      role="search"
      aria-label="Search the forum"
      className="flex flex-wrap items-end gap-3"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <Label htmlFor="forum-search">Search the forum</Label>
        <Input
          id="forum-search"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={FORUM_LIMITS.search}
          placeholder="Blight, seed potatoes, chutney…"
        />
      </div>
      <Button type="submit">
        <Search aria-hidden="true" /> Search
      </Button>
    </Form>
  );
}

function Categories({ categories }: { categories: IndexData["categories"] }) {
  return (
    <section aria-labelledby="categories" className="flex flex-col gap-3">
      <h2 id="categories" className="text-2xl">
        Categories
      </h2>
      <ul aria-label="Forum categories" className="grid gap-4 sm:grid-cols-2">
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
              {`${category.topicCount.toLocaleString("en-GB")} ${category.topicCount === 1 ? "topic" : "topics"} · ${replyCountText(category.replyCount)}`}
              {category.lastActivity ? ` · last activity ${category.lastActivity}` : ""}
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
  const found = search.totalIsExact ? `${search.total}` : `${search.total}+`;
  return (
    <section aria-labelledby="search-results" className="flex flex-col gap-3">
      <h2 id="search-results" className="text-2xl">
        {`Found ${found} ${search.total === 1 ? "topic" : "topics"} for “${q}”`}
      </h2>
      {search.hits.length === 0 ? (
        <p className="text-ink-muted">
          Nothing matches. Try fewer or different words, or{" "}
          <Link to="/forum">browse the categories</Link>.
        </p>
      ) : (
        <ul
          aria-label="Search results"
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
                {`${hit.authorName} in ${hit.categoryName} · ${replyCountText(hit.replyCount)} · last activity ${hit.lastActivity}`}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={search.page}
        pageCount={search.pageCount}
        href={(page) => `/forum?${new URLSearchParams({ q, page: String(page) })}`}
        label="Search results pages"
      />
    </section>
  );
}
