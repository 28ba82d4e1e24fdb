import { FlaskConical } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import { requireUser } from "~/accounts/current-user.server";
import { ukLongDate } from "~/components/format-date";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { currentMembership } from "~/membership/member-gate.server";
import { describeMembership } from "~/membership/membership-state.server";
import { setLocalCancelAtPeriodEnd } from "~/membership/payments/local-provider.server";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import type { Route } from "./+types/test-manage";

export const meta: Route.MetaFunction = () => [
  { title: "Manage membership (test) | Glut" },
  { name: "robots", content: "noindex" },
];

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
  return {
    end: subscriber.subscriptionEnd ? ukLongDate(subscriber.subscriptionEnd) : null,
    cancelAtPeriodEnd: subscriber.cancelAtPeriodEnd,
  };
}

export async function action({ context, url, request }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const { fulfilment, toasts, payments } = localOnly(context);
  const { subscriber } = await currentMembership(context, user);
  // The dashboard's rule for Manage subscription: an ended membership has nothing to resume.
  const { display } = describeMembership(subscriber, {
    isOrganization: user.profile.isOrganization,
    providerInUse: payments.name,
  });
  if (subscriber?.provider !== "local" || !display.canManage) {
    throw data("No membership to manage.", { status: 403 });
  }
  const intent = (await readForm(request)).get("intent");
  if (intent !== "cancel" && intent !== "resume") throw data("Unknown action", { status: 400 });
  await setLocalCancelAtPeriodEnd(fulfilment, subscriber, intent === "cancel");
  const headers = await toasts.headers(context, {
    type: "success",
    title: intent === "cancel" ? "Membership cancelled" : "Membership renewed",
    description:
      intent === "cancel" && subscriber.subscriptionEnd
        ? `You keep your membership until ${ukLongDate(subscriber.subscriptionEnd)}.`
        : undefined,
  });
  return redirect("/dashboard", { headers });
}

export default function TestManage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <Card>
        <CardHeader>
          <h1 className="text-3xl">Manage your membership</h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <Alert variant="warning" icon={<FlaskConical aria-hidden="true" />}>
            <AlertTitle>Test payments: no money moves</AlertTitle>
            <AlertDescription>
              This page stands in for a card payment provider’s own.
            </AlertDescription>
          </Alert>
          <p>
            {loaderData.cancelAtPeriodEnd
              ? `Your membership is cancelled and ends on ${loaderData.end}.`
              : `Your membership renews on ${loaderData.end}.`}
          </p>
          <Form method="post" className="flex flex-col gap-3">
            {loaderData.cancelAtPeriodEnd ? (
              <Button type="submit" name="intent" value="resume">
                Keep my membership
              </Button>
            ) : (
              <Button type="submit" name="intent" value="cancel" variant="destructive">
                Cancel membership
              </Button>
            )}
            <Button asChild variant="ghost">
              <Link to="/dashboard">Back to your dashboard</Link>
            </Button>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}
