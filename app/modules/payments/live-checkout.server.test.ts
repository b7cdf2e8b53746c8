import { describe, expect, it } from "vitest";
import { paymentMode } from "~/lib/payment-mode";
import { DEMO_SHOP_SETTINGS } from "~/lib/shop-settings";
import { liveCheckoutRefusal } from "./live-checkout.server";

const merchant = { PAYTR_MERCHANT_ID: "482913", PAYTR_MERCHANT_KEY: "key", PAYTR_MERCHANT_SALT: "salt" };
const live = { PAYMENT_PROVIDER: "paytr" as const, ...merchant, PAYTR_TEST_MODE: false };
const testMode = { ...live, PAYTR_TEST_MODE: true };
const simulated = { PAYMENT_PROVIDER: "simulated" as const, PAYTR_TEST_MODE: false };
const owners = { ...DEMO_SHOP_SETTINGS, companyName: "Kadıköy Hediyelik Ltd. Şti.", taxNumber: "4840847211" };

describe("liveCheckoutRefusal", () => {
  it("refuses live PayTR while the demo company is in force", () => {
    expect(liveCheckoutRefusal(DEMO_SHOP_SETTINGS, live)).toBe("demo-company");
    // Only one of the demo's facts left is still the demo company.
    expect(liveCheckoutRefusal({ ...owners, taxNumber: DEMO_SHOP_SETTINGS.taxNumber }, live)).toBe("demo-company");
    expect(liveCheckoutRefusal({ ...owners, companyName: DEMO_SHOP_SETTINGS.companyName }, live)).toBe("demo-company");
    // Live without the merchant settings is still meant to take money: refused before any order is made.
    expect(liveCheckoutRefusal(DEMO_SHOP_SETTINGS, { PAYMENT_PROVIDER: "paytr", PAYTR_TEST_MODE: false })).toBe("demo-company");
  });

  it("lets simulated and PayTR test-mode payments through, and live ones once the company is the owner's", () => {
    expect(liveCheckoutRefusal(DEMO_SHOP_SETTINGS, testMode)).toBeNull();
    expect(liveCheckoutRefusal(DEMO_SHOP_SETTINGS, { ...live, PAYTR_TEST_MODE: undefined })).toBeNull();
    expect(liveCheckoutRefusal(DEMO_SHOP_SETTINGS, simulated)).toBeNull();
    expect(liveCheckoutRefusal(owners, live)).toBeNull();
  });
});

describe("paymentMode", () => {
  it("tells simulated, PayTR missing its merchant settings, test mode and live apart", () => {
    expect(paymentMode(simulated)).toBe("simulated");
    expect(paymentMode({ PAYMENT_PROVIDER: "paytr", PAYTR_MERCHANT_ID: "1", PAYTR_MERCHANT_KEY: " ", PAYTR_MERCHANT_SALT: "s" })).toBe("paytr-missing");
    expect(paymentMode(testMode)).toBe("paytr-test");
    expect(paymentMode({ ...live, PAYTR_TEST_MODE: undefined })).toBe("paytr-test");
    expect(paymentMode(live)).toBe("paytr-live");
  });
});
