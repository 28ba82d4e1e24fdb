import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, isRouteErrorResponse } from "react-router";
import { requireAdmin } from "~/admin/admin-access.server";
import { adminDateTime } from "~/admin/admin-dates";
import { retryDeadLetterSchema } from "~/admin/admin-schemas";
import { staffMessageIn } from "~/admin/staff-words.server";
import { staticPage } from "~/components/hydration";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import { getServices } from "~/server/context.server";
import {
  listDeadEmails,
  RequeueFailedError,
  retryDeadEmails,
} from "~/server/email/dead-letters.server";
import { readForm } from "~/server/forms/read-form.server";
import type { Route } from "./+types/mail";

// /admin/mail: emails every delivery attempt failed for (dead letters), for admins to send
// again once the mail server is back (decision 0077). Sent without React (decision 0112): its
// buttons are plain posts, answered by a redirect with the notice, or by the page and its alert.
export const handle = staticPage;

export async function loader({ context, url }: Route.LoaderArgs) {
  requireAdmin(context, url);
  const dead = await listDeadEmails(getServices(context).db);
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "admin");
  return {
    lng,
    title: t("common:admin.mailTitle"),
    dead: dead.map((email) => ({
      id: email.id,
      to: email.to,
      subject: email.subject,
      deadAt: email.deadAt ? adminDateTime(email.deadAt, lng) : "",
      lastError: email.lastError ?? t("mail.noError"),
    })),
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  requireAdmin(context, url);
  const services = getServices(context);
  const t = getI18n(context).getFixedT(null, "admin");
  const submission = parseWithZod(await readForm(request, context), {
    schema: retryDeadLetterSchema,
  });
  if (submission.status !== "success") {
    return data({ message: t("mail.notFound") }, { status: 400 });
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
      return data({ message: staffMessageIn(t, error.message) }, { status: 503 });
    }
    throw error;
  }
  return services.toasts.redirect("/admin/mail", {
    type: "success",
    title: t("success"),
    description: queued === 0 ? t("mail.nothing") : t("mail.queued", { count: queued }),
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: `${loaderData?.title ?? shellMessage(matches, "admin.mailTitle") ?? "Undelivered email"} | Glut`,
  },
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
  const { t } = useTranslation("admin");
  return (
    <Container className="flex flex-col gap-8 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl sm:text-4xl">{t("common:admin.mailTitle")}</h1>
        <p className="text-ink-muted">{t("mail.description")}</p>
      </div>
      {actionData?.message ? (
        <Alert variant="error" role="alert">
          <AlertTitle>{t("common:errors.error")}</AlertTitle>
          <AlertDescription>{actionData.message}</AlertDescription>
        </Alert>
      ) : null}
      {dead.length === 0 ? (
        <p>{t("mail.none")}</p>
      ) : (
        <>
          <RetryButton emailId="all" label={t("mail.sendAll", { number: dead.length })} />
          <ul className="flex flex-col gap-4">
            {dead.map((email) => (
              <li key={email.id} className="flex flex-col gap-2 rounded-lg border p-4">
                <p className="font-semibold break-words">{email.subject}</p>
                <p className="text-ink-muted text-sm break-words">
                  {t("mail.to", { to: email.to, date: email.deadAt })}
                </p>
                <p className="text-sm break-words">{email.lastError}</p>
                <RetryButton emailId={email.id} label={t("mail.sendAgain")} />
              </li>
            ))}
          </ul>
        </>
      )}
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // No loader data to bring `admin`: the shell's words (decision 0098).
  const { t } = useTranslation("common");
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === "string"
      ? error.data.message
      : t("admin.mailError");
  return (
    <Container className="flex flex-col gap-6 py-10">
      <h1 className="text-3xl sm:text-4xl">{t("admin.mailTitle")}</h1>
      <Alert variant="error">
        <AlertTitle>{t("errors.error")}</AlertTitle>
        <AlertDescription>{message}</AlertDescription>
      </Alert>
    </Container>
  );
}
