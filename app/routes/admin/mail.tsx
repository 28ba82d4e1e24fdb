import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, isRouteErrorResponse } from "react-router";
import { requireAdmin } from "~/admin/admin-access.server";
import { adminDateTime } from "~/admin/admin-dates";
import { retryDeadLetterSchema } from "~/admin/admin-schemas";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { getServices } from "~/server/context.server";
import {
  listDeadEmails,
  RequeueFailedError,
  retryDeadEmails,
} from "~/server/email/dead-letters.server";
import { readForm } from "~/server/forms/read-form.server";
import type { Route } from "./+types/mail";

// /admin/mail: emails every delivery attempt failed for (dead letters), for admins to send
// again once the mail server is back (decision 0077).

export async function loader({ context, url }: Route.LoaderArgs) {
  requireAdmin(context, url);
  const dead = await listDeadEmails(getServices(context).db);
  return {
    dead: dead.map((email) => ({
      id: email.id,
      to: email.to,
      subject: email.subject,
      deadAt: email.deadAt ? adminDateTime(email.deadAt) : "",
      lastError: email.lastError ?? "No error was recorded.",
    })),
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  requireAdmin(context, url);
  const services = getServices(context);
  const submission = parseWithZod(await readForm(request), { schema: retryDeadLetterSchema });
  if (submission.status !== "success") {
    return data(
      { message: "That email could not be found. Please reload the page." },
      { status: 400 },
    );
  }
  const { emailId } = submission.value;
  let queued: number;
  try {
    queued = await retryDeadEmails(
      { db: services.db, queue: services.jobs },
      emailId === "all" ? "all" : [emailId],
    );
  } catch (error) {
    if (error instanceof RequeueFailedError) {
      return data({ message: error.message }, { status: 503 });
    }
    throw error;
  }
  return services.toasts.redirect("/admin/mail", {
    type: "success",
    title: "Success",
    description:
      queued === 0
        ? "Nothing to retry: that email is no longer a dead letter."
        : `${queued} email${queued === 1 ? " is" : "s are"} queued to be sent again.`,
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Undelivered email | Glut" },
  { name: "robots", content: "noindex" },
];

function RetryButton({ emailId, label }: { emailId: string; label: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="retry-dead-letter" />
      <input type="hidden" name="emailId" value={emailId} />
      <Button type="submit" variant="outline" size="sm">
        {label}
      </Button>
    </Form>
  );
}

export default function AdminMail({ loaderData, actionData }: Route.ComponentProps) {
  const { dead } = loaderData;
  return (
    <Container className="flex flex-col gap-8 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl sm:text-4xl">Undelivered email</h1>
        <p className="text-ink-muted">
          Emails the mail server refused on every attempt for about a day. Once it works again, send
          them again: each keeps its Message-ID and gets a full set of retries.
        </p>
      </div>
      {actionData?.message ? (
        <Alert variant="error" role="alert">
          <AlertTitle>Error</AlertTitle>
          <AlertDescription>{actionData.message}</AlertDescription>
        </Alert>
      ) : null}
      {dead.length === 0 ? (
        <p>Every email has been delivered or is still being tried.</p>
      ) : (
        <>
          <RetryButton emailId="all" label={`Send all ${dead.length} again`} />
          <ul className="flex flex-col gap-4">
            {dead.map((email) => (
              <li key={email.id} className="flex flex-col gap-2 rounded-lg border p-4">
                <p className="font-semibold break-words">{email.subject}</p>
                <p className="text-ink-muted text-sm break-words">
                  To {email.to}. Given up {email.deadAt}.
                </p>
                <p className="text-sm break-words">{email.lastError}</p>
                <RetryButton emailId={email.id} label="Send again" />
              </li>
            ))}
          </ul>
        </>
      )}
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === "string"
      ? error.data.message
      : "Something went wrong loading undelivered email. Please try again.";
  return (
    <Container className="flex flex-col gap-6 py-10">
      <h1 className="text-3xl sm:text-4xl">Undelivered email</h1>
      <Alert variant="error">
        <AlertTitle>Error</AlertTitle>
        <AlertDescription>{message}</AlertDescription>
      </Alert>
    </Container>
  );
}
