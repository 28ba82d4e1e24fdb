import { FlaskConical } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, Form, redirect, useNavigation } from "react-router";
import { requireUser } from "~/accounts/current-user.server";
import { formatPence } from "~/components/format-money";
import submitBusyScript from "~/components/forms/submit-busy.island.ts?inline-script";
import { staticPage } from "~/components/hydration";
import { InlineScript } from "~/components/inline-script";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { getI18n } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import {
  cancelLocalCheckout,
  findCheckoutOwner,
  findOpenCheckout,
  payLocalCheckout,
} from "~/membership/payments/local-provider.server";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import type { Route } from "./+types/test-checkout";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: `${loaderData?.title ?? shellMessage(matches, "pageTitles.testPayment") ?? "Test payment"} | Glut`,
  },
  { name: "robots", content: "noindex" },
];

// Sent without React on a document load (decision 0112): two buttons of one plain form, each
// answered by a redirect; a small inline script holds them while the choice is on its way.
export const handle = staticPage;

function localOnly(context: Route.LoaderArgs["context"]) {
  const services = getServices(context);
  if (services.payments.name !== "local") throw data("Not found", { status: 404 });
  return services;
}

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const { db } = localOnly(context);
  const t = getI18n(context).getFixedT(null, "dashboard");
  const checkout = await findOpenCheckout(db, params.id, user.id);
  if (!checkout) throw data(t("testCheckout.finished"), { status: 404 });
  return {
    title: t("testCheckout.title"),
    id: checkout.id,
    amount: formatPence(checkout.amountPence),
    email: user.email,
  };
}

export async function action({ context, url, params, request }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const { db, fulfilment } = localOnly(context);
  const t = getI18n(context).getFixedT(null, "dashboard");
  const owner = await findCheckoutOwner(db, params.id);
  // Another member's checkout: refused, and nothing changes.
  if (owner && owner !== user.id) throw data(t("testCheckout.notYours"), { status: 403 });
  const intent = (await readForm(request, context)).get("intent");
  if (intent === "pay") {
    const paid = await payLocalCheckout({ db, fulfilment }, params.id, user.id);
    if (!paid) throw data(t("testCheckout.finished"), { status: 404 });
    return redirect("/dashboard?success=true");
  }
  if (intent === "cancel") {
    await cancelLocalCheckout(db, params.id, user.id);
    return redirect("/dashboard?cancelled=true");
  }
  throw data(t("refusals.unknownAction"), { status: 400 });
}

export default function TestCheckout({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const { t } = useTranslation("dashboard");
  // A document load has no React: the inline script holds the buttons as React does here.
  const pay = t("testCheckout.pay", { amount: loaderData.amount });
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <Card>
        <CardHeader>
          <h1 className="text-3xl">{t("testCheckout.heading")}</h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <Alert variant="warning" icon={<FlaskConical aria-hidden="true" />}>
            <AlertTitle>{t("testCheckout.noMoney")}</AlertTitle>
            <AlertDescription>{t("testCheckout.standsIn")}</AlertDescription>
          </Alert>
          <dl className="grid grid-cols-[1fr_auto] gap-y-2 text-lg">
            <dt>{t("testCheckout.yearly")}</dt>
            <dd className="font-bold">{loaderData.amount}</dd>
            <dt className="text-base text-ink-muted">{t("testCheckout.account")}</dt>
            <dd className="text-base text-ink-muted break-all">{loaderData.email}</dd>
          </dl>
          <Form method="post" className="flex flex-col gap-3">
            <Button
              type="submit"
              name="intent"
              value="pay"
              size="lg"
              disabled={busy}
              data-submitting={pay}
            >
              {pay}
            </Button>
            <Button
              type="submit"
              name="intent"
              value="cancel"
              variant="outline"
              disabled={busy}
              data-submitting={t("testCheckout.cancel")}
            >
              {t("testCheckout.cancel")}
            </Button>
          </Form>
          <InlineScript code={submitBusyScript} />
        </CardContent>
      </Card>
    </div>
  );
}
