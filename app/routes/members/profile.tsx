import { ArrowLeft, BadgeCheck, CalendarDays, MapPin } from "lucide-react";
import { useTranslation } from "react-i18next";
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
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { FORMAT_LOCALE } from "~/i18n/languages";
import { requireMember } from "~/membership/member-gate.server";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/profile";

// /members/{id}: a member's profile, for members (decision 0089). Thin: the service decides what
// is shown; a suspended or deleted member's profile is a 404.

// Static (decision 0100): the profile is read, and its only controls are links to the report
// page, so React has nothing to do here.
export const handle = staticPage;

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "dashboard");
  const viewer = await requireMember(context, url, {
    personal: "dashboard:profile.gatePersonal",
    organisation: "dashboard:profile.gateOrganisation",
  });
  const { db, env } = getServices(context);
  const profile = await loadMemberProfile(db, viewer, params.id);
  if (!profile) throw data({ message: t("profile.notFoundMeta") }, { status: 404 });
  return {
    appUrl: env.APP_URL,
    lng,
    description: t("profile.description"),
    ratingsBeforeAverage: RATINGS_BEFORE_AVERAGE,
    noteReportKind: THANKS_MODERATION_KIND,
    isSelf: profile.id === viewer.id,
    viewerId: viewer.id,
    profile: {
      ...profile,
      memberSince: ukMonthYear(profile.memberSince, lng),
      notes: profile.notes.map((note) => ({
        ...note,
        createdAt: ukLongDate(note.createdAt, lng),
        iso: note.createdAt.toISOString(),
      })),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({
    title: loaderData ? loaderData.profile.name : "Member not found",
    description: loaderData?.description ?? "",
    path: loaderData ? memberProfileHref(loaderData.profile.id) : "/members",
    appUrl: loaderData?.appUrl ?? "",
    lng: loaderData?.lng,
  }),
  { name: "robots", content: "noindex" },
];

export default function MemberProfilePage({ loaderData }: Route.ComponentProps) {
  const { profile, isSelf, viewerId, ratingsBeforeAverage, noteReportKind, lng } = loaderData;
  const { t } = useTranslation("dashboard");
  const number = (n: number) => n.toLocaleString(FORMAT_LOCALE[lng]);
  const returnTo = memberProfileHref(profile.id);
  return (
    <Container className="flex max-w-3xl flex-col gap-8 py-10">
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl break-words sm:text-4xl">{profile.name}</h1>
          {profile.verifiedOrganisation ? (
            <Badge variant="success">
              <BadgeCheck aria-hidden="true" /> {t("profile.verifiedOrganisation")}
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
            <CalendarDays aria-hidden="true" className="size-4" />{" "}
            {t("profile.memberSince", { date: profile.memberSince })}
          </span>
        </p>
        {isSelf ? <p className="text-sm text-ink-muted">{t("profile.self")}</p> : null}
      </div>

      <section aria-labelledby="record-title" className="flex flex-col gap-3">
        <h2 id="record-title" className="text-2xl">
          {t("profile.record")}
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Stat term={t("profile.given")} value={number(profile.given)} />
          <Stat term={t("profile.received")} value={number(profile.received)} />
          <Stat
            term={t("profile.averageRating")}
            value={
              profile.averageRating === null
                ? t("profile.notYet")
                : t("profile.outOfFive", { rating: profile.averageRating })
            }
            note={
              profile.averageRating === null
                ? t("profile.shownAfter", { number: ratingsBeforeAverage })
                : t("profile.from", {
                    count: profile.ratingCount,
                    formatted: number(profile.ratingCount),
                  })
            }
          />
          <Stat term={t("profile.noShows")} value={number(profile.noShows)} />
        </dl>
      </section>

      <section aria-labelledby="thanks-title" className="flex flex-col gap-3">
        <h2 id="thanks-title" className="text-2xl">
          {t("profile.thanks")}
        </h2>
        {profile.notes.length === 0 ? (
          <p className="text-ink-muted">
            {isSelf ? t("profile.noThanksSelf") : t("profile.noThanks", { name: profile.name })}
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
                    {t("profile.noteFrom")}{" "}
                    <MemberProfileLink memberId={note.fromId} name={note.fromName} />,{" "}
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
                      {t("profile.reportNote")}
                      <span className="sr-only">
                        {t("profile.reportNoteFrom", { name: note.fromName })}
                      </span>
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
            {t("profile.report", { name: profile.name })}
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
  const { t } = useTranslation("dashboard");
  return (
    <Container className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-3xl">
        {notFound ? t("profile.notFoundTitle") : t("profile.errorTitle")}
      </h1>
      <p className="max-w-prose text-ink-muted">
        {notFound ? t("profile.notFound") : t("profile.error")}
      </p>
      <Button asChild>
        <Link to="/listings">
          <ArrowLeft aria-hidden="true" /> {t("profile.backToListings")}
        </Link>
      </Button>
    </Container>
  );
}
