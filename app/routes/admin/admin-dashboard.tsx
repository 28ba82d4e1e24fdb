import { useTranslation } from "react-i18next";
import { data, isRouteErrorResponse, Link, useLocation } from "react-router";
import { ActivityLog } from "~/admin/activity-log";
import { requireAdmin } from "~/admin/admin-access.server";
import { handleAdminAction } from "~/admin/admin-actions.server";
import { adminFormChecks } from "~/admin/admin-checks.server";
import adminScript from "~/admin/admin-dashboard.island.ts?inline-script";
import { loadAdminDashboard } from "~/admin/admin-dashboard.server";
import { AdminTabNav } from "~/admin/admin-tab-nav";
import { FoodBankSyncTab } from "~/admin/food-bank-sync-tab";
import { StatsGrid } from "~/admin/stats-grid";
import { UserManagement } from "~/admin/user-management";
import { VerificationList } from "~/admin/verification-list";
import { WeeklyChart } from "~/admin/weekly-chart";
import { staticPage } from "~/components/hydration";
import { InlineScript } from "~/components/inline-script";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import type { Route } from "./+types/admin-dashboard";

// /admin, /admin/dashboard and /admin/verifications: the same screen (part 2 §2). Sent without
// React on a document load (decision 0109): its tabs are links, its forms plain posts answered by
// a redirect with the notice (or the page again with the form's messages), checked in the browser
// from their schemas by one inline script, which also follows a sync in progress.
export const handle = staticPage;

export async function loader({ context, url }: Route.LoaderArgs) {
  requireAdmin(context, url);
  const { db } = getServices(context);
  const lng = getLanguage(context);
  const i18n = getI18n(context);
  const dashboard = await loadAdminDashboard(db, url.searchParams);
  return {
    lng,
    title: i18n.t("common:admin.dashboardTitle"),
    pathname: url.pathname,
    ...dashboard,
    // The open tab's checked form, asked of its schema (decision 0066).
    checks: adminFormChecks(i18n.getFixedT(null, "admin"), dashboard.content.tab),
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireAdmin(context, url);
  const services = getServices(context);
  const t = getI18n(context).getFixedT(null, "admin");
  const outcome = await handleAdminAction(services, user, await readForm(request, context), t);
  if (outcome.ok) {
    return services.toasts.redirect(
      `${url.pathname}${url.search}`,
      { type: "success", title: t("success"), description: outcome.message },
      { headers: { "X-Remix-Replace": "true" } },
    );
  }
  return data({ failure: outcome }, { status: outcome.status });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: `${loaderData?.title ?? shellMessage(matches, "admin.dashboardTitle") ?? "Admin Dashboard"} | Glut`,
  },
  { name: "robots", content: "noindex" },
];

export default function AdminDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { pathname, stats, weeks, content, lng, checks } = loaderData;
  const { t } = useTranslation("admin");
  const failure = actionData?.failure;
  return (
    <>
      <Container className="flex flex-col gap-6 py-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl sm:text-4xl">{t("common:admin.dashboardTitle")}</h1>
            <p className="text-ink-muted">{t("dashboard.description")}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to="/admin/reports">{t("dashboard.reportsQueue")}</Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to="/admin/mail">{t("common:admin.mailTitle")}</Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to="/admin/flagged-members">{t("common:admin.flaggedTitle")}</Link>
            </Button>
          </div>
        </div>
        <StatsGrid stats={stats} lng={lng} />
        <WeeklyChart weeks={weeks} lng={lng} />
        <AdminTabNav pathname={pathname} current={content.tab} pending={stats.pending} />
        {failure ? (
          <Alert variant="error" role="alert">
            <AlertTitle>{t("common:errors.error")}</AlertTitle>
            <AlertDescription>{failure.message}</AlertDescription>
          </Alert>
        ) : null}
        <section aria-label={t("dashboard.tabContents")}>
          {content.tab === "verifications" ? (
            <VerificationList pathname={pathname} verifications={content.verifications} lng={lng} />
          ) : null}
          {content.tab === "users" ? (
            <UserManagement
              roles={content.roles}
              lastResult={failure?.intent === "assign-role" ? failure.result : undefined}
              checks={checks ?? undefined}
            />
          ) : null}
          {content.tab === "activity" ? (
            <ActivityLog
              pathname={pathname}
              reviews={content.reviews}
              audit={content.audit}
              actions={content.actions}
              action={content.action}
              lng={lng}
            />
          ) : null}
          {content.tab === "sync" ? (
            <FoodBankSyncTab
              pathname={pathname}
              sync={content.sync}
              lastResult={failure?.intent === "sync" ? failure.result : undefined}
              checks={checks ?? undefined}
              lng={lng}
            />
          ) : null}
        </section>
      </Container>
      <InlineScript code={adminScript} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A refused request has no loader data to bring `admin`: the words are the shell's (0098), and
  // the refusal itself comes worded by the server.
  const { t } = useTranslation("common");
  const location = useLocation();
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === "string"
      ? error.data.message
      : t("admin.dashboardError");
  const denied = isRouteErrorResponse(error) && error.status === 403;
  return (
    <Container className="flex flex-col gap-6 py-10">
      <h1 className="text-3xl sm:text-4xl">{t("admin.dashboardTitle")}</h1>
      <Alert variant="error">
        <AlertTitle>{denied ? t("admin.accessDenied") : t("errors.error")}</AlertTitle>
        <AlertDescription>{message}</AlertDescription>
      </Alert>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link to="/">{t("errors.backHome")}</Link>
        </Button>
        {denied && error.data?.moderator ? (
          <Button asChild>
            <Link to="/admin/reports">{t("admin.goToReports")}</Link>
          </Button>
        ) : null}
        {denied ? null : (
          <Button asChild>
            <Link to={location.pathname}>{t("admin.tryAgain")}</Link>
          </Button>
        )}
      </div>
    </Container>
  );
}
