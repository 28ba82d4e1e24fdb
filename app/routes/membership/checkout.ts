import { redirect } from "react-router";
import { requireUser } from "~/accounts/current-user.server";
import { getI18n } from "~/i18n/i18n.server";
import { currentMembership } from "~/membership/member-gate.server";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/checkout";

// Subscribe: a POST from the dashboard's membership card, answered with the provider's checkout.
export async function action({ context, url }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const { env, toasts, logger, payments } = getServices(context);
  const { subscriber, admitted } = await currentMembership(context, user);
  if (user.profile.isOrganization || admitted) throw redirect("/dashboard");
  try {
    const { url: checkoutUrl } = await payments.createCheckout({
      userId: user.id,
      email: user.email,
      customerId: subscriber?.provider === payments.name ? subscriber.providerCustomerId : null,
      successUrl: `${env.APP_URL}/dashboard?success=true`,
      cancelUrl: `${env.APP_URL}/dashboard?cancelled=true`,
    });
    return redirect(checkoutUrl);
  } catch (error) {
    logger.error({ err: error, userId: user.id }, "could not start checkout");
    return toasts.redirect("/dashboard", {
      type: "error",
      title: getI18n(context).getFixedT(null, "dashboard")("membership.checkoutFailed"),
    });
  }
}

export function loader() {
  return redirect("/dashboard");
}
