import { describe, expect, it } from "vitest";
import {
  allocate,
  type DiscountRule,
  discountCodeKey,
  normaliseDiscountCode,
  type Offer,
  offerTiming,
  paidBasketLines,
  paidForUnits,
  type PricingLine,
  priceWithOffers,
} from "./campaigns";
import type { ShippingRule } from "./shop-settings";

const MUGS = "cat-mugs";
const flat: ShippingRule = { kind: "flat", flatFee: 2999, freeFrom: null };
const now = new Date("2027-02-10T12:00:00Z");

function line(key: string, unitPriceKurus: number, quantity: number, categoryIds: string[] = []): PricingLine {
  return { key, productId: `p-${key}`, categoryIds, unitPriceKurus, quantity, shippingCostKurus: 2999 };
}

function offer(rule: DiscountRule, over: Partial<Offer> = {}): Offer {
  return {
    campaignId: over.campaignId ?? "c1",
    kind: "code",
    label: "SEVGILI20",
    rule,
    scope: { kind: "all" },
    minBasketKurus: 0,
    startsAt: null,
    endsAt: null,
    combinesWithAutomatic: false,
    ...over,
  };
}

const sevgili20 = offer({ kind: "percent", percent: 20 }, { minBasketKurus: 50000, codeId: "k1", endsAt: new Date("2027-02-14T20:59:00Z") });
const threeForTwo = offer(
  { kind: "buyXPayY", buy: 3, pay: 2 },
  { campaignId: "c2", kind: "automatic", label: "3 al 2 öde", scope: { kind: "categories", ids: [MUGS] } },
);

describe("codes", () => {
  it("compares codes case- and Turkish-letter-insensitively", () => {
    expect(discountCodeKey("yilbasi")).toBe(discountCodeKey("YILBAŞI"));
    expect(discountCodeKey(" Yılbaşı ")).toBe(discountCodeKey("YILBASI"));
    expect(discountCodeKey("sevgili 20")).toBe(discountCodeKey("SEVGILI20"));
    expect(discountCodeKey("SEVGILI20")).not.toBe(discountCodeKey("SEVGILI21"));
    expect(normaliseDiscountCode("yılbaşı 2027")).toBe("YILBAŞI2027");
  });

  it("lasts through its last minute and not a minute more", () => {
    const end = new Date("2027-02-14T20:59:00Z"); // 14 Feb 23:59 in Istanbul
    expect(offerTiming({ startsAt: null, endsAt: end }, new Date("2027-02-14T20:59:59Z"))).toBe("live");
    expect(offerTiming({ startsAt: null, endsAt: end }, new Date("2027-02-14T21:00:00Z"))).toBe("ended");
    expect(offerTiming({ startsAt: new Date("2027-02-01T00:00:00Z"), endsAt: null }, new Date("2027-01-31T23:59:59Z"))).toBe("notStarted");
  });
});

