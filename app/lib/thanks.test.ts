// The thank-you code as typed or scanned, printed and linked, and when it works (docs/product.md#thank-you-notes).
import { describe, expect, it } from "vitest";
import {
  formatThanksCode,
  normaliseThanksCode,
  THANKS_CODE_ALPHABET,
  THANKS_CODE_LENGTH,
  thanksCodeExpiresAt,
  thanksCodeState,
  type ThanksCodeOrder,
  thanksShortAddress,
  thanksUrl,
} from "./thanks";

const CODE = "abc123def456ghj789";
const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-11-28T12:00:00Z");

describe("normaliseThanksCode", () => {
  it("reads a code whatever its case, spaces, hyphens, dots or underscores", () => {
    for (const typed of [CODE, "ABC123-DEF456-GHJ789", " abc123 def456 ghj789 ", "abc.123.def.456.ghj.789", "Abc123_Def456_Ghj789"]) {
      expect(normaliseThanksCode(typed), typed).toBe(CODE);
    }
  });

  it("reads i and l as 1 and o as 0, the letters the alphabet leaves out", () => {
    expect(normaliseThanksCode("abcI23-def456-ghjL89")).toBe("abc123def456ghj189");
    expect(normaliseThanksCode("O00000-o00000-000000")).toBe("0".repeat(18));
  });

  it("refuses wrong lengths, letters outside the alphabet, and what is not a string", () => {
    for (const bad of [
      "",
      CODE.slice(1),
      `${CODE}0`,
      "abc123-def456-ghj78u",
      "abc123-def456-ghj78!",
      "ğbc123def456ghj789",
      "a".repeat(65),
      null,
      undefined,
      42,
      ["x"],
    ]) {
      expect(normaliseThanksCode(bad), String(bad)).toBeNull();
    }
  });

  it("keeps every letter of the alphabet, which has 32 letters without i, l, o and u", () => {
    expect(THANKS_CODE_ALPHABET).toHaveLength(32);
    expect(THANKS_CODE_ALPHABET).not.toMatch(/[ilou]/);
    const all = THANKS_CODE_ALPHABET.slice(0, THANKS_CODE_LENGTH);
    expect(normaliseThanksCode(all)).toBe(all);
  });
});

describe("formatThanksCode and the addresses", () => {
  it("prints a code in groups of six, and normalising the print gives the code back", () => {
    expect(formatThanksCode(CODE)).toBe("abc123-def456-ghj789");
    expect(normaliseThanksCode(formatThanksCode(CODE))).toBe(CODE);
  });

  it("links the code's page under the public address, with or without a trailing slash", () => {
    expect(thanksUrl("https://hediye.example.com/", CODE)).toBe("https://hediye.example.com/tesekkur/abc123-def456-ghj789");
    expect(thanksShortAddress("https://hediye.example.com/")).toBe("hediye.example.com/tesekkur");
  });
});

describe("thanksCodeState", () => {
  const order = (o: Partial<ThanksCodeOrder>): ThanksCodeOrder => ({
    status: "delivered",
    paymentStatus: "completed",
    deliveredAt: NOW,
    anonymisedAt: null,
    ...o,
  });

  it("is not yet open before the gift is paid and on its way", () => {
    expect(thanksCodeState(order({ status: "pending", paymentStatus: "pending", deliveredAt: null }), 60, NOW)).toBe("not-yet");
    expect(thanksCodeState(order({ status: "processing", deliveredAt: null }), 60, NOW)).toBe("not-yet");
    expect(thanksCodeState(order({ status: "shipped", paymentStatus: "failed", deliveredAt: null }), 60, NOW)).toBe("not-yet");
  });

  it("opens when shipped and stays open until validDays after delivery", () => {
    expect(thanksCodeState(order({ status: "shipped", deliveredAt: null }), 60, NOW)).toBe("open");
    expect(thanksCodeState(order({ deliveredAt: new Date(NOW.getTime() - 59 * DAY) }), 60, NOW)).toBe("open");
    expect(thanksCodeState(order({ deliveredAt: new Date(NOW.getTime() - 60 * DAY) }), 60, NOW)).toBe("expired");
    expect(thanksCodeState(order({ deliveredAt: new Date(NOW.getTime() - 8 * DAY) }), 7, NOW)).toBe("expired");
    expect(thanksCodeState(order({ status: "delivered", deliveredAt: null }), 60, NOW)).toBe("open");
    expect(thanksCodeState(order({ paymentStatus: "partially_refunded" }), 60, NOW)).toBe("open");
  });

  it("is expired for a cancelled, fully refunded or anonymised order, whatever else", () => {
    expect(thanksCodeState(order({ status: "cancelled" }), 60, NOW)).toBe("expired");
    expect(thanksCodeState(order({ paymentStatus: "refunded" }), 60, NOW)).toBe("expired");
    expect(thanksCodeState(order({ status: "shipped", anonymisedAt: NOW }), 60, NOW)).toBe("expired");
  });

  it("expires validDays after delivery, and not before there is one", () => {
    expect(thanksCodeExpiresAt(NOW, 60)).toEqual(new Date(NOW.getTime() + 60 * DAY));
    expect(thanksCodeExpiresAt(null, 60)).toBeNull();
  });
});
