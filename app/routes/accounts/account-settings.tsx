import { ArrowLeft, Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigation } from "react-router";
import { accountHasPassword } from "~/accounts/account-deletion.server";
import accountSettingsScript from "~/accounts/account-settings.island.ts?inline-script";
import {
  type AccountSettingsIntent,
  accountSettingsAction,
} from "~/accounts/account-settings-actions.server";
import {
  changePasswordChecks,
  deleteAccountChecks,
} from "~/accounts/account-settings-checks.server";
import { ChangePasswordCard } from "~/accounts/change-password-card";
import { requireUser } from "~/accounts/current-user.server";
import { DeleteAccountCard } from "~/accounts/delete-account-card";
import { BlockedMembersCard } from "~/blocking/blocked-members-card";
import { listBlockedMembers } from "~/blocking/blocks.server";
import { ukLongDate } from "~/components/format-date";
import { staticPage } from "~/components/hydration";
import { InlineScript } from "~/components/inline-script";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import { NotificationsCard } from "~/notifications/notifications-card";
import { PushNotificationsCard } from "~/push/push-notifications-card";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/account-settings";

// Sent without React on a document load (decision 0107): its forms are plain posts answered by
// a redirect with the notice, or by the page again with the form's messages; one inline script
// checks them in the browser from their schemas and opens the delete form in a native dialog.
export const handle = staticPage;

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const { db } = getServices(context);
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "accounts");
  const [hasPassword, blocked] = await Promise.all([
    accountHasPassword(db, user.id),
    listBlockedMembers(db, user.id),
  ]);
  return {
    title: t("settings.title"),
    // The two checked forms' checks, asked of their schemas (decision 0066).
    changePasswordChecks: changePasswordChecks(t),
    deleteAccountChecks: deleteAccountChecks(t, hasPassword),
    email: user.email,
    hasPassword,
    blocked: blocked.map((block) => ({
      blockId: block.blockId,
      name: block.name,
      since: ukLongDate(block.blockedAt, lng),
    })),
  };
}

export async function action(args: Route.ActionArgs) {
  return accountSettingsAction(args);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: `${loaderData?.title ?? shellMessage(matches, "pageTitles.accountSettings") ?? "Account settings"} | Glut`,
  },
  { name: "robots", content: "noindex" },
];

export default function AccountSettings({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { t } = useTranslation("accounts");
  const idle = navigation.state === "idle";
  const resultFor = (intent: AccountSettingsIntent) =>
    idle && actionData?.intent === intent ? actionData.result : undefined;
  // A document load has no React: the inline script does what React does after a navigation.
  return (
    <Container className="flex max-w-3xl flex-col gap-6 py-10">
      <div className="flex flex-col gap-2">
        <Link to="/dashboard" className="inline-flex items-center gap-1 self-start">
          <ArrowLeft aria-hidden="true" className="size-5" /> {t("dashboard:page.back")}
        </Link>
        <h1 className="text-3xl sm:text-4xl">{t("settings.title")}</h1>
        <p className="break-all text-ink-muted">
          {t("settings.signedInAs", { email: loaderData.email })}
        </p>
      </div>
      <ChangePasswordCard
        email={loaderData.email}
        hasPassword={loaderData.hasPassword}
        lastResult={resultFor("change-password")}
        checks={loaderData.changePasswordChecks}
      />
      <BlockedMembersCard blocked={loaderData.blocked} />
      <NotificationsCard unread={null} />
      <PushNotificationsCard />
      <DownloadData />
      <DeleteAccountCard
        hasPassword={loaderData.hasPassword}
        lastResult={resultFor("delete-account")}
        checks={loaderData.deleteAccountChecks}
      />
      <InlineScript code={accountSettingsScript} />
    </Container>
  );
}

function DownloadData() {
  const { t } = useTranslation("accounts");
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("settings.download")}</CardTitle>
        <CardDescription>{t("settings.downloadDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <a href="/account/data" download>
            <Download aria-hidden="true" /> {t("settings.download")}
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
