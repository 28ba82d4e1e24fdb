import { describe, expect, it } from "vitest";
import { contactRequestRetentionCutoff } from "~/contact/contact-retention.server";
import { paymentRecordRetentionCutoff } from "~/membership/payment-retention.server";
import { messageRetentionCutoff } from "~/messaging/message-retention.server";
import {
  activityNeedsRecording,
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

describe("activityNeedsRecording", () => {
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 60 * 60 * 1000);
  it("writes at most once a day, and whenever a deletion warning is pending", () => {
    const seen = (lastSeenAt: Date | null, inactivityWarningSentAt: Date | null = null) =>
      activityNeedsRecording({ lastSeenAt, inactivityWarningSentAt }, now);
    expect(seen(null)).toBe(true);
    expect(seen(hoursAgo(1))).toBe(false);
    expect(seen(hoursAgo(23.9))).toBe(false);
    expect(seen(hoursAgo(24.1))).toBe(true);
    expect(seen(hoursAgo(1), hoursAgo(2))).toBe(true);
  });
});
