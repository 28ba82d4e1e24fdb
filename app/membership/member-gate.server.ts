import { createContext, type RouterContextProvider } from "react-router";
import { type CurrentUser, getCurrentUser, requireUser } from "~/accounts/current-user.server";
import type { Namespace } from "~/i18n/catalogues.server";
import { getT } from "~/i18n/i18n.server";
import { getServices } from "~/server/context.server";
import type { Db } from "~/server/db/database.server";
import { findSubscriber, isEntitled, type SubscriberRow } from "./entitlement.server";

// The member gate: the one way a page, a form or a service asks "may this account use member
// features?" (the rule itself is `isEntitled`). It reads the account's membership once per
// request, however many gates the request passes, and hands back a `Member`: the services that
// offer member features take one, so none of them can be reached without passing here.

declare const admitted: unique symbol;

/** A signed-in account the member gate let through during this request. Only the gate makes one. */
export type Member = CurrentUser & { readonly [admitted]: true };

/**
 * A catalogue key with its namespace (`"listings:gate.personal"`): the gate words its refusal
 * in the request's language, so no caller can hand it words in the wrong one.
 */
export type GateWordsKey = `${Namespace}:${string}`;

/** The toast's line: one for everyone, or one for people and one for organisations. */
export type MemberGateReason =
  | GateWordsKey
  | { personal: GateWordsKey; organisation: GateWordsKey };

/** A form or action refused for want of a membership (or a verified organisation): 403. */
export class MembershipRequiredError extends Error {
  readonly status = 403;
  constructor(message: string) {
    super(message);
    this.name = "MembershipRequiredError";
  }
}

/** The request's one read of the signed-in account's membership, started by the first gate. */
const subscriberRead = createContext<{
  userId: string;
  subscriber: Promise<SubscriberRow | null>;
} | null>(null);

function readSubscriber(
  context: Readonly<RouterContextProvider>,
  user: CurrentUser,
): Promise<SubscriberRow | null> {
  let read = context.get(subscriberRead);
  if (read?.userId !== user.id) {
    // Set before it is awaited, so that loaders running side by side share the one query.
    read = { userId: user.id, subscriber: findSubscriber(getServices(context).db, user.id) };
    context.set(subscriberRead, read);
  }
  return read.subscriber;
}

/**
 * The accounts the gate let through, by the request's own CurrentUser object (made afresh for
 * each request by the session middleware), so a service that asks again with the same object
 * (`canUseMemberFeatures`, its defence against forged calls) is answered without a second read.
 */
const admittedUsers = new WeakSet<CurrentUser>();

async function admit(
  context: Readonly<RouterContextProvider>,
  user: CurrentUser,
): Promise<Member | null> {
  if (!isEntitled(await readSubscriber(context, user))) {
    admittedUsers.delete(user);
    return null;
  }
  admittedUsers.add(user);
  return user as Member;
}

/**
 * For membership's own pages (checkout, the test provider's manage page), which need the record
 * itself as well as the answer: the request's one read, and whether the gate would admit.
 */
export async function currentMembership(
  context: Readonly<RouterContextProvider>,
  user: CurrentUser,
): Promise<{ subscriber: SubscriberRow | null; admitted: boolean }> {
  const subscriber = await readSubscriber(context, user);
  return { subscriber, admitted: isEntitled(subscriber) };
}

/**
 * The gate for pages (PRODUCT.md, 'who may browse listings'): a visitor goes to /login; a
 * signed-in member or verified organisation passes; anyone else goes to /dashboard with an
 * error toast saying why (`reason`).
 */
export async function requireMember(
  context: Readonly<RouterContextProvider>,
  url: URL,
  reason: MemberGateReason,
): Promise<Member> {
  const user = requireUser(context, url);
  const member = await admit(context, user);
  if (member) return member;
  const t = getT(context);
  throw await getServices(context).toasts.redirect("/dashboard", {
    type: "error",
    title: t("common:memberGate.title"),
    description: t(
      typeof reason === "string"
        ? reason
        : user.profile.isOrganization
          ? reason.organisation
          : reason.personal,
    ),
  });
}

/**
 * The gate for a form's action, which answers in place rather than moving on: anyone but a
 * signed-in member is refused with a MembershipRequiredError (403) carrying `refusal`.
 */
export async function requireMemberForAction(
  context: Readonly<RouterContextProvider>,
  refusal: string,
): Promise<Member> {
  const user = getCurrentUser(context);
  const member = user ? await admit(context, user) : null;
  if (member) return member;
  throw new MembershipRequiredError(refusal);
}

/**
 * The gate for code outside a request's context (a service's own defence against a forged call,
 * a job): may this account use member features? An account the request's gate already admitted
 * is not read again; any other is read each time it is asked.
 */
export async function canUseMemberFeatures(db: Db, user: CurrentUser | null): Promise<boolean> {
  if (!user) return false;
  if (admittedUsers.has(user)) return true;
  return isEntitled(await findSubscriber(db, user.id));
}
