import { describe, expect, it } from "vitest";
import { invoicesText } from "./i18n/invoices";
import { applyInvoicingSection, checkInvoicingSection, type InvoicingField, invoicingFormValues } from "./settings-invoicing-schema";
import { DEMO_SHOP_SETTINGS } from "./shop-settings";

const e = invoicesText.settings.errors;
const valid = invoicingFormValues(DEMO_SHOP_SETTINGS);

function errorsOf(change: Partial<Record<InvoicingField, string>>, configured?: ("none" | "parasut")[]) {
  const check = checkInvoicingSection({ ...valid, ...change }, configured);
  return check.ok ? {} : check.errors;
}

describe("the invoicing section's check", () => {
  it("takes the demo's values, capitalises the series, and applies them", () => {
    expect(valid).toEqual({ series: "SHD", returnSeries: "IAD", defaultVatRate: "20", provider: "none" });
    const check = checkInvoicingSection({ series: " abc ", returnSeries: "Iad", defaultVatRate: "10", provider: "parasut" });
    expect(check).toEqual({ ok: true, values: { series: "ABC", returnSeries: "IAD", defaultVatRate: 10, provider: "parasut" } });
    if (!check.ok) return;
    const next = applyInvoicingSection(DEMO_SHOP_SETTINGS, check.values);
    expect(next.invoicing).toEqual({ series: "ABC", returnSeries: "IAD", defaultVatRate: 10, provider: "parasut" });
    expect(next.companyName).toBe(DEMO_SHOP_SETTINGS.companyName);
  });

  it("wants three Latin capitals, two different series, a KDV rate in use and a known integrator", () => {
    expect(errorsOf({ series: "SH" }).series).toBe(e.series);
    expect(errorsOf({ series: "SHDX" }).series).toBe(e.series);
    expect(errorsOf({ series: "ŞHD" }).series).toBe(e.series);
    expect(errorsOf({ series: "S1D" }).series).toBe(e.series);
    expect(errorsOf({ returnSeries: "shd" }).returnSeries).toBe(e.sameSeries);
    expect(errorsOf({ returnSeries: "" }).returnSeries).toBe(e.series);
    for (const rate of ["8", "18", "", "20.0", "-1"]) expect(errorsOf({ defaultVatRate: rate }).defaultVatRate).toBe(e.rate);
    for (const rate of ["0", "1", "10", "20"]) expect(errorsOf({ defaultVatRate: rate })).toEqual({});
    expect(errorsOf({ provider: "logo" }).provider).toBe(e.provider);
    expect(errorsOf({ provider: "" }).provider).toBe(e.provider);
  });

  it("refuses an integrator whose environment is not set, when the server knows which are", () => {
    expect(errorsOf({ provider: "parasut" }, ["none"]).provider).toBe(e.providerNotConfigured);
    expect(errorsOf({ provider: "parasut" }, ["none", "parasut"])).toEqual({});
    expect(errorsOf({ provider: "none" }, [])).toEqual({});
  });
});
