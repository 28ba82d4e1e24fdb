import { useTranslation } from "react-i18next";
import { formChecks } from "~/components/forms/form-checks.server";
import { staticPage } from "~/components/hydration";
import { InlineScript } from "~/components/inline-script";
import { pageMeta } from "~/components/seo";
import { Container } from "~/components/ui/container";
import { requireForumReader } from "~/forum/forum-access.server";
import { listCategories } from "~/forum/forum-categories.server";
import { categoryName } from "~/forum/forum-category-words";
import forumPageScript from "~/forum/forum-page.island.ts?inline-script";
import { topicSchemaFor } from "~/forum/forum-schema";
import { ConfirmEmailNotice } from "~/forum/forum-ui";
import { newPostAction } from "~/forum/new-post-action.server";
import { TopicForm } from "~/forum/topic-form";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import { newFormKey } from "~/idempotency/form-submissions.server";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/new-post";

// Static (decision 0099): a plain form, checked in the browser from its schema by one inline
// script (decision 0066), which also keeps the title's counter.
export const handle = staticPage;

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = await requireForumReader(context, url);
  const { db, env } = getServices(context);
  const categories = await listCategories(db);
  const chosen = url.searchParams.get("category");
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "forum");
  return {
    appUrl: env.APP_URL,
    lng,
    title: t("newPost.title"),
    description: t("newPost.description"),
    emailVerified: user.emailVerified,
    categories: categories.map(({ id, name, slug }) => ({
      id,
      name: categoryName(slug, name, { lng, t }),
    })),
    categoryId: categories.find((category) => category.slug === chosen)?.id,
    formKey: newFormKey(),
    // The browser's checks say what the server would, in the page's language (decision 0066).
    checks: formChecks(topicSchemaFor(t)),
  };
}

export async function action(args: Route.ActionArgs) {
  return newPostAction(args);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta({
    title:
      loaderData?.title ?? shellMessage(matches, "pageTitles.newForumPost") ?? "Create Forum Post",
    description: loaderData?.description ?? "",
    path: "/forum/new-post",
    appUrl: loaderData?.appUrl ?? "",
    lng: loaderData?.lng,
  }),
  { name: "robots", content: "noindex" },
];

export default function NewPost({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("forum");
  return (
    <Container className="flex max-w-2xl flex-col gap-6 py-8 sm:py-10">
      <div>
        <h1 className="text-3xl sm:text-4xl">{t("newPost.title")}</h1>
        <p className="text-ink-muted">{t("newPost.lead")}</p>
      </div>
      {loaderData.emailVerified ? null : <ConfirmEmailNotice />}
      <TopicForm
        id="new-post"
        action="/forum/new-post"
        categories={loaderData.categories}
        defaultValue={{ categoryId: loaderData.categoryId }}
        lastResult={actionData?.result}
        submitLabel={t("newPost.submit")}
        submittingLabel={t("newPost.submitting")}
        disabled={!loaderData.emailVerified}
        formKey={loaderData.formKey}
        checks={loaderData.checks}
      />
      <InlineScript code={forumPageScript} />
    </Container>
  );
}
