import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { CharacterCounter } from "~/components/character-counter";
import { FormErrors } from "~/components/form-errors";
import { FieldErrorTemplate } from "~/components/forms/field-error-template";
import type { FormChecks } from "~/components/forms/form-checks";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { FormKeyField } from "~/idempotency/form-key";
import { ForumPhotoFields, photoHint, type SavedForumPhoto } from "./forum-photo-fields";
import { FORUM_LIMITS, topicSchemaFor } from "./forum-schema";

// The specification's create form (category, title with a live counter, content of 8 rows,
// Create Post and Cancel), also the author's edit form. A real form: it works without JavaScript.

export interface TopicFormProps {
  id: string;
  action: string;
  categories: readonly { id: string; name: string }[];
  defaultValue: { categoryId?: string; title?: string; content?: string };
  lastResult: SubmissionResult<string[]> | null | undefined;
  submitLabel: string;
  submittingLabel: string;
  /** On an edit, the photos the topic has (each can be removed). */
  savedPhotos?: readonly SavedForumPhoto[];
  disabled?: boolean;
  /** Where Cancel goes: /forum for a new post (the specification), the topic for an edit. */
  cancelTo?: string;
  /** A new post's key, so a resend of this form makes no second topic (decision 0078). */
  formKey?: string;
  /** The schema's checks, for a static page's script to run (decisions 0066, 0099). */
  checks?: FormChecks;
}

export function TopicForm({
  id,
  action,
  categories,
  defaultValue,
  lastResult,
  submitLabel,
  submittingLabel,
  savedPhotos = [],
  disabled = false,
  cancelTo = "/forum",
  formKey,
  checks,
}: TopicFormProps) {
  const { t } = useTranslation("forum");
  // The schema in the page's language: the server checks with the same words (decision 0098).
  const schema = useMemo(() => topicSchemaFor(t), [t]);
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction === action;
  const [titleLength, setTitleLength] = useState(defaultValue.title?.length ?? 0);
  const counterId = `${id}-title-counter`;
  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      {...getFormProps(form)}
      data-checks={checks ? JSON.stringify(checks) : undefined}
      className="flex flex-col gap-5"
    >
      {checks ? <FieldErrorTemplate /> : null}
      {formKey ? <FormKeyField value={formKey} /> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field label={t("form.category")} id={fields.categoryId.id} error={fields.categoryId.errors}>
        <NativeSelect {...getSelectProps(fields.categoryId)} required>
          <option value="">{t("form.chooseCategory")}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="flex flex-col gap-1">
        <Field label={t("form.title")} id={fields.title.id} error={fields.title.errors}>
          <Input
            {...getInputProps(fields.title, { type: "text", ariaDescribedBy: counterId })}
            required
            maxLength={FORUM_LIMITS.title}
            onInput={(event) => setTitleLength(event.currentTarget.value.length)}
          />
        </Field>
        <CharacterCounter id={counterId} length={titleLength} max={FORUM_LIMITS.title} />
      </div>
      <Field label={t("form.content")} id={fields.content.id} error={fields.content.errors}>
        <Textarea
          {...getTextareaProps(fields.content)}
          rows={8}
          required
          maxLength={FORUM_LIMITS.content}
        />
      </Field>
      <ForumPhotoFields
        id={`${id}-photos`}
        saved={savedPhotos}
        hint={photoHint(savedPhotos.length, t)}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={submitting || disabled} data-submitting={submittingLabel}>
          {submitting ? submittingLabel : submitLabel}
        </Button>
        <Button asChild variant="outline">
          <Link to={cancelTo}>{t("form.cancel")}</Link>
        </Button>
      </div>
    </Form>
  );
}
