// The "Ödeme" section's check (docs/product.md#payment-providers): the provider among the choices and configured,
// the installment count among those banks offer, each refusal with its Turkish message.
import { describe, expect, it } from "vitest";
import { paymentSettingsText } from "./i18n/payment-settings";
import { applyPaymentsSection, checkPaymentsSection, paymentsFormValues, readPaymentsForm } from "./settings-payments-schema";
import { DEMO_SHOP_SETTINGS } from "./shop-settings";

const e = paymentSettingsText.errors;

describe("checkPaymentsSection", () => {
  it("accepts the environment's default and a configured provider with an offered count", () => {
    expect(checkPaymentsSection({ provider: "default", maxInstallments: "1" }, [])).toEqual({ ok: true, values: { provider: "default", maxInstallments: 1 } });
    expect(checkPaymentsSection({ provider: "iyzico", maxInstallments: " 12 " }, ["iyzico"])).toEqual({
      ok: true,
      values: { provider: "iyzico", maxInstallments: 12 },
    });
  });

  it("refuses an unknown provider, an unconfigured one and counts banks do not offer", () => {
    expect(checkPaymentsSection({ provider: "stripe", maxInstallments: "3" })).toMatchObject({ ok: false, errors: { provider: e.provider } });
    expect(checkPaymentsSection({ provider: "paytr", maxInstallments: "3" }, ["iyzico"])).toEqual({
      ok: false,
      errors: { provider: e.providerNotConfigured },
      values: { provider: "paytr", maxInstallments: "3" },
    });
    for (const count of ["0", "4", "13", "-1", "6.5", "", "abc"]) {
      expect(checkPaymentsSection({ provider: "default", maxInstallments: count })).toMatchObject({
        ok: false,
        errors: { maxInstallments: e.maxInstallments },
      });
    }
  });

  it("reads the form, changes only the payments and shows the saved values", () => {
    const data = new FormData();
    data.set("provider", "paytr");
    data.set("maxInstallments", new File(["6"], "x.txt"));
    expect(readPaymentsForm(data)).toEqual({ provider: "paytr", maxInstallments: "" });
    const changed = applyPaymentsSection(DEMO_SHOP_SETTINGS, { provider: "paytr", maxInstallments: 9 });
    expect(changed).toEqual({ ...DEMO_SHOP_SETTINGS, payments: { provider: "paytr", maxInstallments: 9 } });
    expect(paymentsFormValues(changed)).toEqual({ provider: "paytr", maxInstallments: "9" });
  });
});
