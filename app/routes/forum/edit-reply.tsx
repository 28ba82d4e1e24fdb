import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { FormErrors } from "~/components/form-errors";
import { FieldErrorTemplate } from "~/components/forms/field-error-template";
import { formChecks } from "~/components/forms/form-checks.server";
import { staticPage } from "~/components/hydration";
import { InlineScript } from "~/components/inline-script";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";
import { editReplyAction, loadOwnReply } from "~/forum/edit-actions.server";
import forumPageScript from "~/forum/forum-page.island.ts?inline-script";
import { ForumPhotoFields, photoHint } from "~/forum/forum-photo-fields";
import { FORUM_LIMITS, replySchemaFor } from "~/forum/forum-schema";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/edit-reply";

// Static (decision 0111): the reply's form, checked from its schema by the forum's inline script
// (decision 0099), which also holds the button.
export const handle = staticPage;

export async function loader(args: Route.LoaderArgs) {
  const reply = await loadOwnReply(args);
  const lng = getLanguage(args.context);
  const t = getI18n(args.context).getFixedT(null, "forum");
  return {
    lng,
    title: t("editReply.title"),
    description: t("editReply.description"),
    id: reply.id,
    postId: reply.postId,
    content: reply.content,
    hidden: reply.hidden,
    photos: reply.images.map(({ id, thumbUrl }) => ({ id, thumbUrl })),
    appUrl: getServices(args.context).env.APP_URL,
    // The browser's checks say what the server would, in the page's language (decision 0066).
    checks: formChecks(replySchemaFor(t)),
  };
}

export async function action(args: Route.ActionArgs) {
  return editReplyAction(args);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta({
    title: loaderData?.title ?? shellMessage(matches, "pageTitles.editReply") ?? "Edit Reply",
    description: loaderData?.description ?? "",
    path: `/forum/reply/${loaderData?.id ?? ""}/edit`,
    appUrl: loaderData?.appUrl ?? "",
    lng: loaderData?.lng,
  }),
  { name: "robots", content: "noindex" },
];

export default function EditReply({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("forum");
  const schema = useMemo(() => replySchemaFor(t), [t]);
  const [form, fields] = useForm({
    id: "edit-reply",
    lastResult: actionData?.result,
    defaultValue: { content: loaderData.content },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
  });
  return (
    <Container className="flex max-w-2xl flex-col gap-6 py-8 sm:py-10">
      <h1 className="text-3xl sm:text-4xl">{t("editReply.title")}</h1>
      {loaderData.hidden ? (
        <p>{t("editReply.hidden")}</p>
      ) : (
        <Form
          method="post"
          encType="multipart/form-data"
          {...getFormProps(form)}
          data-checks={JSON.stringify(loaderData.checks)}
          className="flex flex-col gap-4"
        >
          <FieldErrorTemplate />
          <FormErrors id={form.errorId} errors={form.errors} />
          <Field label={t("form.yourReply")} id={fields.content.id} error={fields.content.errors}>
            <Textarea
              {...getTextareaProps(fields.content)}
              rows={8}
              required
              maxLength={FORUM_LIMITS.content}
            />
          </Field>
          <ForumPhotoFields
            id="edit-reply-photos"
            saved={loaderData.photos}
            hint={photoHint(loaderData.photos.length, t)}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" data-submitting={t("form.saving")}>
              {t("form.saveChanges")}
            </Button>
            <Button asChild variant="outline">
              <Link to={`/forum/post/${loaderData.postId}`}>{t("form.cancel")}</Link>
            </Button>
          </div>
        </Form>
      )}
      {loaderData.hidden ? null : <InlineScript code={forumPageScript} />}
    </Container>
  );
}
