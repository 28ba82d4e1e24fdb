import { FlaskConical } from "lucide-react";
import { data, Form, redirect, useNavigation } from "react-router";
import { requireUser } from "~/accounts/current-user.server";
import { formatPence } from "~/components/format-money";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import {
  cancelLocalCheckout,
  findCheckoutOwner,
  findOpenCheckout,
  payLocalCheckout,
} from "~/membership/payments/local-provider.server";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import type { Route } from "./+types/test-checkout";

export const meta: Route.MetaFunction = () => [
  { title: "Test payment | Glut" },
  { name: "robots", content: "noindex" },
];

function localOnly(context: Route.LoaderArgs["context"]) {
  const services = getServices(context);
  if (services.payments.name !== "local") throw data("Not found", { status: 404 });
  return services;
}

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const { db } = localOnly(context);
  const checkout = await findOpenCheckout(db, params.id, user.id);
  if (!checkout) throw data("This checkout has finished or does not exist.", { status: 404 });
  return { id: checkout.id, amount: formatPence(checkout.amountPence), email: user.email };
}

export async function action({ context, url, params, request }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const { db, fulfilment } = localOnly(context);
  const owner = await findCheckoutOwner(db, params.id);
  // Another member's checkout: refused, and nothing changes.
  if (owner && owner !== user.id) throw data("This is not your checkout.", { status: 403 });
  const intent = (await readForm(request)).get("intent");
  if (intent === "pay") {
    const paid = await payLocalCheckout({ db, fulfilment }, params.id, user.id);
    if (!paid) throw data("This checkout has finished or does not exist.", { status: 404 });
    return redirect("/dashboard?success=true");
  }
  if (intent === "cancel") {
    await cancelLocalCheckout(db, params.id, user.id);
    return redirect("/dashboard?cancelled=true");
  }
  throw data("Unknown action", { status: 400 });
}

export default function TestCheckout({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <Card>
        <CardHeader>
          <h1 className="text-3xl">Glut membership</h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <Alert variant="warning" icon={<FlaskConical aria-hidden="true" />}>
            <AlertTitle>Test payment: no money moves</AlertTitle>
            <AlertDescription>
              This Glut runs without a card payment provider, so this page stands in for one. Paying
              here starts a real membership on this site, but nobody is charged.
            </AlertDescription>
          </Alert>
          <dl className="grid grid-cols-[1fr_auto] gap-y-2 text-lg">
            <dt>Yearly membership</dt>
            <dd className="font-bold">{loaderData.amount}</dd>
            <dt className="text-base text-ink-muted">Account</dt>
            <dd className="text-base text-ink-muted break-all">{loaderData.email}</dd>
          </dl>
          <Form method="post" className="flex flex-col gap-3">
            <Button type="submit" name="intent" value="pay" size="lg" disabled={busy}>
              Pay {loaderData.amount}
            </Button>
            <Button type="submit" name="intent" value="cancel" variant="outline" disabled={busy}>
              Cancel
            </Button>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}
