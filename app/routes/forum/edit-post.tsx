import { useTranslation } from "react-i18next";
import { pageMeta } from "~/components/seo";
import { Container } from "~/components/ui/container";
import { editTopicAction, loadOwnTopic } from "~/forum/edit-actions.server";
import { listCategories } from "~/forum/forum-categories.server";
import { categoryName } from "~/forum/forum-category-words";
import { TopicForm } from "~/forum/topic-form";
import { messagesFor } from "~/i18n/catalogues.server";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/edit-post";

export async function loader(args: Route.LoaderArgs) {
  const topic = await loadOwnTopic(args);
  const { db, env } = getServices(args.context);
  const categories = await listCategories(db);
  const lng = getLanguage(args.context);
  const t = getI18n(args.context).getFixedT(null, "forum");
  return {
    appUrl: env.APP_URL,
    lng,
    // A hydrated page: the browser renders the form in the page's language.
    messages: messagesFor(lng, ["forum"]),
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
  };
}

export async function action(args: Route.ActionArgs) {
  return editTopicAction(args);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({
    title: loaderData?.title ?? "Edit Forum Post",
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
        />
      )}
    </Container>
  );
}
