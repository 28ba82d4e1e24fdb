import { describe, expect, it } from "vitest";
import { isEntitled, type SubscriberRow } from "./entitlement.server";
import { describeMembership, membershipStateOf } from "./membership-state.server";

const NOW = new Date("2026-11-29T12:00:00Z");
const IN_A_YEAR = new Date("2027-11-28T12:00:00Z");
const LAST_WEEK = new Date("2026-11-22T12:00:00Z");

function row(fields: Partial<SubscriberRow> = {}): SubscriberRow {
  return {
    userId: "member",
    subscribed: false,
    subscriptionTier: null,
    subscriptionEnd: null,
    status: null,
    cancelAtPeriodEnd: false,
    isOrganization: false,
    verificationStatus: null,
    organizationVerifiedAt: null,
    provider: null,
    providerCustomerId: null,
    providerSubscriptionId: null,
    stateAt: null,
    welcomeEmailSentAt: null,
    updatedAt: NOW,
    ...fields,
  };
}

const paid = (fields: Partial<SubscriberRow> = {}) =>
  row({
    subscribed: true,
    subscriptionTier: "Member",
    subscriptionEnd: IN_A_YEAR,
    status: "active",
    provider: "stripe",
    providerCustomerId: "cus_1",
    providerSubscriptionId: "sub_1",
    stateAt: LAST_WEEK,
    ...fields,
  });

const person = { isOrganization: false, providerInUse: "stripe" };

describe("membershipStateOf", () => {
  it("names each state once, from the subscriber row", () => {
    expect(membershipStateOf(null, NOW)).toEqual({ kind: "never" });
    // A checkout was started (the customer is linked) but nothing was ever applied.
    expect(
      membershipStateOf(row({ provider: "stripe", providerCustomerId: "cus_1" }), NOW),
    ).toEqual({ kind: "never" });
    expect(membershipStateOf(paid(), NOW)).toEqual({
      kind: "active",
      renewsOn: IN_A_YEAR,
      paymentOverdue: false,
    });
    expect(membershipStateOf(paid({ status: "past_due" }), NOW)).toMatchObject({
      kind: "active",
      paymentOverdue: true,
    });
    expect(membershipStateOf(paid({ cancelAtPeriodEnd: true }), NOW)).toEqual({
      kind: "ending",
      endsOn: IN_A_YEAR,
    });
    // Deleted by Stripe at once: the period end still lies ahead, but it ended when Stripe said.
    expect(
      membershipStateOf(paid({ subscribed: false, status: "canceled", stateAt: LAST_WEEK }), NOW),
    ).toEqual({ kind: "ended", endedOn: LAST_WEEK });
    // The period ran out with no news (the local provider sends none): ended at the period end.
    expect(
      membershipStateOf(
        paid({ provider: "local", subscriptionEnd: LAST_WEEK, cancelAtPeriodEnd: true }),
        NOW,
      ),
    ).toEqual({ kind: "ended", endedOn: LAST_WEEK });
    expect(
      membershipStateOf(
        row({
          isOrganization: true,
          verificationStatus: "approved",
          organizationVerifiedAt: LAST_WEEK,
          subscribed: true,
        }),
        NOW,
      ),
    ).toEqual({ kind: "free-organisation" });
  });

  it("agrees with the gates: the card says Active exactly when isEntitled lets the member in", () => {
    const rows = [
      null,
      row(),
      paid(),
      paid({ status: "past_due" }),
      paid({ cancelAtPeriodEnd: true }),
      paid({ subscribed: false, status: "canceled" }),
      paid({ subscriptionEnd: LAST_WEEK }),
      row({ isOrganization: true, verificationStatus: "approved", organizationVerifiedAt: NOW }),
      row({ isOrganization: true, verificationStatus: "rejected" }),
    ];
    for (const subscriber of rows) {
      const { display } = describeMembership(subscriber, person, NOW);
      expect(display.active).toBe(isEntitled(subscriber, NOW));
      expect(display.status === "Active" || display.status === null).toBe(display.active);
    }
  });
});

describe("describeMembership", () => {
  it("offers Manage subscription only while there is a membership to manage with this provider", () => {
    expect(describeMembership(paid(), person, NOW).display).toMatchObject({
      status: "Active",
      dateLabel: "Renews",
      offer: null,
      canManage: true,
    });
    expect(
      describeMembership(paid({ cancelAtPeriodEnd: true }), person, NOW).display,
    ).toMatchObject({
      status: "Active",
      dateLabel: "Ends",
      date: IN_A_YEAR,
      offer: null,
      canManage: true,
    });
    expect(
      describeMembership(paid({ subscribed: false, status: "canceled" }), person, NOW).display,
    ).toMatchObject({ status: "Not active", dateLabel: "Ended", offer: "renew", canManage: false });
    // A Stripe customer while the local provider is in use: nothing here can manage it.
    expect(
      describeMembership(paid(), { ...person, providerInUse: "local" }, NOW).display.canManage,
    ).toBe(false);
    expect(describeMembership(null, person, NOW).display).toMatchObject({
      status: "Not active",
      dateLabel: null,
      offer: "subscribe",
      canManage: false,
    });
  });

  it("never offers an organisation a checkout, verified or not", () => {
    const organisation = { isOrganization: true, providerInUse: "stripe" };
    expect(
      describeMembership(
        row({ isOrganization: true, verificationStatus: "rejected" }),
        organisation,
        NOW,
      ).display,
    ).toMatchObject({ status: "Not active", offer: null, canManage: false });
    expect(
      describeMembership(
        row({ isOrganization: true, verificationStatus: "approved", organizationVerifiedAt: NOW }),
        organisation,
        NOW,
      ).display,
    ).toMatchObject({ active: true, status: null, offer: null, canManage: false });
  });
});
