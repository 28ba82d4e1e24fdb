import { PenLine } from "lucide-react";
import { data, Link } from "react-router";
import { membersHiddenFrom } from "~/blocking/blocks.server";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { staticPage } from "~/components/hydration";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { requireForumReader } from "~/forum/forum-access.server";
import { findCategoryBySlug } from "~/forum/forum-categories.server";
import { categoryIn } from "~/forum/forum-category-words";
import { topicListItem } from "~/forum/forum-pages.server";
import { listCategoryTopics } from "~/forum/forum-topics.server";
import {
  ConfirmEmailNotice,
  Pager,
  TopicList,
  topicCountText,
  useForumWords,
} from "~/forum/forum-ui";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/category";

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  // Which categories exist is public: an unknown one is the not-found page for everyone.
  const found = await findCategoryBySlug(db, params.slug);
  if (!found) throw data(null, { status: 404 });
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "forum");
  const category = categoryIn(found, { lng, t });
  const user = await requireForumReader(context, url);
  const page = await listCategoryTopics(
    db,
    category.id,
    Number(url.searchParams.get("page") ?? "1"),
    await membersHiddenFrom(db, user.id),
  );
  return {
    appUrl: env.APP_URL,
    lng,
    title: t("category.titleSuffix", { name: category.name }),
    emailVerified: user.emailVerified,
    category,
    ...page,
    topics: page.topics.map((topic) => topicListItem(topic, { lng, t })),
  };
}

// Links, a pager and a plain form: sent without React (decisions 0057, 0092).
export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta({
    // Without data the page is the not-found page, whose own words stand.
    title: loaderData?.title ?? shellMessage(matches, "pageTitles.forum") ?? "Forum",
    description: loaderData?.category.description ?? "",
    path: `/forum/category/${loaderData?.category.slug ?? ""}`,
    appUrl: loaderData?.appUrl ?? "",
    lng: loaderData?.lng,
  }),
  { name: "robots", content: "noindex" },
];

export default function ForumCategory({ loaderData }: Route.ComponentProps) {
  const { category, topics, page, pageCount, total, appUrl } = loaderData;
  const path = `/forum/category/${category.slug}`;
  const { t, locale } = useForumWords();
  return (
    <Container className="flex flex-col gap-6 py-8 sm:py-10">
      <Breadcrumbs
        crumbs={[{ label: t("breadcrumb"), to: "/forum" }, { label: category.name }]}
        label={t("trail")}
        appUrl={appUrl}
        currentPath={path}
      />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl sm:text-4xl">{category.name}</h1>
          <p className="text-ink-muted">{category.description}</p>
        </div>
        <Button asChild>
          <Link to={`/forum/new-post?category=${category.slug}`}>
            <PenLine aria-hidden="true" /> {t("index.newPost")}
          </Link>
        </Button>
      </div>
      {loaderData.emailVerified ? null : <ConfirmEmailNotice />}
      <p className="font-semibold">{topicCountText(total, t, locale)}</p>
      {topics.length > 0 ? (
        <TopicList
          topics={topics}
          showCategory={false}
          label={t("category.topicsIn", { name: category.name })}
        />
      ) : (
        <p className="text-ink-muted">{t("category.empty")}</p>
      )}
      <Pager page={page} pageCount={pageCount} href={(n) => `${path}?page=${n}`} />
    </Container>
  );
}
