import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, isRouteErrorResponse, Link } from "react-router";
import { AdminAccessError, requireStaff } from "~/admin/admin-access.server";
import { staffMessageIn } from "~/admin/staff-words.server";
import { complaintMessages, complaintResponseSchema } from "~/complaints/complaint-schema";
import { answerComplaint, ComplaintError, listComplaints } from "~/complaints/complaints.server";
import { ComplaintsList } from "~/complaints/complaints-list";
import { staticPage } from "~/components/hydration";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Container } from "~/components/ui/container";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import type { Route } from "./+types/complaints";

// /admin/complaints: complaints and appeals for moderators and admins (decision 0075).

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireStaff(context, url);
  const status = url.searchParams.get("status") === "resolved" ? "resolved" : "open";
  const lng = getLanguage(context);
  return {
    lng,
    title: getI18n(context).t("admin:complaints.title"),
    status,
    complaints: await listComplaints(getServices(context), user, status),
  } as const;
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireStaff(context, url);
  const services = getServices(context);
  // The complaint form's schema is the public page's; its staff messages are said in the
  // request's words here (decision 0098).
  const t = getI18n(context).getFixedT(null, "admin");
  const submission = parseWithZod(await readForm(request, context), {
    schema: complaintResponseSchema,
  });
  if (submission.status !== "success") {
    const errors = submission.error ?? {};
    const message = errors.response?.[0] ?? complaintMessages.response;
    return data({ message: staffMessageIn(t, message) }, { status: 400 });
  }
  try {
    await answerComplaint(services, user, submission.value);
  } catch (error) {
    if (error instanceof ComplaintError) {
      return data({ message: staffMessageIn(t, error.message) }, { status: error.status });
    }
    if (error instanceof AdminAccessError) {
      throw data({ message: staffMessageIn(t, error.message) }, { status: 403 });
    }
    throw error;
  }
  return services.toasts.redirect("/admin/complaints", {
    type: "success",
    title: t("success"),
    description: staffMessageIn(t, complaintMessages.resolved),
  });
}

// Plain forms and links: sent without React (decisions 0057, 0092).
export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: `${loaderData?.title ?? shellMessage(matches, "pageTitles.complaints") ?? "Complaints"} | Glut`,
  },
  { name: "robots", content: "noindex" },
];

export default function AdminComplaints({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  return (
    <Container className="flex flex-col gap-8 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl sm:text-4xl">{t("complaints.title")}</h1>
        <p className="text-ink-muted">
          {t("complaints.descriptionBefore")}
          <Link to="/complaints">{t("reports.complaintsLink")}</Link>
          {t("complaints.descriptionMiddle")}
          <Link to="/admin/reports">{t("complaints.reportsLink")}</Link>
          {t("complaints.descriptionAfter")}
        </p>
      </div>
      {actionData?.message ? (
        <Alert variant="error" role="alert">
          <AlertTitle>{t("common:errors.error")}</AlertTitle>
          <AlertDescription>{actionData.message}</AlertDescription>
        </Alert>
      ) : null}
      <ComplaintsList
        complaints={loaderData.complaints}
        status={loaderData.status}
        lng={loaderData.lng}
      />
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A static page: its error page is written on the server, which holds every catalogue.
  const { t } = useTranslation("admin");
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === "string"
      ? error.data.message
      : t("complaints.loadError");
  return (
    <Container className="flex flex-col gap-6 py-10">
      <h1 className="text-3xl sm:text-4xl">{t("complaints.title")}</h1>
      <Alert variant="error">
        <AlertTitle>{t("common:errors.error")}</AlertTitle>
        <AlertDescription>{message}</AlertDescription>
      </Alert>
    </Container>
  );
}
