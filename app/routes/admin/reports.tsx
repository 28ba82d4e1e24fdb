import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { data, isRouteErrorResponse, Link } from "react-router";
import { AdminAccessError, requireStaff } from "~/admin/admin-access.server";
import { moderationFormSchemaFor } from "~/admin/admin-schemas";
import { moderationAction, moderationScreen } from "~/admin/moderation-actions.server";
import { ModerationError } from "~/admin/moderation-deps";
import { reportCategories } from "~/admin/report-schema";
import { HiddenList, ReportsQueue, SuspendedList } from "~/admin/reports-queue";
import { staffMessageIn } from "~/admin/staff-words.server";
import { staticPage } from "~/components/hydration";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { toast } from "~/components/ui/toast";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import type { Route } from "./+types/reports";

// /admin/reports: the moderation screen, for moderators and admins (decision 0031).

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireStaff(context, url);
  const category = url.searchParams.get("category");
  const lng = getLanguage(context);
  const screen = await moderationScreen(
    getServices(context),
    user,
    reportCategories.find((known) => known === category) ?? null,
  );
  return {
    lng,
    title: getI18n(context).t("admin:reports.title"),
    ...screen,
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireStaff(context, url);
  const services = getServices(context);
  const t = getI18n(context).getFixedT(null, "admin");
  const submission = parseWithZod(await readForm(request, context), {
    schema: moderationFormSchemaFor(t),
  });
  if (submission.status !== "success") {
    const errors = submission.error ?? {};
    const message =
      errors.reason?.[0] ?? Object.values(errors)[0]?.[0] ?? t("forms.chooseDecision");
    return data({ message }, { status: 400 });
  }
  try {
    const { message } = await moderationAction(services, user, submission.value, t);
    return services.toasts.redirect("/admin/reports", {
      type: "success",
      title: t("success"),
      description: message,
    });
  } catch (error) {
    if (error instanceof ModerationError) {
      return data({ message: staffMessageIn(t, error.message) }, { status: error.status });
    }
    if (error instanceof AdminAccessError) {
      throw data({ message: staffMessageIn(t, error.message) }, { status: 403 });
    }
    throw error;
  }
}

// Plain forms and links: sent without React (decisions 0057, 0092); an error answer is the
// notice above the queue.
export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: `${loaderData?.title ?? shellMessage(matches, "pageTitles.reports") ?? "Reports"} | Glut`,
  },
  { name: "robots", content: "noindex" },
];

export default function Reports({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const errorTitle = t("common:errors.error");
  useEffect(() => {
    if (actionData?.message) toast.error(errorTitle, { description: actionData.message });
  }, [actionData, errorTitle]);
  return (
    <Container className="flex flex-col gap-8 py-10">
      <div>
        <h1 className="text-3xl sm:text-4xl">{t("reports.title")}</h1>
        <p className="text-ink-muted">
          {t("reports.descriptionBefore")}
          <Link to="/admin/complaints">{t("reports.complaintsLink")}</Link>
          {t("reports.descriptionMiddle")}
          <Link to="/admin/flagged-members">{t("reports.flaggedLink")}</Link>
          {t("reports.descriptionAfter")}
        </p>
      </div>
      {actionData?.message ? (
        <Alert variant="error" role="alert">
          <AlertTitle>{errorTitle}</AlertTitle>
          <AlertDescription>{actionData.message}</AlertDescription>
        </Alert>
      ) : null}
      <ReportsQueue
        reports={loaderData.reports}
        isAdmin={loaderData.isAdmin}
        category={loaderData.category}
        lng={loaderData.lng}
      />
      <HiddenList hidden={loaderData.hidden} />
      {loaderData.isAdmin ? (
        <SuspendedList suspended={loaderData.suspended} lng={loaderData.lng} />
      ) : null}
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A static page: its error page is written on the server, which holds every catalogue.
  const { t } = useTranslation("admin");
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === "string"
      ? error.data.message
      : t("reports.loadError");
  return (
    <Container className="flex flex-col gap-6 py-10">
      <h1 className="text-3xl sm:text-4xl">{t("reports.title")}</h1>
      <Alert variant="error">
        <AlertTitle>{t("common:errors.error")}</AlertTitle>
        <AlertDescription>{message}</AlertDescription>
      </Alert>
      <Button asChild variant="outline" className="w-fit">
        <Link to="/">{t("common:errors.backHome")}</Link>
      </Button>
    </Container>
  );
}
