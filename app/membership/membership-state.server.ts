import { englishFrom } from "~/i18n/english";
import enDashboard from "~/i18n/locales/en/dashboard";
import { isEntitled, isVerifiedOrganisation, type SubscriberRow } from "./entitlement.server";

/**
 * A membership as the member sees it, decided here and nowhere else (decision 0072). The
 * dashboard's labels and buttons and the Manage subscription route all follow it, and its idea
 * of "has access" is `isEntitled`, the rule every gate uses, so the card can never say one thing
 * while the gates do another.
 *
 * - free-organisation: a verified organisation; nothing to pay or manage.
 * - never: no paid membership has ever been applied (perhaps a checkout was started).
 * - active: paid up and renewing (`paymentOverdue` while the provider retries a failed card).
 * - ending: paid up, cancelled at the period end (Stripe's `cancel_at_period_end` or
 *   `cancel_at`, the local manage page); it can still be resumed until `endsOn`.
 * - ended: no access any more: the provider ended it (`customer.subscription.deleted`, an
 *   immediate cancellation, all retries failed) or its period is over.
 */
export type MembershipState =
  | { kind: "free-organisation" }
  | { kind: "never" }
  | { kind: "active"; renewsOn: Date | null; paymentOverdue: boolean }
  | { kind: "ending"; endsOn: Date }
  | { kind: "ended"; endedOn: Date | null };

export function membershipStateOf(
  subscriber: SubscriberRow | null | undefined,
  now: Date = new Date(),
): MembershipState {
  if (isVerifiedOrganisation(subscriber)) return { kind: "free-organisation" };
  if (!subscriber) return { kind: "never" };
  if (isEntitled(subscriber, now)) {
    if (subscriber.cancelAtPeriodEnd && subscriber.subscriptionEnd) {
      return { kind: "ending", endsOn: subscriber.subscriptionEnd };
    }
    return {
      kind: "active",
      renewsOn: subscriber.subscriptionEnd,
      paymentOverdue: subscriber.status === "past_due",
    };
  }
  if (subscriber.status === null) return { kind: "never" };
  return { kind: "ended", endedOn: endedOn(subscriber, now) };
}

/**
 * When an ended membership stopped: the end of its period if that has passed, or when the
 * provider said it stopped giving access (an immediate cancellation keeps a period end in the
 * future, which is not when it ended), whichever came first; null if neither is known.
 */
function endedOn(subscriber: SubscriberRow, now: Date): Date | null {
  const candidates: Date[] = [];
  if (subscriber.subscriptionEnd && subscriber.subscriptionEnd <= now) {
    candidates.push(subscriber.subscriptionEnd);
  }
  if (!subscriber.subscribed && subscriber.stateAt) candidates.push(subscriber.stateAt);
  if (candidates.length === 0) return null;
  return new Date(Math.min(...candidates.map((date) => date.getTime())));
}

/** What the membership card shows and offers for a state. */
export interface MembershipDisplay {
  /** Member features are open (the same answer as the gates). */
  active: boolean;
  /** "Active" or "Not active"; null for a verified organisation (free access instead). */
  status: "Active" | "Not active" | null;
  /** The dated line under the status, if any: "Renews", "Ends" or "Ended". */
  dateLabel: "Renews" | "Ends" | "Ended" | null;
  date: Date | null;
  /** A sentence about what happens next, if the state needs one (English). */
  note: string | null;
  /** The same sentence's key in the `dashboard` catalogue (`membership.notes.*`). */
  noteKey: MembershipNoteKey | null;
  /** Which checkout button to show, if any. Organisations never pay. */
  offer: "subscribe" | "renew" | null;
  /** Whether Manage subscription is offered (and the portal route opens). */
  canManage: boolean;
}

export type MembershipNoteKey = keyof (typeof enDashboard)["membership"]["notes"];

const english = englishFrom(enDashboard);

/** A note in English, with its key for the page's language (decision 0098). */
function membershipNote(noteKey: MembershipNoteKey | null) {
  return { note: noteKey ? english(`membership.notes.${noteKey}`) : null, noteKey };
}

export function membershipDisplay(
  state: MembershipState,
  context: {
    isOrganization: boolean;
    /** The member's provider customer belongs to the provider in use now. */
    managedHere: boolean;
  },
): MembershipDisplay {
  switch (state.kind) {
    case "free-organisation":
      return {
        active: true,
        status: null,
        dateLabel: null,
        date: null,
        note: null,
        noteKey: null,
        offer: null,
        canManage: false,
      };
    case "never":
      return {
        active: false,
        status: "Not active",
        dateLabel: null,
        date: null,
        note: null,
        noteKey: null,
        offer: context.isOrganization ? null : "subscribe",
        canManage: false,
      };
    case "active":
      return {
        active: true,
        status: "Active",
        dateLabel: state.renewsOn ? "Renews" : null,
        date: state.renewsOn,
        ...membershipNote(state.paymentOverdue ? "paymentOverdue" : null),
        offer: null,
        canManage: context.managedHere,
      };
    case "ending":
      return {
        active: true,
        status: "Active",
        dateLabel: "Ends",
        date: state.endsOn,
        ...membershipNote(context.managedHere ? "cancelledResumable" : "cancelled"),
        offer: null,
        canManage: context.managedHere,
      };
    case "ended":
      return {
        active: false,
        status: "Not active",
        dateLabel: state.endedOn ? "Ended" : null,
        date: state.endedOn,
        note: null,
        noteKey: null,
        offer: context.isOrganization ? null : "renew",
        canManage: false,
      };
  }
}

/** The state and what to show for it, for a member's subscriber row. */
export function describeMembership(
  subscriber: SubscriberRow | null | undefined,
  context: { isOrganization: boolean; providerInUse: string },
  now: Date = new Date(),
): { state: MembershipState; display: MembershipDisplay } {
  const state = membershipStateOf(subscriber, now);
  const managedHere =
    Boolean(subscriber?.providerCustomerId) && subscriber?.provider === context.providerInUse;
  return {
    state,
    display: membershipDisplay(state, { isOrganization: context.isOrganization, managedHere }),
  };
}
