import type { CurrentUser } from "~/accounts/current-user.server";
import { ukLongDate } from "~/components/format-date";
import type { Language } from "~/i18n/languages";
import type { AppServices } from "~/server/services.server";
import { findSubscriber } from "./entitlement.server";
import type { MembershipView } from "./membership-card";
import { describeMembership } from "./membership-state.server";

/**
 * What the dashboard shows about a membership. Coming back from checkout with a session id, the
 * checkout is read back from the provider first, so the result shows without waiting for its
 * webhook. The state, labels and buttons come from `describeMembership`.
 */
export async function membershipView(
  services: Pick<AppServices, "db" | "env" | "logger" | "payments">,
  user: Pick<CurrentUser, "id" | "profile">,
  url: URL,
  now: Date = new Date(),
  lng: Language = "en",
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
  const { state, display } = describeMembership(
    subscriber,
    { isOrganization: user.profile.isOrganization, providerInUse: services.payments.name },
    now,
  );
  return {
    state: state.kind,
    active: display.active,
    status: display.status,
    dateLabel: display.dateLabel,
    date: display.date ? ukLongDate(display.date, lng) : null,
    noteKey: display.noteKey,
    offer: display.offer,
    canManage: display.canManage,
    tier: subscriber?.subscriptionTier ?? null,
    isOrganization: user.profile.isOrganization,
    freeAccess: state.kind === "free-organisation",
    pricePence: services.env.MEMBERSHIP_PRICE_PENCE,
    returnedFromCheckout: returned,
    checkFailed,
  };
}
