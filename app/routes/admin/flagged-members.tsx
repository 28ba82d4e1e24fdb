import { isRouteErrorResponse, Link } from "react-router";
import { requireStaff } from "~/admin/admin-access.server";
import { memberProfileHref } from "~/components/member-profile-link";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Container } from "~/components/ui/container";
import { FLAG_THRESHOLDS, listFlaggedMembers } from "~/handover/member-flags.server";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/flagged-members";

// /admin/flagged-members: members their handovers flag for a look (decision 0089), for moderators
// and admins. A list to read, never a sanction: suspending stays a decision an admin takes.

export async function loader({ context, url }: Route.LoaderArgs) {
  requireStaff(context, url);
  const flags = await listFlaggedMembers(getServices(context).db);
  return { flags, thresholds: FLAG_THRESHOLDS };
}

export const meta: Route.MetaFunction = () => [
  { title: "Flagged members | Glut" },
  { name: "robots", content: "noindex" },
];

export default function FlaggedMembers({ loaderData }: Route.ComponentProps) {
  const { flags, thresholds } = loaderData;
  return (
    <Container className="flex flex-col gap-8 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl sm:text-4xl">Flagged members</h1>
        <p className="text-ink-muted">
          Members whose average rating is {thresholds.lowAverageRating} or lower from at least{" "}
          {thresholds.minimumRatings} ratings, or who did not come to {thresholds.noShows} or more
          pickups in the last {thresholds.noShowDays} days. Nobody is suspended automatically: look
          at their profile and any reports in the <Link to="/admin/reports">reports queue</Link>{" "}
          before doing anything.
        </p>
      </div>
      {flags.length === 0 ? (
        <p>No member is flagged at the moment.</p>
      ) : (
        <ul aria-label="Flagged members" className="flex flex-col gap-4">
          {flags.map((flag) => (
            <li key={flag.memberId} className="flex flex-col gap-2 rounded-lg border p-4">
              <p className="font-semibold break-words">
                <Link to={memberProfileHref(flag.memberId)}>{flag.name}</Link>
              </p>
              <div className="flex flex-wrap gap-2">
                {flag.lowRating ? (
                  <Badge variant="danger">
                    {`Average rating ${flag.lowRating.average} from ${flag.lowRating.count} ratings`}
                  </Badge>
                ) : null}
                {flag.recentNoShows ? (
                  <Badge variant="warning">
                    {`${flag.recentNoShows} no-shows in ${thresholds.noShowDays} days`}
                  </Badge>
                ) : null}
              </div>
              <p className="text-sm text-ink-muted break-all">
                Member ID: <code>{flag.memberId}</code>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === "string"
      ? error.data.message
      : "Something went wrong loading flagged members. Please try again.";
  return (
    <Container className="flex flex-col gap-6 py-10">
      <h1 className="text-3xl sm:text-4xl">Flagged members</h1>
      <Alert variant="error">
        <AlertTitle>Error</AlertTitle>
        <AlertDescription>{message}</AlertDescription>
      </Alert>
    </Container>
  );
}
