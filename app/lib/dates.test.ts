import { describe, expect, it } from "vitest";
import { formatDate, formatDateAndTime, formatDateTime, istanbulDay } from "./dates";

describe("admin dates: one format, Istanbul time", () => {
  it("writes an instant as day.month.year in Istanbul, also across midnight UTC", () => {
    expect(formatDate(new Date("2026-11-21T10:00:00Z"))).toBe("21.11.2026");
    // 22:30 UTC is already the next day in Istanbul (UTC+3).
    expect(formatDate(new Date("2026-11-21T22:30:00Z"))).toBe("22.11.2026");
    expect(formatDate("2026-01-05T09:00:00.000Z")).toBe("05.01.2026");
  });

  it("writes a calendar day as it is, with no time zone shift", () => {
    expect(formatDate("2026-11-21")).toBe("21.11.2026");
    expect(formatDate("2027-01-01")).toBe("01.01.2027");
  });

  it("adds the 24-hour time for the order dialog and the packing slip", () => {
    expect(formatDateAndTime(new Date("2026-11-21T10:05:00Z"))).toBe("21.11.2026 13:05");
    expect(formatDateAndTime(new Date("2026-11-21T21:00:00Z"))).toBe("22.11.2026 00:00");
  });

  it("keeps the written-out month for the shopper's order page", () => {
    expect(formatDateTime(new Date("2026-11-21T10:05:00Z"))).toBe("21 Kasım 2026 13:05");
  });
});

describe("the calendar day in Istanbul", () => {
  it("is the day in Istanbul (UTC+3), not in UTC, on either side of its midnight", () => {
    expect(istanbulDay(new Date("2026-11-20T20:59:59Z"))).toBe("2026-11-20");
    expect(istanbulDay(new Date("2026-11-20T21:00:00Z"))).toBe("2026-11-21");
    expect(istanbulDay(new Date("2026-12-31T21:30:00Z"))).toBe("2027-01-01");
  });

  it("is written year-month-day with two-digit month and day", () => {
    expect(istanbulDay(new Date("2026-01-05T09:00:00Z"))).toBe("2026-01-05");
  });
});
