import { useTranslation } from "react-i18next";
import { formChecks } from "~/components/forms/form-checks.server";
import { staticPage } from "~/components/hydration";
import { InlineScript } from "~/components/inline-script";
import { pageMeta } from "~/components/seo";
import { Container } from "~/components/ui/container";
import { editTopicAction, loadOwnTopic } from "~/forum/edit-actions.server";
import { listCategories } from "~/forum/forum-categories.server";
import { categoryName } from "~/forum/forum-category-words";
import forumPageScript from "~/forum/forum-page.island.ts?inline-script";
import { topicSchemaFor } from "~/forum/forum-schema";
import { TopicForm } from "~/forum/topic-form";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/edit-post";

// Static (decision 0111): the new topic's form (decision 0099), checked from its schema by the
// forum's inline script, which also keeps the title's counter and holds the button.
export const handle = staticPage;

export async function loader(args: Route.LoaderArgs) {
  const topic = await loadOwnTopic(args);
  const { db, env } = getServices(args.context);
  const categories = await listCategories(db);
  const lng = getLanguage(args.context);
  const t = getI18n(args.context).getFixedT(null, "forum");
  return {
    appUrl: env.APP_URL,
    lng,
    title: t("editPost.title"),
    description: t("editPost.description"),
    id: topic.id,
    hidden: topic.hidden !== null,
    photos: topic.images.map(({ id, thumbUrl }) => ({ id, thumbUrl })),
    categories: categories.map(({ id, name, slug }) => ({
      id,
      name: categoryName(slug, name, { lng, t }),
    })),
    defaultValue: {
      categoryId: topic.categoryId,
      title: topic.title ?? "",
      content: topic.content ?? "",
    },
    // The browser's checks say what the server would, in the page's language (decision 0066).
    checks: formChecks(topicSchemaFor(t)),
  };
}

export async function action(args: Route.ActionArgs) {
  return editTopicAction(args);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta({
    title:
      loaderData?.title ?? shellMessage(matches, "pageTitles.editForumPost") ?? "Edit Forum Post",
    description: loaderData?.description ?? "",
    path: `/forum/post/${loaderData?.id ?? ""}/edit`,
    appUrl: loaderData?.appUrl ?? "",
    lng: loaderData?.lng,
  }),
  { name: "robots", content: "noindex" },
];

export default function EditPost({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("forum");
  return (
    <Container className="flex max-w-2xl flex-col gap-6 py-8 sm:py-10">
      <h1 className="text-3xl sm:text-4xl">{t("editPost.title")}</h1>
      {loaderData.hidden ? (
        <p>{t("editPost.hidden")}</p>
      ) : (
        <TopicForm
          id="edit-post"
          action={`/forum/post/${loaderData.id}/edit`}
          categories={loaderData.categories}
          defaultValue={loaderData.defaultValue}
          lastResult={actionData?.result}
          submitLabel={t("form.saveChanges")}
          submittingLabel={t("form.saving")}
          savedPhotos={loaderData.photos}
          cancelTo={`/forum/post/${loaderData.id}`}
          checks={loaderData.checks}
        />
      )}
      {loaderData.hidden ? null : <InlineScript code={forumPageScript} />}
    </Container>
  );
}
