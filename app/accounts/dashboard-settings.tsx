import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { FormErrors } from "~/components/form-errors";
import { FieldErrorTemplate } from "~/components/forms/field-error-template";
import type { FormChecks } from "~/components/forms/form-checks";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { FORUM_USERNAME_MAX, forumSettingsSchemaFor } from "./dashboard-schemas";

export function ForumSettings({
  username,
  forumUsername,
  lastResult,
  checks,
}: {
  username: string;
  forumUsername: string | null;
  /** The server's answer to this form, shown on the page it renders (without JavaScript too). */
  lastResult?: SubmissionResult<string[]>;
  /** The schema's checks, for the static page's script to run (decisions 0066, 0105). */
  checks?: FormChecks;
}) {
  const navigation = useNavigation();
  const { t } = useTranslation("dashboard");
  const schema = useMemo(() => forumSettingsSchemaFor(t), [t]);
  const [form, fields] = useForm({
    id: "forum-settings",
    defaultValue: { forumUsername: forumUsername ?? "" },
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onInput",
  });
  const saving = navigation.formData?.get("intent") === "forum-settings";
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("forum.title")}</CardTitle>
        <CardDescription>{t("forum.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form
          method="post"
          {...getFormProps(form)}
          data-checks={checks ? JSON.stringify(checks) : undefined}
          className="flex flex-col gap-4"
        >
          {checks ? <FieldErrorTemplate /> : null}
          <FormErrors id={form.errorId} errors={form.errors} />
          <Field
            label={t("forum.displayName")}
            id={fields.forumUsername.id}
            error={fields.forumUsername.errors}
            hint={t("forum.hint", { max: FORUM_USERNAME_MAX, username })}
          >
            <Input
              {...getInputProps(fields.forumUsername, { type: "text" })}
              maxLength={FORUM_USERNAME_MAX}
            />
          </Field>
          <div>
            <Button
              type="submit"
              name="intent"
              value="forum-settings"
              disabled={saving}
              data-submitting={t("forum.saving")}
            >
              {saving ? t("forum.saving") : t("forum.save")}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}

export function MarketingSettings({ consent }: { consent: boolean }) {
  const { t } = useTranslation("dashboard");
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("marketing.title")}</CardTitle>
        <CardDescription>{t("marketing.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="flex flex-col gap-4" key={String(consent)}>
          <label className="inline-flex min-h-11 items-center gap-3">
            <Checkbox name="marketingConsent" value="on" defaultChecked={consent} />
            {t("marketing.consent")}
          </label>
          <div>
            <Button type="submit" name="intent" value="marketing" variant="outline">
              {t("marketing.save")}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
