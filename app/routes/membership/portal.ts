import { redirect } from "react-router";
import { requireUser } from "~/accounts/current-user.server";
import { getI18n } from "~/i18n/i18n.server";
import { findSubscriber } from "~/membership/entitlement.server";
import { describeMembership } from "~/membership/membership-state.server";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/portal";

// Manage subscription: the provider's own page for the member's own customer record.
export async function action({ context, url }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const { db, env, toasts, logger, payments } = getServices(context);
  const subscriber = await findSubscriber(db, user.id);
  const failed = () =>
    toasts.redirect("/dashboard", {
      type: "error",
      title: getI18n(context).getFixedT(null, "dashboard")("membership.portalFailed"),
    });
  // The same rule as the dashboard's button: an ended membership has nothing to manage.
  const { display } = describeMembership(subscriber, {
    isOrganization: user.profile.isOrganization,
    providerInUse: payments.name,
  });
  if (!display.canManage || !subscriber?.providerCustomerId) return failed();
  try {
    const portal = await payments.createPortal({
      userId: user.id,
      customerId: subscriber.providerCustomerId,
      returnUrl: `${env.APP_URL}/dashboard`,
    });
    return redirect(portal.url);
  } catch (error) {
    logger.error({ err: error, userId: user.id }, "could not open the billing portal");
    return failed();
  }
}

export function loader() {
  return redirect("/dashboard");
}
