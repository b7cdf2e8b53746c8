import { describe, expect, it } from "vitest";
import { ORDER_NUMBER_PATTERN, orderNumberCandidate } from "./order-number.server";

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
