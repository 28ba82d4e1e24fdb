import type { RouterContextProvider } from "react-router";
import { type CurrentUser, requireUser } from "~/accounts/current-user.server";
import { canUseMemberFeatures } from "~/membership/entitlement.server";
import { getServices } from "~/server/context.server";
import { redirectWithToast } from "~/server/toast.server";

export const BROWSE_GATE_TOAST = {
  title: "Subscription Required",
  personal: "Browsing listings needs an active membership.",
  organisation: "Browsing listings needs an active membership or a verified organisation.",
} as const;

/** The gate's line for /my-listings and the edit page. */
export const MANAGE_GATE_REASON = {
  personal: "Managing your listings needs an active membership.",
  organisation: "Managing your listings needs an active membership or a verified organisation.",
} as const;

/** The toast's line: one for everyone, or one for people and one for organisations. */
export type MemberGateReason = string | { personal: string; organisation: string };

/**
 * The member gate for pages (PRODUCT.md, 'who may browse listings'): a signed-in member or
 * verified organisation passes; anyone else signed in goes to /dashboard with an error toast
 * saying why. `reason` is the toast's line; by default, the browsing one.
 */
export async function requireMember(
  context: Readonly<RouterContextProvider>,
  url: URL,
  reason: MemberGateReason = BROWSE_GATE_TOAST,
): Promise<CurrentUser> {
  const user = requireUser(context, url);
  const { db, env } = getServices(context);
  if (await canUseMemberFeatures(db, user)) return user;
  throw await redirectWithToast(env.BETTER_AUTH_SECRET, "/dashboard", {
    type: "error",
    title: BROWSE_GATE_TOAST.title,
    description:
      typeof reason === "string"
        ? reason
        : user.profile.isOrganization
          ? reason.organisation
          : reason.personal,
  });
}
