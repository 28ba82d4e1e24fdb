import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Link } from "react-router";
import { requireStaff } from "~/admin/admin-access.server";
import { staticPage } from "~/components/hydration";
import { memberProfileHref } from "~/components/member-profile-link";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Container } from "~/components/ui/container";
import { FLAG_THRESHOLDS, listFlaggedMembers } from "~/handover/member-flags.server";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/flagged-members";

// /admin/flagged-members: members their handovers flag for a look (decision 0089), for moderators
// and admins. A list to read, never a sanction: suspending stays a decision an admin takes.
// Links only, so it is sent without React (decision 0105).
export const handle = staticPage;

export async function loader({ context, url }: Route.LoaderArgs) {
  requireStaff(context, url);
  const flags = await listFlaggedMembers(getServices(context).db);
  const lng = getLanguage(context);
  return {
    lng,
    title: getI18n(context).t("common:admin.flaggedTitle"),
    flags,
    thresholds: FLAG_THRESHOLDS,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: `${loaderData?.title ?? shellMessage(matches, "admin.flaggedTitle") ?? "Flagged members"} | Glut`,
  },
  { name: "robots", content: "noindex" },
];

export default function FlaggedMembers({ loaderData }: Route.ComponentProps) {
  const { flags, thresholds } = loaderData;
  const { t } = useTranslation("admin");
  const title = t("common:admin.flaggedTitle");
  return (
    <Container className="flex flex-col gap-8 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl sm:text-4xl">{title}</h1>
        <p className="text-ink-muted">
          {t("flagged.descriptionBefore", {
            rating: thresholds.lowAverageRating,
            ratings: thresholds.minimumRatings,
            noShows: thresholds.noShows,
            days: thresholds.noShowDays,
          })}
          <Link to="/admin/reports">{t("flagged.reportsLink")}</Link>
          {t("flagged.descriptionAfter")}
        </p>
      </div>
      {flags.length === 0 ? (
        <p>{t("flagged.none")}</p>
      ) : (
        <ul aria-label={title} className="flex flex-col gap-4">
          {flags.map((flag) => (
            <li key={flag.memberId} className="flex flex-col gap-2 rounded-lg border p-4">
              <p className="font-semibold break-words">
                <Link to={memberProfileHref(flag.memberId)}>{flag.name}</Link>
              </p>
              <div className="flex flex-wrap gap-2">
                {flag.lowRating ? (
                  <Badge variant="danger">
                    {t("flagged.lowRating", {
                      average: flag.lowRating.average,
                      ratings: flag.lowRating.count,
                    })}
                  </Badge>
                ) : null}
                {flag.recentNoShows ? (
                  <Badge variant="warning">
                    {t("flagged.noShows", {
                      count: flag.recentNoShows,
                      days: thresholds.noShowDays,
                    })}
                  </Badge>
                ) : null}
              </div>
              <p className="text-sm text-ink-muted break-all">
                {t("flagged.memberId")}
                <code>{flag.memberId}</code>
              </p>
            </li>
          ))}
        </ul>
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
      : t("admin.flaggedError");
  return (
    <Container className="flex flex-col gap-6 py-10">
      <h1 className="text-3xl sm:text-4xl">{t("admin.flaggedTitle")}</h1>
      <Alert variant="error">
        <AlertTitle>{t("errors.error")}</AlertTitle>
        <AlertDescription>{message}</AlertDescription>
      </Alert>
    </Container>
  );
}
