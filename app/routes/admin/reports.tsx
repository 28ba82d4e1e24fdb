import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { data, isRouteErrorResponse, Link } from "react-router";
import { AdminAccessError, requireStaff } from "~/admin/admin-access.server";
import { moderationFormSchema } from "~/admin/admin-schemas";
import { moderationAction, moderationScreen } from "~/admin/moderation-actions.server";
import { ModerationError } from "~/admin/moderation-deps";
import { reportCategories } from "~/admin/report-schema";
import { HiddenList, ReportsQueue, SuspendedList } from "~/admin/reports-queue";
import { staticPage } from "~/components/hydration";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { toast } from "~/components/ui/toast";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import type { Route } from "./+types/reports";

// /admin/reports: the moderation screen, for moderators and admins (decision 0031).

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireStaff(context, url);
  const category = url.searchParams.get("category");
  return moderationScreen(
    getServices(context),
    user,
    reportCategories.find((known) => known === category) ?? null,
  );
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireStaff(context, url);
  const services = getServices(context);
  const submission = parseWithZod(await readForm(request), { schema: moderationFormSchema });
  if (submission.status !== "success") {
    const errors = submission.error ?? {};
    const message =
      errors.reason?.[0] ?? Object.values(errors)[0]?.[0] ?? "Choose what to do with the report.";
    return data({ message }, { status: 400 });
  }
  try {
    const { message } = await moderationAction(services, user, submission.value);
    return services.toasts.redirect("/admin/reports", {
      type: "success",
      title: "Success",
      description: message,
    });
  } catch (error) {
    if (error instanceof ModerationError) {
      return data({ message: error.message }, { status: error.status });
    }
    if (error instanceof AdminAccessError) throw data({ message: error.message }, { status: 403 });
    throw error;
  }
}

// Plain forms and links: sent without React (decisions 0057, 0092); an error answer is the
// notice above the queue.
export const handle = staticPage;

export const meta: Route.MetaFunction = () => [
  { title: "Reports | Glut" },
  { name: "robots", content: "noindex" },
];

export default function Reports({ loaderData, actionData }: Route.ComponentProps) {
  useEffect(() => {
    if (actionData?.message) toast.error("Error", { description: actionData.message });
  }, [actionData]);
  return (
    <Container className="flex flex-col gap-8 py-10">
      <div>
        <h1 className="text-3xl sm:text-4xl">Reports</h1>
        <p className="text-ink-muted">
          What members have reported: illegal content first, then oldest first. Hide what is illegal
          or breaks the community guidelines; dismiss the rest. Complaints and appeals are on{" "}
          <Link to="/admin/complaints">the complaints page</Link>; members their handovers flag are
          on <Link to="/admin/flagged-members">the flagged members page</Link>.
        </p>
      </div>
      {actionData?.message ? (
        <Alert variant="error" role="alert">
          <AlertTitle>Error</AlertTitle>
          <AlertDescription>{actionData.message}</AlertDescription>
        </Alert>
      ) : null}
      <ReportsQueue
        reports={loaderData.reports}
        isAdmin={loaderData.isAdmin}
        category={loaderData.category}
      />
      <HiddenList hidden={loaderData.hidden} />
      {loaderData.isAdmin ? <SuspendedList suspended={loaderData.suspended} /> : null}
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === "string"
      ? error.data.message
      : "Something went wrong loading the reports. Please try again.";
  return (
    <Container className="flex flex-col gap-6 py-10">
      <h1 className="text-3xl sm:text-4xl">Reports</h1>
      <Alert variant="error">
        <AlertTitle>Error</AlertTitle>
        <AlertDescription>{message}</AlertDescription>
      </Alert>
      <Button asChild variant="outline" className="w-fit">
        <Link to="/">Back to the homepage</Link>
      </Button>
    </Container>
  );
}
