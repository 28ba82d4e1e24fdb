import {
  Bell,
  BellRing,
  Handshake,
  Megaphone,
  MessagesSquare,
  Search,
  Settings,
  UserRound,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { requireUser } from "~/accounts/current-user.server";
import dashboardScript from "~/accounts/dashboard.island.ts?inline-script";
import { dashboardAction } from "~/accounts/dashboard-actions.server";
import { forumSettingsChecks, reapplyChecks } from "~/accounts/dashboard-checks.server";
import { ForumSettings, MarketingSettings } from "~/accounts/dashboard-settings";
import { profileDisplayName } from "~/accounts/display-name";
import { canReapply, currentMarketingConsent, latestVerification } from "~/accounts/profile.server";
import { VerificationBanner } from "~/accounts/verification-banner";
import { verificationNoteIn } from "~/accounts/verification-notes";
import { VerifyEmailReminder } from "~/accounts/verify-email-reminder";
import { ukLongDate } from "~/components/format-date";
import { staticPage } from "~/components/hydration";
import { InlineScript } from "~/components/inline-script";
import { memberProfileHref } from "~/components/member-profile-link";
import { SignOutForm } from "~/components/sign-out-form";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import { countUserListings } from "~/listings/listing-reads.server";
import { MyListingsSummary, summaryWordsFor } from "~/listings/my-listings-summary";
import { MembershipCard } from "~/membership/membership-card";
import { membershipView } from "~/membership/membership-view.server";
import { ReferralCard } from "~/membership/referral-card";
import { referralSummary } from "~/membership/referral-summary.server";
import { unreadNotificationCount } from "~/notifications/notifications.server";
import { NotificationsCard } from "~/notifications/notifications-card";
import { InstallHintPanel } from "~/push/installed-app";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/dashboard";

// Sent without React on a document load (decision 0105): its forms are plain posts answered by
// a redirect with the notice, checked in the browser from their schemas by one inline script,
// which also registers the service worker and offers Install Glut, as the members' layout does.
export const handle = staticPage;

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const services = getServices(context);
  const { db } = services;
  const lng = getLanguage(context);
  const i18n = getI18n(context);
  const emailT = i18n.getFixedT(null, "email");
  const [verification, marketing, membership, referral] = await Promise.all([
    user.profile.isOrganization ? latestVerification(db, user.id) : null,
    currentMarketingConsent(db, user.id),
    membershipView(services, user, url, new Date(), lng),
    // Makes the organisation's referral code first if it has none yet (older accounts).
    user.profile.isOrganization
      ? referralSummary({ db, appUrl: services.env.APP_URL }, user.id)
      : null,
  ]);
  const listingCounts = membership.active ? await countUserListings(db, user.id) : null;
  // The list of notifications is a member page (decision 0093); the settings are everyone's.
  const unreadNotifications = membership.active ? await unreadNotificationCount(db, user.id) : null;
  return {
    lng,
    title: i18n.getFixedT(null, "dashboard")("page.title"),
    // The My Listings card's words (`myListings`), which the page's catalogues do not carry.
    listingSummaryWords: summaryWordsFor(i18n.getFixedT(null, "myListings")),
    // The two checked forms' checks, asked of their schemas (decision 0066).
    forumChecks: forumSettingsChecks(i18n.getFixedT(null, "dashboard")),
    reapplyChecks:
      user.profile.isOrganization && canReapply(verification)
        ? reapplyChecks(i18n.getFixedT(null, "accounts"))
        : null,
    displayName: profileDisplayName(user.profile),
    email: user.email,
    emailVerified: user.emailVerified,
    justVerified: url.searchParams.get("verified") === "1" && user.emailVerified,
    username: user.profile.username,
    forumUsername: user.profile.forumUsername,
    location: user.profile.location,
    memberSince: ukLongDate(user.createdAt, lng),
    isOrganization: user.profile.isOrganization,
    organizationName: user.profile.organizationName,
    verification: verification
      ? {
          ...verification,
          submittedAt: ukLongDate(verification.submittedAt, lng),
          // Glut's own notes (the number check's, a review's default) in the page's language,
          // as its emails say them; an administrator's notes as written.
          verificationDetails:
            verification.verificationDetails &&
            verificationNoteIn(emailT, verification.verificationDetails),
          canReapply: canReapply(verification),
        }
      : null,
    marketing,
    membership,
    member: membership.active,
    // Members see how other members see them (decision 0089).
    profileHref: membership.active ? memberProfileHref(user.id) : null,
    listingCounts,
    referral,
    unreadNotifications,
  };
}

export async function action(args: Route.ActionArgs) {
  return dashboardAction(args);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: `${loaderData?.title ?? shellMessage(matches, "pageTitles.dashboard") ?? "Your dashboard"} | Glut`,
  },
  { name: "robots", content: "noindex" },
];

