import { describe, expect, it } from "vitest";
import { DEMO_SHOP_SETTINGS } from "~/lib/shop-settings";
import { setupSteps } from "./setup-checklist.server";

const fresh = { PAYMENT_PROVIDER: "simulated" as const, PAYTR_TEST_MODE: true, SMTP_URL: undefined };
const owners = {
  ...DEMO_SHOP_SETTINGS,
  companyName: "Kadıköy Hediyelik Ltd. Şti.",
  taxNumber: "4840847211",
  appearance: { ...DEMO_SHOP_SETTINGS.appearance, logo: "settings/logo_1_logo.webp" },
};
const live = { PAYMENT_PROVIDER: "paytr" as const, PAYTR_MERCHANT_ID: "1", PAYTR_MERCHANT_KEY: "k", PAYTR_MERCHANT_SALT: "s", PAYTR_TEST_MODE: false };

describe("setupSteps", () => {
  it("a fresh install: every step open, simulated payments and mail to files said as such", () => {
    const list = setupSteps(DEMO_SHOP_SETTINGS, fresh, { shippingReviewed: false, demoProducts: 34 });
    expect(list.steps.map((s) => [s.id, s.done])).toEqual([
      ["company", false],
      ["logo", false],
      ["shipping", false],
      ["payment", false],
      ["mail", false],
      ["demoCatalog", false],
    ]);
    expect(list.steps.find((s) => s.id === "payment")).toMatchObject({ mode: "simulated" });
    expect(list.steps.find((s) => s.id === "mail")).toMatchObject({ via: "files" });
    expect(list.steps.find((s) => s.id === "demoCatalog")).toMatchObject({ products: 34 });
    expect(list).toMatchObject({ done: 0, complete: false });
  });

  it("PayTR in test mode is not live yet; everything done completes the list", () => {
    const testMode = setupSteps(owners, { ...live, PAYTR_TEST_MODE: true, SMTP_URL: "smtp://mail.example.com" }, { shippingReviewed: true, demoProducts: 0 });
    expect(testMode.steps.find((s) => s.id === "payment")).toMatchObject({ done: false, mode: "paytr-test" });
    expect(testMode).toMatchObject({ done: 5, complete: false });
    const all = setupSteps(owners, { ...live, SMTP_URL: "smtp://mail.example.com" }, { shippingReviewed: true, demoProducts: 0 });
    expect(all).toMatchObject({ done: 6, complete: true });
  });
});
