import { getFormProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { FormErrors } from "~/components/form-errors";
import { FieldErrorTemplate } from "~/components/forms/field-error-template";
import type { FormChecks } from "~/components/forms/form-checks";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";
import { FormKeyField } from "~/idempotency/form-key";
import { ForumPhotoFields } from "./forum-photo-fields";
import { FORUM_LIMITS, replySchemaFor } from "./forum-schema";

// The small forms of a topic page. Each is a real form posting an intent to the page's action,
// and the ones that destroy or report sit behind a disclosure: a confirmation without JavaScript.

function Disclosure({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className="group">
      <summary className="cursor-pointer rounded-md font-semibold text-leaf-deep underline underline-offset-4">
        {summary}
      </summary>
      <div className="mt-2 flex flex-col gap-3 rounded-card border border-line bg-cream p-3">
        {children}
      </div>
    </details>
  );
}

function IntentForm({
  intent,
  replyId,
  children,
}: {
  intent: string;
  replyId?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className="flex flex-col gap-3">
      <input type="hidden" name="intent" value={intent} />
      {replyId ? <input type="hidden" name="replyId" value={replyId} /> : null}
      {children}
    </Form>
  );
}

export function DeleteControl({ what, replyId }: { what: "post" | "reply"; replyId?: string }) {
  const { t } = useTranslation("forum");
  return (
    <Disclosure summary={what === "post" ? t("controls.deletePost") : t("controls.deleteReply")}>
      <p>
        {what === "post" ? t("controls.deletePostQuestion") : t("controls.deleteReplyQuestion")}
      </p>
      <IntentForm intent={what === "post" ? "delete-topic" : "delete-reply"} replyId={replyId}>
        <Button type="submit" variant="destructive" size="sm" className="w-fit">
          {t("controls.confirmDelete")}
        </Button>
      </IntentForm>
    </Disclosure>
  );
}

/** Staff only (the server checks again): hide with a reason or show again, and for topics lock and pin. */
export function ModerationControls({
  id,
  target,
  replyId,
  hidden,
  locked,
  pinned,
}: {
  id: string;
  target: "post" | "reply";
  replyId?: string;
  hidden: boolean;
  locked?: boolean;
  pinned?: boolean;
}) {
  const { t } = useTranslation("forum");
  const simple = (action: string, label: string) => (
    <IntentForm intent="moderate" replyId={replyId}>
      <input type="hidden" name="target" value={target} />
      <input type="hidden" name="action" value={action} />
      <Button type="submit" variant="outline" size="sm" className="w-fit">
        {label}
      </Button>
    </IntentForm>
  );
  return (
    <Disclosure summary={t("controls.moderate")}>
      <div className="flex flex-wrap gap-3">
        {target === "post"
          ? simple(pinned ? "unpin" : "pin", pinned ? t("controls.unpin") : t("controls.pin"))
          : null}
        {target === "post"
          ? simple(locked ? "unlock" : "lock", locked ? t("controls.unlock") : t("controls.lock"))
          : null}
        {hidden ? simple("unhide", t("controls.showAgain")) : null}
      </div>
      {hidden ? null : (
        <IntentForm intent="moderate" replyId={replyId}>
          <input type="hidden" name="target" value={target} />
          <input type="hidden" name="action" value="hide" />
          <Field label={t("controls.hideReason")} id={`${id}-hide-reason`}>
            <Textarea name="reason" rows={2} required maxLength={FORUM_LIMITS.hideReason} />
          </Field>
          <Button type="submit" variant="destructive" size="sm" className="w-fit">
            {t("controls.hide")}
          </Button>
        </IntentForm>
      )}
    </Disclosure>
  );
}

export function ReplyForm({
  lastResult,
  action,
  formKey,
  checks,
}: {
  lastResult: SubmissionResult<string[]> | null | undefined;
  action: string;
  /** This rendering's key: a resend of the form posts no second reply (decision 0078). */
  formKey: string;
  /** The schema's checks, for a static page's script to run (decisions 0066, 0099). */
  checks?: FormChecks;
}) {
  const { t } = useTranslation("forum");
  const schema = useMemo(() => replySchemaFor(t), [t]);
  const [form, fields] = useForm({
    id: "reply",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "reply";
  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      {...getFormProps(form)}
      data-checks={checks ? JSON.stringify(checks) : undefined}
      className="flex flex-col gap-3"
    >
      {checks ? <FieldErrorTemplate /> : null}
      <input type="hidden" name="intent" value="reply" />
      <FormKeyField value={formKey} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field label={t("form.yourReply")} id={fields.content.id} error={fields.content.errors}>
        <Textarea
          {...getTextareaProps(fields.content)}
          rows={5}
          required
          maxLength={FORUM_LIMITS.content}
        />
      </Field>
      <ForumPhotoFields
        id="reply-photos"
        hint={t("photos.hintReply", { max: FORUM_LIMITS.photos })}
      />
      <Button
        type="submit"
        disabled={sending}
        className="w-fit"
        data-submitting={t("form.posting")}
      >
        {sending ? t("form.posting") : t("form.postReply")}
      </Button>
    </Form>
  );
}
