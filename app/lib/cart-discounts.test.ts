import { describe, expect, it } from "vitest";
import { type CartItem, cartTotals, NO_CART_CAMPAIGN, type PricedCart } from "./cart";
import { lineDiscountOf, pricingSignature, shownPricing, signPricing } from "./cart-discounts";
import { DEMO_SHOP_SETTINGS } from "./shop-settings";

const rule = DEMO_SHOP_SETTINGS.shipping;
const mug: CartItem = {
  productId: "p1",
  variantId: "v1",
  productName: "Kupa",
  price: 30000,
  originalPrice: null,
  shippingCost: 2999,
  quantity: 2,
  image: null,
};
const pad: CartItem = {
  productId: "p2",
  variantId: "v2",
  productName: "Mouse Pad",
  price: 10000,
  originalPrice: null,
  shippingCost: 0,
  quantity: 1,
  image: null,
};
const priced = (lines: CartItem[], discount: number): PricedCart => {
  const totals = cartTotals(lines, rule);
  return {
    lines: lines as PricedCart["lines"],
    removed: [],
    totals: { ...totals, discount, total: totals.total - discount },
    campaign: {
      discounts: [{ campaignId: "c", kind: "code", label: "SEVGILI20", target: "items", amountKurus: discount }],
      lineDiscounts: { v1: discount },
      code: { code: "SEVGILI20", applied: true, amountKurus: discount },
      hints: [],
    },
  };
};

describe("what the cart shows of the campaigns", () => {
  it("a pricing stands for its lines' variants, personal values and quantities, in any order, and the code", () => {
    expect(pricingSignature([mug, pad], "X")).toBe(pricingSignature([pad, mug], "X"));
    expect(pricingSignature([mug, pad], "X")).not.toBe(pricingSignature([mug, { ...pad, quantity: 2 }], "X"));
    expect(pricingSignature([mug], "X")).not.toBe(pricingSignature([mug], "Y"));
    expect(pricingSignature([mug], null)).not.toBe(pricingSignature([mug], "X"));
    expect(pricingSignature([mug], null)).not.toBe(pricingSignature([{ ...mug, personal: { a: "Ayşe" } }], null));
  });
  it("shows the server's discount for exactly the cart and code it priced", () => {
    const shown = shownPricing([mug, pad], rule, "SEVGILI20", [null, signPricing(priced([mug, pad], 14000), "SEVGILI20")]);
    expect(shown.fresh).toBe(true);
    expect(shown.totals.discount).toBe(14000);
    expect(shown.totals.total).toBe(70000 + shown.totals.shipping - 14000);
    expect(lineDiscountOf(shown.campaign, mug)).toBe(14000);
    expect(lineDiscountOf(shown.campaign, pad)).toBe(0);
  });
  it("never shows a discount the server did not give for this cart: another quantity or code gives the browser's sums", () => {
    const pricing = signPricing(priced([mug, pad], 14000), "SEVGILI20");
    for (const [items, code] of [
      [[{ ...mug, quantity: 1 }, pad], "SEVGILI20"],
      [[mug], "SEVGILI20"],
      [[mug, pad], null],
      [[mug, pad], "BASKA"],
    ] as const) {
      const shown = shownPricing(items, rule, code, [pricing]);
      expect(shown).toEqual({ totals: cartTotals(items, rule), campaign: NO_CART_CAMPAIGN, fresh: false });
      expect(shown.totals.discount).toBe(0);
    }
  });
});
