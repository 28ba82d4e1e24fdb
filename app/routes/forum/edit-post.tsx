import { pageMeta } from "~/components/seo";
import { Container } from "~/components/ui/container";
import { editTopicAction, loadOwnTopic } from "~/forum/edit-actions.server";
import { listCategories } from "~/forum/forum-categories.server";
import { TopicForm } from "~/forum/topic-form";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/edit-post";

export async function loader(args: Route.LoaderArgs) {
  const topic = await loadOwnTopic(args);
  const { db, env } = getServices(args.context);
  const categories = await listCategories(db);
  return {
    appUrl: env.APP_URL,
    id: topic.id,
    hidden: topic.hidden !== null,
    photos: topic.images.map(({ id, thumbUrl }) => ({ id, thumbUrl })),
    categories: categories.map(({ id, name }) => ({ id, name })),
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
    title: "Edit Forum Post",
    description: "Change your forum post.",
    path: `/forum/post/${loaderData?.id ?? ""}/edit`,
    appUrl: loaderData?.appUrl ?? "",
  }),
  { name: "robots", content: "noindex" },
];

export default function EditPost({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <Container className="flex max-w-2xl flex-col gap-6 py-8 sm:py-10">
      <h1 className="text-3xl sm:text-4xl">Edit Forum Post</h1>
      {loaderData.hidden ? (
        <p>A moderator has removed this post, so it cannot be changed.</p>
      ) : (
        <TopicForm
          id="edit-post"
          action={`/forum/post/${loaderData.id}/edit`}
          categories={loaderData.categories}
          defaultValue={loaderData.defaultValue}
          lastResult={actionData?.result}
          submitLabel="Save changes"
          submittingLabel="Saving..."
          savedPhotos={loaderData.photos}
          cancelTo={`/forum/post/${loaderData.id}`}
        />
      )}
    </Container>
  );
}
