import { describe, expect, it } from "vitest";
import { ORDER_NUMBER_PATTERN, OrderNumberStart, orderNumberCandidate } from "./order-number.server";

describe("orderNumberCandidate", () => {
  it("is ORD-yyyymmdd-NNN with the date in Istanbul", () => {
    // 21:30 UTC on 31 Dec is already 1 January in Istanbul (UTC+3).
    expect(orderNumberCandidate(new Date("2026-12-31T21:30:00Z"), 0, () => 7)).toBe("ORD-20270101-007");
    expect(orderNumberCandidate(new Date("2026-11-21T10:00:00Z"), 0, () => 123)).toBe("ORD-20261121-123");
    expect(orderNumberCandidate(new Date())).toMatch(/^ORD-\d{8}-\d{3}$/);
  });
  it("widens the random part after repeated collisions", () => {
    expect(orderNumberCandidate(new Date("2026-11-21T10:00:00Z"), 4, () => 5)).toBe("ORD-20261121-005");
    expect(orderNumberCandidate(new Date("2026-11-21T10:00:00Z"), 5, () => 5)).toBe("ORD-20261121-0005");
    expect(orderNumberCandidate(new Date(), 12)).toMatch(ORDER_NUMBER_PATTERN);
  });
});

describe("OrderNumberStart", () => {
  const morning = new Date("2026-11-21T07:00:00Z");
  const evening = new Date("2026-11-21T20:00:00Z"); // 23:00 in Istanbul: the same day
  const nextDay = new Date("2026-11-21T21:30:00Z"); // 00:30 on the 22nd in Istanbul

  it("starts a day at three digits and moves on one step per collision seen that day", () => {
    const start = new OrderNumberStart();
    expect(start.firstAttempt(morning)).toBe(0);
    for (let i = 0; i < 5; i++) start.noteCollision(morning);
    expect(start.firstAttempt(evening)).toBe(5);
    // …so a busy day's orders go straight to four digits.
    expect(orderNumberCandidate(evening, start.firstAttempt(evening), () => 42)).toBe("ORD-20261121-0042");
  });

  it("forgets the collisions when the day (in Istanbul) changes", () => {
    const start = new OrderNumberStart();
    for (let i = 0; i < 7; i++) start.noteCollision(morning);
    expect(start.firstAttempt(nextDay)).toBe(0);
    start.noteCollision(nextDay);
    expect(start.firstAttempt(nextDay)).toBe(1);
  });
});
