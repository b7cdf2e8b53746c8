// The checkout form request built for an order (no database, no network): the installment counts offered, the
// buyer named from the billing details, and a basket that adds up to the order total or is refused.
import { describe, expect, it } from "vitest";
import type { orders } from "~/db/schema";
import { iyzicoCheckoutRequest, iyzicoEnabledInstallments } from "./iyzico-checkout.server";

const order = {
  id: "3f1c2d4e-0000-4000-8000-000000000001",
  orderNumber: "SHD-20261128-0001",
  totalKurus: 12_000,
  shippingKurus: 2_000,
  recipientName: "Ayşe Yılmaz",
  recipientAddress: "Moda Cad. 1 Kadıköy",
  recipientCity: "İstanbul",
  recipientPostalCode: "34710",
  senderEmail: "gonderen@example.com",
  billing: null,
} as unknown as typeof orders.$inferSelect;

const line = (id: string, unitPriceKurus: number, quantity = 1, discountKurus = 0) => ({
  id,
  productName: `Ürün ${id}`,
  optionValues: [],
  unitPriceKurus,
  quantity,
  discountKurus,
});

const build = (overrides: Partial<Parameters<typeof iyzicoCheckoutRequest>[0]> = {}) =>
  iyzicoCheckoutRequest({
    order,
    lines: [line("a", 5_000, 2)],
    shippingDiscountKurus: 0,
    clientIp: "203.0.113.7",
    callbackUrl: "https://shop.test/cb",
    maxInstallments: 1,
    ...overrides,
  });

describe("iyzico checkout form request", () => {
  it("offers iyzico's installment counts up to the owner's highest, always at least one payment", () => {
    expect(iyzicoEnabledInstallments(1)).toEqual([1]);
    expect(iyzicoEnabledInstallments(2)).toEqual([1, 2]);
    expect(iyzicoEnabledInstallments(5)).toEqual([1, 2, 3]);
    expect(iyzicoEnabledInstallments(12)).toEqual([1, 2, 3, 6, 9, 12]);
    expect(build({ maxInstallments: 9 }).enabledInstallments).toEqual([1, 2, 3, 6, 9]);
  });

  it("prices the lines at what is paid for them, leaves out lines paid nothing, and adds the shipping", () => {
    const request = build({
      order: { ...order, totalKurus: 10_500 },
      lines: [line("a", 5_000, 2, 1_500), line("free", 3_000, 1, 3_000)],
      shippingDiscountKurus: 0,
    });
    expect(request.basketItems).toEqual([
      { id: "a", name: "Ürün a", category1: "Hediye", itemType: "PHYSICAL", price: "85.0" },
      { id: "shipping", name: "Kargo", category1: "Kargo", itemType: "PHYSICAL", price: "20.0" },
    ]);
    expect([request.price, request.paidPrice]).toEqual(["105.0", "105.0"]);
  });

  it("leaves the shipping out when it is free, and refuses a basket that does not add up to the total", () => {
    expect(build({ order: { ...order, totalKurus: 10_000 }, shippingDiscountKurus: 2_000 }).basketItems).toHaveLength(1);
    expect(() => build({ order: { ...order, totalKurus: 12_001 } })).toThrow(/adds up/);
    expect(() => build({ order: { ...order, totalKurus: 0, shippingKurus: 0 }, lines: [line("free", 100, 1, 100)] })).toThrow(/adds up|total/);
  });

  it("names a buyer without billing details Nihai Tüketici with iyzico's placeholder identity, and a company by its title", () => {
    expect(build().buyer).toMatchObject({
      name: "Nihai",
      surname: "Tüketici",
      identityNumber: "11111111111",
      email: "gonderen@example.com",
      ip: "203.0.113.7",
    });
    const company = build({
      order: {
        ...order,
        billing: {
          kind: "company",
          title: "Moda Hediyelik Ltd. Şti.",
          vkn: "4840847211",
          taxOffice: "Kadıköy",
          address: { address: "Bahariye Cad. 3", district: "Kadıköy", province: "İstanbul" },
        },
      },
    });
    expect(company.buyer).toMatchObject({
      name: "Moda Hediyelik Ltd.",
      surname: "Şti.",
      identityNumber: "11111111111",
      registrationAddress: "Bahariye Cad. 3 Kadıköy",
    });
    expect(company.billingAddress).toMatchObject({ contactName: "Moda Hediyelik Ltd. Şti.", address: "Bahariye Cad. 3 Kadıköy" });
    expect(company.shippingAddress).toMatchObject({ contactName: "Ayşe Yılmaz", address: "Moda Cad. 1 Kadıköy 34710" });
  });
});
