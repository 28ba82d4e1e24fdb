import type { CurrentUser } from "~/accounts/current-user.server";
import { ukLongDate } from "~/components/format-date";
import type { AppServices } from "~/server/services.server";
import { findSubscriber, isEntitled } from "./entitlement.server";
import type { MembershipView } from "./membership-card";

/**
 * What the dashboard shows about a membership. Coming back from checkout with a session id, the
 * checkout is read back from the provider first, so the result shows without waiting for its
 * webhook.
 */
export async function membershipView(
  services: Pick<AppServices, "db" | "env" | "logger" | "payments">,
  user: CurrentUser,
  url: URL,
): Promise<MembershipView> {
  const returned =
    url.searchParams.get("success") === "true"
      ? "success"
      : url.searchParams.get("cancelled") === "true"
        ? "cancelled"
        : null;
  let checkFailed = false;
  const sessionId = url.searchParams.get("session_id");
  if (returned === "success" && sessionId) {
    try {
      await services.payments.confirmCheckout(sessionId, user.id);
    } catch (error) {
      services.logger.error({ err: error, userId: user.id }, "could not read the checkout back");
      checkFailed = true;
    }
  }
  const subscriber = await findSubscriber(services.db, user.id);
  const active = isEntitled(subscriber);
  const freeAccess = user.profile.isOrganization && active;
  return {
    active,
    tier: subscriber?.subscriptionTier ?? null,
    end: subscriber?.subscriptionEnd ? ukLongDate(subscriber.subscriptionEnd) : null,
    cancelAtPeriodEnd: subscriber?.cancelAtPeriodEnd ?? false,
    canManage:
      !freeAccess &&
      Boolean(subscriber?.providerCustomerId) &&
      subscriber?.provider === services.payments.name,
    isOrganization: user.profile.isOrganization,
    freeAccess,
    pricePence: services.env.MEMBERSHIP_PRICE_PENCE,
    returnedFromCheckout: returned,
    checkFailed,
  };
}
