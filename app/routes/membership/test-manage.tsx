import { FlaskConical } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect } from "react-router";
import { requireUser } from "~/accounts/current-user.server";
import { ukLongDate } from "~/components/format-date";
import { staticPage } from "~/components/hydration";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import { currentMembership } from "~/membership/member-gate.server";
import { describeMembership } from "~/membership/membership-state.server";
import { setLocalCancelAtPeriodEnd } from "~/membership/payments/local-provider.server";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import type { Route } from "./+types/test-manage";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: `${loaderData?.title ?? shellMessage(matches, "pageTitles.testManage") ?? "Manage membership (test)"} | Glut`,
  },
  { name: "robots", content: "noindex" },
];

// A sentence and one button of a plain form answered by a redirect: no scripts (decisions 0057,
// 0112).
export const handle = staticPage;

function localOnly(context: Route.LoaderArgs["context"]) {
  const services = getServices(context);
  if (services.payments.name !== "local") throw data("Not found", { status: 404 });
  return services;
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  localOnly(context);
  const { subscriber, admitted } = await currentMembership(context, user);
  if (subscriber?.provider !== "local" || !admitted) throw redirect("/dashboard");
  const lng = getLanguage(context);
  return {
    title: getI18n(context).getFixedT(null, "dashboard")("testManage.title"),
    end: subscriber.subscriptionEnd ? ukLongDate(subscriber.subscriptionEnd, lng) : null,
    cancelAtPeriodEnd: subscriber.cancelAtPeriodEnd,
  };
}

export async function action({ context, url, request }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const { fulfilment, toasts, payments } = localOnly(context);
  const t = getI18n(context).getFixedT(null, "dashboard");
  const { subscriber } = await currentMembership(context, user);
  // The dashboard's rule for Manage subscription: an ended membership has nothing to resume.
  const { display } = describeMembership(subscriber, {
    isOrganization: user.profile.isOrganization,
    providerInUse: payments.name,
  });
  if (subscriber?.provider !== "local" || !display.canManage) {
    throw data(t("testManage.nothingToManage"), { status: 403 });
  }
  const intent = (await readForm(request, context)).get("intent");
  if (intent !== "cancel" && intent !== "resume")
    throw data(t("refusals.unknownAction"), { status: 400 });
  await setLocalCancelAtPeriodEnd(fulfilment, subscriber, intent === "cancel");
  const headers = await toasts.headers(context, {
    type: "success",
    title: intent === "cancel" ? t("testManage.cancelled") : t("testManage.renewed"),
    description:
      intent === "cancel" && subscriber.subscriptionEnd
        ? t("testManage.keepUntil", {
            date: ukLongDate(subscriber.subscriptionEnd, getLanguage(context)),
          })
        : undefined,
  });
  return redirect("/dashboard", { headers });
}

export default function TestManage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("dashboard");
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <Card>
        <CardHeader>
          <h1 className="text-3xl">{t("testManage.heading")}</h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <Alert variant="warning" icon={<FlaskConical aria-hidden="true" />}>
            <AlertTitle>{t("testManage.noMoney")}</AlertTitle>
            <AlertDescription>{t("testManage.standsIn")}</AlertDescription>
          </Alert>
          <p>
            {loaderData.cancelAtPeriodEnd
              ? t("testManage.endsOn", { date: loaderData.end })
              : t("testManage.renewsOn", { date: loaderData.end })}
          </p>
          <Form method="post" className="flex flex-col gap-3">
            {loaderData.cancelAtPeriodEnd ? (
              <Button type="submit" name="intent" value="resume">
                {t("testManage.keep")}
              </Button>
            ) : (
              <Button type="submit" name="intent" value="cancel" variant="destructive">
                {t("testManage.cancel")}
              </Button>
            )}
            <Button asChild variant="ghost">
              <Link to="/dashboard">{t("page.back")}</Link>
            </Button>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}
