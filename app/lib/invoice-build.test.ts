import { describe, expect, it } from "vitest";
import { amountReturnLines, invoiceBuyer, invoiceSeller, linesTotals, recomputedBreakdown, refundedUnitLines, saleInvoiceLines } from "./invoice-build";
import { orderSellerFrom, DEMO_SHOP_SETTINGS } from "./shop-settings";

const items = [
  { itemId: "a", name: "Kitap", quantity: 3, unitPriceKurus: 10000, discountKurus: 1000, vatRate: 10 as const, vatKurus: 2636 },
  { itemId: "b", name: "Kupa (Renk: Siyah)", quantity: 1, unitPriceKurus: 25000, discountKurus: 0, vatRate: 20 as const, vatKurus: 4167 },
];
const shipping = { shippingKurus: 2999, shippingDiscountKurus: 0, shippingVatRate: 20 as const, shippingVatKurus: 500 };

describe("an invoice's parties", () => {
  it("prints the seller with the address's district and province", () => {
    const seller = invoiceSeller(orderSellerFrom({ ...DEMO_SHOP_SETTINGS, address: "Moda Cad. 1", district: "Kadıköy", province: "İstanbul" }));
    expect(seller.address).toBe("Moda Cad. 1, Kadıköy / İstanbul");
    expect(seller.name).toBe(DEMO_SHOP_SETTINGS.companyName);
  });

  it("takes a company, a person, and Nihai Tüketici for a person without a name", () => {
    expect(invoiceBuyer(null, "a@b.c")).toEqual({
      kind: "individual",
      name: "Nihai Tüketici",
      taxNumber: "11111111111",
      taxOffice: "",
      address: null,
      email: "a@b.c",
    });
    expect(invoiceBuyer({ kind: "individual", name: "  ", tckn: "10000000146", address: null }, "a@b.c")).toMatchObject({
      name: "Nihai Tüketici",
      taxNumber: "11111111111",
    });
    expect(invoiceBuyer({ kind: "individual", name: "Ali", tckn: "", address: null }, "a@b.c")).toMatchObject({ name: "Ali", taxNumber: "11111111111" });
    const address = { address: "X", district: "Y", province: "Z" };
    expect(invoiceBuyer({ kind: "company", title: "Örnek A.Ş.", vkn: "1234567890", taxOffice: "Kadıköy", address }, "a@b.c")).toEqual({
      kind: "company",
      name: "Örnek A.Ş.",
      taxNumber: "1234567890",
      taxOffice: "Kadıköy",
      address,
      email: "a@b.c",
    });
  });
});

describe("an invoice's lines", () => {
  it("copies each line at what was paid with its stored KDV, and adds Kargo when shipping was paid", () => {
    const lines = saleInvoiceLines(items, shipping);
    expect(lines.map((l) => [l.name, l.quantity, l.grossKurus, l.vatKurus, l.netKurus, l.discountKurus])).toEqual([
      ["Kitap", 3, 29000, 2636, 26364, 1000],
      ["Kupa (Renk: Siyah)", 1, 25000, 4167, 20833, 0],
      ["Kargo", 1, 2999, 500, 2499, 0],
    ]);
    expect(saleInvoiceLines(items, { ...shipping, shippingDiscountKurus: 2999 }).map((l) => l.name)).not.toContain("Kargo");
    const totals = linesTotals(lines);
    expect(totals).toEqual({ grossKurus: 56999, vatKurus: 7303, netKurus: 49696, breakdown: recomputedBreakdown(lines) });
  });

  it("returns refunded units at what was paid for them, exact over partial refunds", () => {
    const first = refundedUnitLines(items, [{ itemId: "a", quantity: 1 }], new Map(), 9666);
    expect(first.map((l) => [l.name, l.quantity, l.grossKurus, l.vatKurus])).toEqual([["Kitap", 1, 9666, 879]]);
    const rest = refundedUnitLines(items, [{ itemId: "a", quantity: 2 }], new Map([["a", 1]]), 19334);
    expect(rest.map((l) => l.grossKurus)).toEqual([19334]);
    // Units that disagree with the amount: the amount is what the document returns.
    expect(refundedUnitLines(items, [{ itemId: "a", quantity: 1 }], new Map(), 5000).map((l) => l.grossKurus)).toEqual([5000]);
  });

  it("shares an amount over the sale's lines, and what is left of them after earlier returns", () => {
    const sale = saleInvoiceLines(items, shipping);
    const part = amountReturnLines(sale, [], 5700);
    expect(part.reduce((s, l) => s + l.grossKurus, 0)).toBe(5700);
    expect(recomputedBreakdown(part).map((r) => [r.rate, r.grossKurus])).toEqual([
      [10, 2900],
      [20, 2800],
    ]);
    const whole = amountReturnLines(sale, [], 56999);
    expect(whole).toEqual(sale);
    const rest = amountReturnLines(sale, part, 56999 - 5700);
    const sum = (rate: number) => [...part, ...rest].filter((l) => l.vatRate === rate).reduce((s, l) => s + l.grossKurus, 0);
    expect([sum(10), sum(20)]).toEqual([29000, 27999]);
  });
});
