import { describe, expect, it } from "vitest";
import { contactRequestRetentionCutoff } from "~/contact/contact-retention.server";
import { paymentRecordRetentionCutoff } from "~/membership/payment-retention.server";
import { messageRetentionCutoff } from "~/messaging/message-retention.server";
import {
  INACTIVE_ACCOUNT_YEARS,
  INACTIVITY_WARNING_DAYS,
  inactivityCutoffs,
  scheduledDeletionDate,
} from "./retention.server";

const now = new Date("2026-11-22T03:15:00Z");

describe("the retention cutoffs the privacy notice states", () => {
  it("are 3 years for inactive accounts, with a warning 30 days before", () => {
    expect(INACTIVE_ACCOUNT_YEARS).toBe(3);
    expect(INACTIVITY_WARNING_DAYS).toBe(30);
    expect(inactivityCutoffs(now)).toEqual({
      warnIfLastActiveBefore: new Date("2023-12-22T03:15:00Z"),
      deleteIfLastActiveBefore: new Date("2023-11-22T03:15:00Z"),
      deleteIfWarnedBefore: new Date("2026-10-23T03:15:00Z"),
    });
  });

  it("are 2 years for members' messages and messages to us, 6 for payment records", () => {
    expect(messageRetentionCutoff(now)).toEqual(new Date("2024-11-22T03:15:00Z"));
    expect(contactRequestRetentionCutoff(now)).toEqual(new Date("2024-11-22T03:15:00Z"));
    expect(paymentRecordRetentionCutoff(now)).toEqual(new Date("2020-11-22T03:15:00Z"));
  });
});

describe("scheduledDeletionDate", () => {
  it("is 3 years after the last visit when the warning went out on time", () => {
    const lastActive = new Date("2023-12-22T09:00:00Z");
    const warned = new Date("2026-11-22T03:15:00Z");
    expect(scheduledDeletionDate(lastActive, warned)).toEqual(new Date("2026-12-22T09:00:00Z"));
  });

  it("is 30 days after a late warning, never sooner", () => {
    const lastActive = new Date("2020-01-01T00:00:00Z");
    const warned = new Date("2026-11-22T03:15:00Z");
    expect(scheduledDeletionDate(lastActive, warned)).toEqual(new Date("2026-12-22T03:15:00Z"));
  });
});
