import { useEffect } from "react";
import { data, isRouteErrorResponse, Link, useLocation } from "react-router";
import { ActivityLog } from "~/admin/activity-log";
import { requireAdmin } from "~/admin/admin-access.server";
import { handleAdminAction } from "~/admin/admin-actions.server";
import { loadAdminDashboard } from "~/admin/admin-dashboard.server";
import { AdminTabNav } from "~/admin/admin-tab-nav";
import { FoodBankSyncTab } from "~/admin/food-bank-sync-tab";
import { StatsGrid } from "~/admin/stats-grid";
import { UserManagement } from "~/admin/user-management";
import { VerificationList } from "~/admin/verification-list";
import { WeeklyChart } from "~/admin/weekly-chart";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { toast } from "~/components/ui/toast";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import type { Route } from "./+types/admin-dashboard";

// /admin, /admin/dashboard and /admin/verifications: the same screen (part 2 §2).

export async function loader({ context, url }: Route.LoaderArgs) {
  requireAdmin(context, url);
  const { db } = getServices(context);
  return { pathname: url.pathname, ...(await loadAdminDashboard(db, url.searchParams)) };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireAdmin(context, url);
  const services = getServices(context);
  const outcome = await handleAdminAction(services, user, await readForm(request));
  if (outcome.ok) {
    return services.toasts.redirect(
      `${url.pathname}${url.search}`,
      { type: "success", title: "Success", description: outcome.message },
      { headers: { "X-Remix-Replace": "true" } },
    );
  }
  return data({ failure: outcome }, { status: outcome.status });
}

export const meta: Route.MetaFunction = () => [
  { title: "Admin Dashboard | Glut" },
  { name: "robots", content: "noindex" },
];

export default function AdminDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { pathname, stats, weeks, content } = loaderData;
  const failure = actionData?.failure;
  useEffect(() => {
    if (failure) toast.error("Error", { description: failure.message });
  }, [failure]);
  return (
    <Container className="flex flex-col gap-6 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl sm:text-4xl">Admin Dashboard</h1>
          <p className="text-ink-muted">
            Manage organization verifications, user roles and the food bank directory.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to="/admin/reports">Reports queue</Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to="/admin/mail">Undelivered email</Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to="/admin/flagged-members">Flagged members</Link>
          </Button>
        </div>
      </div>
      <StatsGrid stats={stats} />
      <WeeklyChart weeks={weeks} />
      <AdminTabNav pathname={pathname} current={content.tab} pending={stats.pending} />
      {failure ? (
        <Alert variant="error" role="alert">
          <AlertTitle>Error</AlertTitle>
          <AlertDescription>{failure.message}</AlertDescription>
        </Alert>
      ) : null}
      <section aria-label="Tab contents">
        {content.tab === "verifications" ? (
          <VerificationList pathname={pathname} verifications={content.verifications} />
        ) : null}
        {content.tab === "users" ? (
          <UserManagement
            roles={content.roles}
            lastResult={failure?.intent === "assign-role" ? failure.result : undefined}
          />
        ) : null}
        {content.tab === "activity" ? (
          <ActivityLog
            pathname={pathname}
            reviews={content.reviews}
            audit={content.audit}
            actions={content.actions}
            action={content.action}
          />
        ) : null}
        {content.tab === "sync" ? (
          <FoodBankSyncTab
            pathname={pathname}
            sync={content.sync}
            lastResult={failure?.intent === "sync" ? failure.result : undefined}
          />
        ) : null}
      </section>
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === "string"
      ? error.data.message
      : "Something went wrong loading the admin dashboard. Please try again.";
  const denied = isRouteErrorResponse(error) && error.status === 403;
  return (
    <Container className="flex flex-col gap-6 py-10">
      <h1 className="text-3xl sm:text-4xl">Admin Dashboard</h1>
      <Alert variant="error">
        <AlertTitle>{denied ? "Access denied" : "Error"}</AlertTitle>
        <AlertDescription>{message}</AlertDescription>
      </Alert>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link to="/">Back to the homepage</Link>
        </Button>
        {denied && error.data?.moderator ? (
          <Button asChild>
            <Link to="/admin/reports">Go to the reports queue</Link>
          </Button>
        ) : null}
        {denied ? null : (
          <Button asChild>
            <Link to={location.pathname}>Try again</Link>
          </Button>
        )}
      </div>
    </Container>
  );
}
