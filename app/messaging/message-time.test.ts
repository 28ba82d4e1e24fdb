import { describe, expect, it } from "vitest";
import { messageTime } from "./message-time";

describe("messageTime", () => {
  // Sunday 22 November 2026, 10:00 in London (GMT).
  const now = new Date("2026-11-22T10:00:00Z");

  it("shows the time for today, on the UK clock", () => {
    expect(messageTime(new Date("2026-11-22T00:05:00Z"), now)).toBe("00:05");
    expect(messageTime(new Date("2026-11-22T09:59:00Z"), now)).toBe("09:59");
  });

  it("says Yesterday for the UK day before, even a few minutes ago", () => {
    expect(messageTime(new Date("2026-11-21T23:55:00Z"), now)).toBe("Yesterday, 23:55");
  });

  it("names the weekday within the week, then gives the date", () => {
    expect(messageTime(new Date("2026-11-16T12:00:00Z"), now)).toBe("Monday, 12:00");
    expect(messageTime(new Date("2026-11-15T12:00:00Z"), now)).toBe("15 Nov 2026, 12:00");
  });

  it("follows British Summer Time", () => {
    const summer = new Date("2026-07-01T12:00:00Z");
    expect(messageTime(new Date("2026-07-01T08:30:00Z"), summer)).toBe("09:30");
  });
});

describe("messageTime in Welsh", () => {
  const now = new Date("2026-11-22T10:00:00Z");

  it("says Ddoe, names the weekday and writes the date in Welsh", () => {
    expect(messageTime(new Date("2026-11-22T09:59:00Z"), now, "cy")).toBe("09:59");
    expect(messageTime(new Date("2026-11-21T23:55:00Z"), now, "cy")).toBe("Ddoe, 23:55");
    expect(messageTime(new Date("2026-11-16T12:00:00Z"), now, "cy")).toBe("Dydd Llun, 12:00");
    expect(messageTime(new Date("2026-11-15T12:00:00Z"), now, "cy")).toBe("15 Tach 2026, 12:00");
  });
});
