import { formChecks } from "~/components/forms/form-checks.server";
import { staticPage, useHydrated } from "~/components/hydration";
import { InlineScript } from "~/components/inline-script";
import { pageMeta } from "~/components/seo";
import { Container } from "~/components/ui/container";
import { requireForumReader } from "~/forum/forum-access.server";
import { listCategories } from "~/forum/forum-categories.server";
import forumPageScript from "~/forum/forum-page.island.ts?inline-script";
import { topicSchema } from "~/forum/forum-schema";
import { ConfirmEmailNotice } from "~/forum/forum-ui";
import { newPostAction } from "~/forum/new-post-action.server";
import { TopicForm } from "~/forum/topic-form";
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
  return {
    appUrl: env.APP_URL,
    emailVerified: user.emailVerified,
    categories: categories.map(({ id, name }) => ({ id, name })),
    categoryId: categories.find((category) => category.slug === chosen)?.id,
    formKey: newFormKey(),
    checks: formChecks(topicSchema),
  };
}

export async function action(args: Route.ActionArgs) {
  return newPostAction(args);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({
    title: "Create Forum Post",
    description: "Start a topic in the Glut community forum.",
    path: "/forum/new-post",
    appUrl: loaderData?.appUrl ?? "",
  }),
  { name: "robots", content: "noindex" },
];

export default function NewPost({ loaderData, actionData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  return (
    <Container className="flex max-w-2xl flex-col gap-6 py-8 sm:py-10">
      <div>
        <h1 className="text-3xl sm:text-4xl">Create Forum Post</h1>
        <p className="text-ink-muted">
          Ask a question or share what you know. Plain text works; **bold**, _italics_, lists and
          links work too.
        </p>
      </div>
      {loaderData.emailVerified ? null : <ConfirmEmailNotice />}
      <TopicForm
        id="new-post"
        action="/forum/new-post"
        categories={loaderData.categories}
        defaultValue={{ categoryId: loaderData.categoryId }}
        lastResult={actionData?.result}
        submitLabel="Create Post"
        submittingLabel="Creating..."
        disabled={!loaderData.emailVerified}
        formKey={loaderData.formKey}
        checks={loaderData.checks}
      />
      {/* Sent by the server only: after a client navigation the form is React's (Conform). */}
      {hydrated ? null : <InlineScript code={forumPageScript} />}
    </Container>
  );
}
