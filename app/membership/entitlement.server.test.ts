import { describe, expect, it } from "vitest";
import { isEntitled, type SubscriberRow } from "./entitlement.server.ts";

const now = new Date("2026-06-01T12:00:00Z");
const base: SubscriberRow = {
  userId: "u1",
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
  updatedAt: now,
};

describe("isEntitled", () => {
  it("says no without a record, or with an inactive one", () => {
    expect(isEntitled(null, now)).toBe(false);
    expect(isEntitled(base, now)).toBe(false);
  });

  it("says yes to a paid membership until its end date, and no from then on", () => {
    const member = { ...base, subscribed: true, subscriptionEnd: new Date("2026-06-01T12:00:01Z") };
    expect(isEntitled(member, now)).toBe(true);
    expect(isEntitled(member, new Date("2026-06-01T12:00:01Z"))).toBe(false);
    // Cancelled at the period end: still a member until that date.
    expect(isEntitled({ ...member, cancelAtPeriodEnd: true }, now)).toBe(true);
  });

  it("says yes to an approved, verified organisation without paying", () => {
    const organisation = {
      ...base,
      isOrganization: true,
      verificationStatus: "approved",
      organizationVerifiedAt: new Date("2026-05-01T00:00:00Z"),
    };
    expect(isEntitled(organisation, now)).toBe(true);
    expect(isEntitled({ ...organisation, verificationStatus: "pending" }, now)).toBe(false);
    expect(isEntitled({ ...organisation, verificationStatus: "rejected" }, now)).toBe(false);
    expect(isEntitled({ ...organisation, organizationVerifiedAt: null }, now)).toBe(false);
    // A personal account cannot pass as an organisation by its verification fields alone.
    expect(isEntitled({ ...organisation, isOrganization: false }, now)).toBe(false);
  });
});
