import { describe, expect, it } from "vitest";
import { isVatRate, saleVat, vatBreakdown, vatOfGross, vatTotal } from "./vat";

describe("vatOfGross", () => {
  it("takes the VAT out of a VAT-inclusive price, rounded half up to the kuruş", () => {
    expect(vatOfGross(12000, 20)).toBe(2000); // ₺120,00 = ₺100,00 + ₺20,00
    expect(vatOfGross(29999, 20)).toBe(5000); // 4999.83… → 5000
    expect(vatOfGross(10000, 10)).toBe(909); // 909.09…
    expect(vatOfGross(10100, 1)).toBe(100);
    expect(vatOfGross(1, 20)).toBe(0); // 0.166…
    expect(vatOfGross(3, 20)).toBe(1); // 0.5 → 1
    expect(vatOfGross(5000, 0)).toBe(0);
    expect(vatOfGross(0, 20)).toBe(0);
  });

  it("is symmetric for a negative amount (a return document)", () => {
    expect(vatOfGross(-29999, 20)).toBe(-5000);
  });
});

describe("vatBreakdown", () => {
  it("rounds each line and sums per rate, so the breakdown is what the invoice lines add up to", () => {
    // Three lines of ₺0,03 at 20%: 3 × round(0.5) = 3 kuruş, where rounding the sum (₺0,09 → 1.5) would give 2.
    const rows = vatBreakdown([
      { rate: 20, grossKurus: 3 },
      { rate: 20, grossKurus: 3 },
      { rate: 20, grossKurus: 3 },
      { rate: 10, grossKurus: 11000 },
      { rate: 20, grossKurus: 0 },
    ]);
    expect(rows).toEqual([
      { rate: 10, netKurus: 10000, vatKurus: 1000, grossKurus: 11000 },
      { rate: 20, netKurus: 6, vatKurus: 3, grossKurus: 9 },
    ]);
    expect(vatTotal(rows)).toBe(1003);
  });

  it("leaves out rates with nothing paid (a line discounted to zero)", () => {
    expect(vatBreakdown([{ rate: 1, grossKurus: 0 }])).toEqual([]);
  });
});

it("knows the rates in use", () => {
  expect([0, 1, 10, 20].every(isVatRate)).toBe(true);
  expect(isVatRate(8)).toBe(false);
  expect(isVatRate(18)).toBe(false);
  expect(isVatRate("20")).toBe(false);
});

describe("saleVat", () => {
  it("adds the shipping at the general rate and agrees line by line with the breakdown", () => {
    const sale = saleVat(
      [
        { rate: 20, grossKurus: 24998 },
        { rate: 10, grossKurus: 5500 },
      ],
      2999,
    );
    expect(sale.lineVatKurus).toEqual([4166, 500]);
    expect(sale.shippingVatKurus).toBe(500);
    expect(sale.breakdown).toEqual([
      { rate: 10, netKurus: 5000, vatKurus: 500, grossKurus: 5500 },
      { rate: 20, netKurus: 23331, vatKurus: 4666, grossKurus: 27997 },
    ]);
    expect(sale.vatKurus).toBe(5166);
  });

  it("has no shipping row when the shipping was free", () => {
    expect(saleVat([{ rate: 20, grossKurus: 1200 }], 0).breakdown).toEqual([{ rate: 20, netKurus: 1000, vatKurus: 200, grossKurus: 1200 }]);
  });
});