describe("allocate", () => {
  it("splits in whole kuruş that add up exactly, the largest remainders first", () => {
    expect(allocate(100, [50, 50, 50])).toEqual([34, 33, 33]);
    expect(allocate(100, [1, 1, 1])).toEqual([1, 1, 1]);
    expect(allocate(1001, [3000, 7000])).toEqual([300, 701]);
    expect(allocate(500, [100, 200])).toEqual([100, 200]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
  });
});

describe("priceWithOffers", () => {
  it("takes a percent off the products above the minimum basket, rounded to the kuruş", () => {
    const lines = [line("a", 33333, 1), line("b", 20001, 1)];
    const priced = priceWithOffers(lines, flat, { automatic: [], codeText: "sevgili20", code: sevgili20 }, now);
    // 20% of 533,34 TL = 106,668 → 106,67 TL
    expect(priced.discountTotal).toBe(10667);
    expect(priced.lineDiscounts).toEqual({ a: 6667, b: 4000 });
    expect(priced.total).toBe(53334 + 2999 - 10667);
    expect(priced.code).toEqual({ code: "sevgili20", applied: true, amountKurus: 10667 });
    expect(priced.discounts[0]).toMatchObject({ campaignId: "c1", codeId: "k1", kind: "code", target: "items", label: "SEVGILI20" });
  });

  it("refuses a code below its minimum, before its start, after its end, on products out of scope", () => {
    const small = [line("a", 49999, 1)];
    expect(priceWithOffers(small, flat, { automatic: [], codeText: "X", code: sevgili20 }, now).code).toEqual({
      code: "X",
      applied: false,
      refusal: "minimumNotMet",
    });
    const big = [line("a", 60000, 1)];
    expect(priceWithOffers(big, flat, { automatic: [], codeText: "X", code: sevgili20 }, new Date("2027-02-14T21:00:00Z")).code).toMatchObject({
      refusal: "ended",
    });
    const later = offer({ kind: "percent", percent: 10 }, { startsAt: new Date("2027-03-01T00:00:00Z") });
    expect(priceWithOffers(big, flat, { automatic: [], codeText: "X", code: later }, now).code).toMatchObject({ refusal: "notStarted" });
    const mugsOnly = offer({ kind: "percent", percent: 10 }, { scope: { kind: "categories", ids: [MUGS] } });
    expect(priceWithOffers(big, flat, { automatic: [], codeText: "X", code: mugsOnly }, now).code).toMatchObject({ refusal: "notApplicable" });
    expect(priceWithOffers(big, flat, { automatic: [], codeText: "X", code: null }, now).code).toMatchObject({ refusal: "unknown" });
    expect(priceWithOffers(big, flat, { automatic: [], codeText: "X", code: { refusal: "usedUp" } }, now).code).toMatchObject({ refusal: "usedUp" });
    // A refused code changes nothing.
    expect(priceWithOffers(small, flat, { automatic: [], codeText: "X", code: sevgili20 }, now).total).toBe(49999 + 2999);
  });

  it("takes a fixed amount, never more than the products in scope cost", () => {
    const fixed = offer({ kind: "fixed", amountKurus: 10000 }, { scope: { kind: "products", ids: ["p-a"] } });
    const priced = priceWithOffers([line("a", 6000, 1), line("b", 9000, 1)], flat, { automatic: [], codeText: "X", code: fixed }, now);
    expect(priced.lineDiscounts).toEqual({ a: 6000 });
    expect(priced.total).toBe(9000 + 2999);
  });

  it("waives the shipping with a free-shipping code", () => {
    const free = offer({ kind: "freeShipping" });
    const priced = priceWithOffers([line("a", 6000, 1)], flat, { automatic: [], codeText: "KARGO", code: free }, now);
    expect(priced.shipping).toBe(2999);
    expect(priced.discounts).toEqual([expect.objectContaining({ target: "shipping", amountKurus: 2999, lines: [] })]);
    expect(priced.total).toBe(6000);
    // Already free by the shop's rule: nothing to waive, so the code does not apply.
    const freeFrom: ShippingRule = { kind: "flat", flatFee: 2999, freeFrom: 5000 };
    expect(priceWithOffers([line("a", 6000, 1)], freeFrom, { automatic: [], codeText: "KARGO", code: free }, now).code).toMatchObject({ applied: false });
  });

  it("measures free shipping on what the products cost after their discount", () => {
    const freeFrom: ShippingRule = { kind: "flat", flatFee: 2999, freeFrom: 50000 };
    const priced = priceWithOffers([line("a", 60000, 1)], freeFrom, { automatic: [], codeText: "X", code: sevgili20 }, now);
    expect(priced.shipping).toBe(2999);
    expect(priced.total).toBe(48000 + 2999);
  });

  it("gives the cheapest of every three mugs free, and says what is missing", () => {
    const lines = [line("big", 30000, 1, [MUGS]), line("small", 10000, 2, [MUGS]), line("pad", 5000, 1)];
    const priced = priceWithOffers(lines, flat, { automatic: [threeForTwo], codeText: null, code: null }, now);
    expect(priced.lineDiscounts).toEqual({ small: 10000 });
    expect(priced.hints).toEqual([]);
    const two = priceWithOffers([line("small", 10000, 2, [MUGS])], flat, { automatic: [threeForTwo], codeText: null, code: null }, now);
    expect(two.discountTotal).toBe(0);
    expect(two.hints).toEqual([expect.objectContaining({ campaignId: "c2", missing: { items: 1 } })]);
    const four = priceWithOffers([line("m", 10000, 4, [MUGS])], flat, { automatic: [threeForTwo], codeText: null, code: null }, now);
    expect(four.discountTotal).toBe(10000);
    expect(four.hints).toEqual([expect.objectContaining({ missing: { items: 2 } })]);
    // Not for a cart without mugs.
    expect(priceWithOffers([line("pad", 5000, 3)], flat, { automatic: [threeForTwo], codeText: null, code: null }, now).hints).toEqual([]);
  });

  it("applies one automatic offer, the best, and tells what a threshold offer still needs", () => {
    const tenOver1000 = offer({ kind: "percent", percent: 10 }, { campaignId: "c3", kind: "automatic", label: "₺1000 üzeri", minBasketKurus: 100000 });
    const lines = [line("m", 40000, 3, [MUGS])];
    const priced = priceWithOffers(lines, flat, { automatic: [tenOver1000, threeForTwo], codeText: null, code: null }, now);
    expect(priced.discounts.map((d) => d.campaignId)).toEqual(["c2"]);
    expect(priced.discountTotal).toBe(40000);
    const short = priceWithOffers([line("p", 90000, 1)], flat, { automatic: [tenOver1000], codeText: null, code: null }, now);
    expect(short.hints).toEqual([expect.objectContaining({ missing: { kurus: 10000 } })]);
  });

  it("stacks a combinable code on the automatic offer; otherwise keeps the better and says so", () => {
    const lines = [line("m", 30000, 3, [MUGS])];
    const combinable = { ...sevgili20, combinesWithAutomatic: true };
    const both = priceWithOffers(lines, flat, { automatic: [threeForTwo], codeText: "S", code: combinable }, now);
    // 3 al 2 öde takes 300 TL; 20% of the 600 TL left is 120 TL.
    expect(both.discounts.map((d) => d.amountKurus)).toEqual([30000, 12000]);
    const either = priceWithOffers(lines, flat, { automatic: [threeForTwo], codeText: "S", code: sevgili20 }, now);
    expect(either.discounts.map((d) => d.campaignId)).toEqual(["c2"]);
    expect(either.code).toMatchObject({ applied: false, refusal: "notCombinable" });
    const forty = offer({ kind: "percent", percent: 40 }, { codeId: "k2" });
    const codeWins = priceWithOffers(lines, flat, { automatic: [threeForTwo], codeText: "S", code: forty }, now);
    expect(codeWins.discounts.map((d) => d.kind)).toEqual(["code"]);
    expect(codeWins.discountTotal).toBe(36000);
  });

  it("ignores automatic offers not live and codes that are too long", () => {
    const ended = { ...threeForTwo, endsAt: new Date("2027-01-01T00:00:00Z") };
    expect(priceWithOffers([line("m", 100, 3, [MUGS])], flat, { automatic: [ended], codeText: null, code: null }, now).discountTotal).toBe(0);
    expect(priceWithOffers([line("m", 100, 3)], flat, { automatic: [], codeText: "X".repeat(41), code: null }, now).code).toMatchObject({ refusal: "tooLong" });
  });
});

describe("refunds and the provider's basket of a discounted order", () => {
  const discounted = { unitPriceKurus: 3333, quantity: 3, discountKurus: 1000 }; // paid 8999

  it("refunds units at what was paid for them, adding up exactly over several refunds", () => {
    const steps = [paidForUnits(discounted, 0, 1), paidForUnits(discounted, 1, 1), paidForUnits(discounted, 2, 1)];
    expect(steps).toEqual([2999, 3000, 3000]);
    expect(steps.reduce((a, b) => a + b, 0)).toBe(8999);
    expect(paidForUnits(discounted, 0, 3)).toBe(8999);
    expect(paidForUnits(discounted, 3, 1)).toBe(0);
  });

  it("makes basket lines that add up to the amount charged", () => {
    const basket = paidBasketLines(
      [
        { name: "Kupa", ...discounted },
        { name: "Ped", unitPriceKurus: 5000, quantity: 2, discountKurus: 0 },
      ],
      {
        kurus: 2999,
        discountKurus: 0,
        name: "Kargo",
      },
    );
    expect(basket).toEqual([
      { name: "Kupa", unitPriceKurus: 2999, quantity: 2 },
      { name: "Kupa", unitPriceKurus: 3001, quantity: 1 },
      { name: "Ped", unitPriceKurus: 5000, quantity: 2 },
      { name: "Kargo", unitPriceKurus: 2999, quantity: 1 },
    ]);
    expect(basket.reduce((sum, l) => sum + l.unitPriceKurus * l.quantity, 0)).toBe(8999 + 10000 + 2999);
    expect(
      paidBasketLines([{ name: "Kupa", unitPriceKurus: 100, quantity: 1, discountKurus: 100 }], { kurus: 2999, discountKurus: 2999, name: "Kargo" }),
    ).toEqual([]);
  });
});
