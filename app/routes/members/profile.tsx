import { ArrowLeft, BadgeCheck, CalendarDays, MapPin } from "lucide-react";
import { data, isRouteErrorResponse, Link } from "react-router";
import { reportHref } from "~/admin/report-target";
import { ukLongDate, ukMonthYear } from "~/components/format-date";
import { staticPage } from "~/components/hydration";
import { MemberProfileLink, memberProfileHref } from "~/components/member-profile-link";
import { pageMeta } from "~/components/seo";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { loadMemberProfile } from "~/handover/member-profile.server";
import { RATINGS_BEFORE_AVERAGE } from "~/handover/member-record.server";
import { THANKS_MODERATION_KIND } from "~/handover/thanks-moderation.server";
import { requireMember } from "~/membership/member-gate.server";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/profile";

// /members/{id}: a member's profile, for members (decision 0089). Thin: the service decides what
// is shown; a suspended or deleted member's profile is a 404.

// Static (decision 0100): the profile is read, and its only controls are links to the report
// page, so React has nothing to do here.
export const handle = staticPage;

const PROFILE_GATE_REASON = {
  personal: "Member profiles are for members. Become a member to see who you are sharing with.",
  organisation:
    "Member profiles are for members and verified organisations. Your organisation's verification is still pending.",
} as const;

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const viewer = await requireMember(context, url, PROFILE_GATE_REASON);
  const { db, env } = getServices(context);
  const profile = await loadMemberProfile(db, viewer, params.id);
  if (!profile) throw data({ message: "Member not found" }, { status: 404 });
  return {
    appUrl: env.APP_URL,
    ratingsBeforeAverage: RATINGS_BEFORE_AVERAGE,
    noteReportKind: THANKS_MODERATION_KIND,
    isSelf: profile.id === viewer.id,
    viewerId: viewer.id,
    profile: {
      ...profile,
      memberSince: ukMonthYear(profile.memberSince),
      notes: profile.notes.map((note) => ({
        ...note,
        createdAt: ukLongDate(note.createdAt),
        iso: note.createdAt.toISOString(),
      })),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({
    title: loaderData ? loaderData.profile.name : "Member not found",
    description: "A member of Glut: what they have shared, and what others said.",
    path: loaderData ? memberProfileHref(loaderData.profile.id) : "/members",
    appUrl: loaderData?.appUrl ?? "",
  }),
  { name: "robots", content: "noindex" },
];

function count(n: number, one: string, many: string) {
  return `${n.toLocaleString("en-GB")} ${n === 1 ? one : many}`;
}

export default function MemberProfilePage({ loaderData }: Route.ComponentProps) {
  const { profile, isSelf, viewerId, ratingsBeforeAverage, noteReportKind } = loaderData;
  const returnTo = memberProfileHref(profile.id);
  return (
    <Container className="flex max-w-3xl flex-col gap-8 py-10">
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl break-words sm:text-4xl">{profile.name}</h1>
          {profile.verifiedOrganisation ? (
            <Badge variant="success">
              <BadgeCheck aria-hidden="true" /> Verified organisation
            </Badge>
          ) : null}
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-ink-muted">
          {profile.town ? (
            <span className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4" /> {profile.town}
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" /> Member since{" "}
            {profile.memberSince}
          </span>
        </p>
        {isSelf ? (
          <p className="text-sm text-ink-muted">
            This is how other members see you. Your email address and your ratings one by one are
            never shown.
          </p>
        ) : null}
      </div>

      <section aria-labelledby="record-title" className="flex flex-col gap-3">
        <h2 id="record-title" className="text-2xl">
          Sharing record
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Stat term="Items given" value={profile.given.toLocaleString("en-GB")} />
          <Stat term="Items received" value={profile.received.toLocaleString("en-GB")} />
          <Stat
            term="Average rating"
            value={profile.averageRating === null ? "Not yet" : `${profile.averageRating} out of 5`}
            note={
              profile.averageRating === null
                ? `Shown after ${ratingsBeforeAverage} ratings`
                : `From ${count(profile.ratingCount, "rating", "ratings")}`
            }
          />
          <Stat term="No-shows" value={profile.noShows.toLocaleString("en-GB")} />
        </dl>
      </section>

      <section aria-labelledby="thanks-title" className="flex flex-col gap-3">
        <h2 id="thanks-title" className="text-2xl">
          Thank-you notes
        </h2>
        {profile.notes.length === 0 ? (
          <p className="text-ink-muted">
            {isSelf ? "No one has" : `No one has thanked ${profile.name}`}
            {isSelf ? " left you a thank-you note yet." : " yet."}
          </p>
        ) : (
          <ol className="flex flex-col gap-3">
            {profile.notes.map((note) => (
              <li
                key={note.id}
                className="flex flex-col gap-2 rounded-card border border-line bg-card p-4"
              >
                <p className="break-words whitespace-pre-line">{note.note}</p>
                <p className="flex flex-wrap items-baseline gap-x-3 text-sm text-ink-muted">
                  <span>
                    From <MemberProfileLink memberId={note.fromId} name={note.fromName} />,{" "}
                    <time dateTime={note.iso}>{note.createdAt}</time>
                  </span>
                  {note.fromId === viewerId ? null : (
                    <Link
                      to={reportHref({
                        kind: noteReportKind,
                        targetId: note.id,
                        returnTo,
                      })}
                    >
                      Report this note
                      <span className="sr-only">{` from ${note.fromName}`}</span>
                    </Link>
                  )}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>

      {isSelf ? null : (
        <p className="border-t border-line pt-3 text-sm">
          <Link to={reportHref({ kind: "member", targetId: profile.id, returnTo })}>
            Report {profile.name}
          </Link>
        </p>
      )}
    </Container>
  );
}

function Stat({ term, value, note }: { term: string; value: string; note?: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-card border border-line bg-card p-3">
      <dt className="text-sm font-semibold text-ink-muted">{term}</dt>
      <dd className="text-2xl font-bold text-soil">{value}</dd>
      {note ? <dd className="text-sm text-ink-muted">{note}</dd> : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Container className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-3xl">{notFound ? "Member Not Found" : "Error Loading Member"}</h1>
      <p className="max-w-prose text-ink-muted">
        {notFound
          ? "This member does not exist, or their profile is not available."
          : "Failed to load this member. Please try again in a moment."}
      </p>
      <Button asChild>
        <Link to="/listings">
          <ArrowLeft aria-hidden="true" /> Back to listings
        </Link>
      </Button>
    </Container>
  );
}