/** The form's answer from the server, when this page is that answer (a refused post). */
function resultOf(actionData: Route.ComponentProps["actionData"], intent: string) {
  return actionData && "result" in actionData && actionData.intent === intent
    ? actionData.result
    : undefined;
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  const { t } = useTranslation("dashboard");
  // A document load has no React: its hint and script stand in for the members' layout's.
  return (
    <>
      <InstallHintPanel hidden />
      <Container className="flex flex-col gap-6 py-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl sm:text-4xl">{t("page.welcome", { name: d.displayName })}</h1>
            <p className="text-ink-muted">{t("page.lead")}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to="/account">
                <Settings aria-hidden="true" /> {t("accounts:settings.title")}
              </Link>
            </Button>
            {d.profileHref ? (
              <Button asChild variant="outline" size="sm">
                <Link to={d.profileHref}>
                  <UserRound aria-hidden="true" /> {t("page.yourProfile")}
                </Link>
              </Button>
            ) : null}
            <SignOutForm variant="ghost" size="sm" />
          </div>
        </div>

        {d.justVerified ? (
          <Alert variant="success">
            <AlertTitle>{t("page.justVerifiedTitle")}</AlertTitle>
            <AlertDescription>{t("page.justVerified")}</AlertDescription>
          </Alert>
        ) : null}
        {d.emailVerified ? null : <VerifyEmailReminder email={d.email} />}
        {d.isOrganization ? (
          <VerificationBanner
            verification={d.verification}
            reapply={{
              lastResult: resultOf(actionData, "reapply"),
              checks: d.reapplyChecks ?? undefined,
            }}
          />
        ) : null}

        <div className="grid gap-6 lg:grid-cols-2">
          <MembershipCard view={d.membership} />
          {d.listingCounts ? (
            <MyListingsSummary counts={d.listingCounts} words={d.listingSummaryWords} />
          ) : null}
          {d.referral ? <ReferralCard referral={d.referral} /> : null}

          <Card>
            <CardHeader>
              <CardTitle as="h2">{t("page.yourAccount")}</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
                <dt className="font-semibold">{t("page.email")}</dt>
                <dd className="break-all">{d.email}</dd>
                <dt className="font-semibold">{t("page.username")}</dt>
                <dd>{d.username}</dd>
                <dt className="font-semibold">{t("page.location")}</dt>
                <dd>{d.location ?? t("page.notSet")}</dd>
                {d.organizationName ? (
                  <>
                    <dt className="font-semibold">{t("page.organisation")}</dt>
                    <dd>{d.organizationName}</dd>
                  </>
                ) : null}
                <dt className="font-semibold">{t("page.memberSince")}</dt>
                <dd>{d.memberSince}</dd>
              </dl>
            </CardContent>
          </Card>

          <ForumSettings
            username={d.username}
            forumUsername={d.forumUsername}
            lastResult={resultOf(actionData, "forum-settings")}
            checks={d.forumChecks}
          />
          <NotificationsCard unread={d.unreadNotifications} />
          <MarketingSettings consent={d.marketing} />
        </div>

        {/* Not a named region: the side menu, open over the page, has its own "Quick actions"
            region, and two landmarks of one name cannot be told apart (axe, landmark-unique). */}
        <section className="flex flex-col gap-3">
          <h2 className="text-2xl">{t("common:menu.quickActions")}</h2>
          {d.member ? null : (
            <p className="text-ink-muted">
              {d.isOrganization ? t("page.needsMembershipOrVerified") : t("page.needsMembership")}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <QuickAction to="/listings" enabled={d.member} icon={<Search aria-hidden="true" />}>
              {t("page.browseListings")}
            </QuickAction>
            <QuickAction
              to="/saved-searches"
              enabled={d.member}
              icon={<BellRing aria-hidden="true" />}
            >
              {t("page.savedSearches")}
            </QuickAction>
            <QuickAction to="/notifications" enabled={d.member} icon={<Bell aria-hidden="true" />}>
              {t("common:nav.notifications")}
            </QuickAction>
            <QuickAction to="/handovers" enabled={d.member} icon={<Handshake aria-hidden="true" />}>
              {t("page.handovers")}
            </QuickAction>
            <QuickAction
              to="/wanted/mine"
              enabled={d.member}
              icon={<Megaphone aria-hidden="true" />}
            >
              {t("page.wantedPosts")}
            </QuickAction>
            <QuickAction
              to="/forum"
              enabled={d.member}
              icon={<MessagesSquare aria-hidden="true" />}
            >
              {t("page.forum")}
            </QuickAction>
          </div>
        </section>
      </Container>
      <InlineScript code={dashboardScript} />
    </>
  );
}

function QuickAction({
  to,
  enabled,
  icon,
  children,
}: {
  to: string;
  enabled: boolean;
  icon: React.ReactNode;
  children: string;
}) {
  if (enabled) {
    return (
      <Button asChild variant="secondary">
        <Link to={to}>
          {icon} {children}
        </Link>
      </Button>
    );
  }
  return (
    <Button variant="secondary" disabled aria-disabled="true">
      {icon} {children}
    </Button>
  );
}
