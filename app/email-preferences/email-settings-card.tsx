import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";
import { EMAIL_KIND_LABELS, EMAIL_KINDS, type EmailKind } from "./email-kinds";

/** The dashboard's switches for notification emails (all on by default); saved by /email/settings. */
export function EmailSettingsCard({ settings }: { settings: Record<EmailKind, boolean> }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Notification emails</CardTitle>
        <CardDescription>
          Each of these emails has a one-click unsubscribe link; turn them back on here.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form
          method="post"
          action="/email/settings"
          className="flex flex-col gap-4"
          key={EMAIL_KINDS.map((kind) => String(settings[kind])).join()}
        >
          {EMAIL_KINDS.map((kind) => (
            <label key={kind} className="inline-flex min-h-11 items-center gap-3">
              <Checkbox name={kind} value="on" defaultChecked={settings[kind]} />
              {EMAIL_KIND_LABELS[kind].setting}
            </label>
          ))}
          <div>
            <Button type="submit" variant="outline">
              Save notification emails
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
