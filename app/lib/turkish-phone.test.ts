import { describe, expect, it } from "vitest";
import { formatPhone, isTurkishMobile, normalizePhone } from "./turkish-phone";

describe("normalizePhone", () => {
  it("stores a Turkish mobile number however it was typed as 0 and ten digits", () => {
    for (const typed of [
      "0532 123 45 67",
      "05321234567",
      "5321234567",
      "+90 532 123 45 67",
      "+905321234567",
      "0090 532 123 4567",
      "905321234567",
      "(0532) 123-45-67",
      " 0 532 123 45 67 ",
    ]) {
      expect(normalizePhone(typed), typed).toBe("05321234567");
    }
  });
  it("keeps landlines and 0850 numbers possible", () => {
    expect(normalizePhone("0212 123 45 67")).toBe("02121234567");
    expect(normalizePhone("+90 312 123 45 67")).toBe("03121234567");
    expect(normalizePhone("0850 123 45 67")).toBe("08501234567");
  });
  it("keeps foreign numbers with + (or 00) as + and their digits", () => {
    expect(normalizePhone("+44 20 7946 0958")).toBe("+442079460958");
    expect(normalizePhone("0049 30 1234567")).toBe("+49301234567");
  });
  it("refuses what is not a phone number", () => {
    for (const typed of [
      "",
      "abc",
      "@SUM(1)'--<i>",
      "0532 123 45",
      "0532 123 45 678",
      "0132 123 45 67",
      "+90 532 123",
      "+0 123 4567",
      "+1 23",
      "0532-123-45-67x",
      "532 123 45 6",
    ]) {
      expect(normalizePhone(typed), typed).toBeNull();
    }
  });
});

describe("formatPhone", () => {
  it("shows a stored Turkish number as 0 5xx xxx xx xx", () => {
    expect(formatPhone("05321234567")).toBe("0 532 123 45 67");
    expect(formatPhone("+442079460958")).toBe("+442079460958");
    expect(isTurkishMobile("05321234567")).toBe(true);
    expect(isTurkishMobile("02121234567")).toBe(false);
  });
});
