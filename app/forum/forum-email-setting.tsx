import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";

/** The dashboard's forum email setting (on by default); saved by /forum/email-settings. */
export function ForumEmailSetting({ on }: { on: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Forum emails</CardTitle>
        <CardDescription>
          One email for each reply to your forum topics and to topics you follow.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form
          method="post"
          action="/forum/email-settings"
          className="flex flex-col gap-4"
          key={String(on)}
        >
          <label className="inline-flex min-h-11 items-center gap-3">
            <Checkbox name="replyEmails" value="on" defaultChecked={on} />
            Email me about replies in the forum
          </label>
          <div>
            <Button type="submit" variant="outline">
              Save forum emails
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
