import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { FormErrors } from "~/components/form-errors";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { FORUM_USERNAME_MAX, forumSettingsSchema } from "./dashboard-schemas";

export function ForumSettings({
  username,
  forumUsername,
}: {
  username: string;
  forumUsername: string | null;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "forum-settings",
    defaultValue: { forumUsername: forumUsername ?? "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forumSettingsSchema }),
    shouldValidate: "onInput",
  });
  const saving = navigation.formData?.get("intent") === "forum-settings";
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Forum settings</CardTitle>
        <CardDescription>How your name appears in the community forum.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
          <FormErrors id={form.errorId} errors={form.errors} />
          <Field
            label="Forum display name"
            id={fields.forumUsername.id}
            error={fields.forumUsername.errors}
            hint={`Up to ${FORUM_USERNAME_MAX} characters. Leave it empty to use your username, ${username}.`}
          >
            <Input
              {...getInputProps(fields.forumUsername, { type: "text" })}
              maxLength={FORUM_USERNAME_MAX}
            />
          </Field>
          <div>
            <Button type="submit" name="intent" value="forum-settings" disabled={saving}>
              {saving ? "Saving…" : "Save forum settings"}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}

export function MarketingSettings({ consent }: { consent: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Emails from Glut</CardTitle>
        <CardDescription>
          We always email you about your account. Occasional news about Glut is up to you.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="flex flex-col gap-4" key={String(consent)}>
          <label className="inline-flex min-h-11 items-center gap-3">
            <Checkbox name="marketingConsent" value="on" defaultChecked={consent} />
            Send me occasional news about Glut
          </label>
          <div>
            <Button type="submit" name="intent" value="marketing" variant="outline">
              Save email preferences
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
