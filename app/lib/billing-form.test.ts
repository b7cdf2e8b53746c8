import { describe, expect, it } from "vitest";
import { parseBillingFields } from "./billing-form";
import type { DistrictsOf } from "./checkout-fields";
import { billingText } from "./i18n/billing";

const t = billingText.errors;
const districtsOf: DistrictsOf = (province) => ({ İstanbul: ["Kadıköy", "Beşiktaş"], Ankara: ["Çankaya"] })[province];
// Valid by their check digits (isValidVkn / isValidTckn); changing the last digit makes them invalid.
const VKN = "1234567890";
const TCKN = "10000000146";

const company = {
  billingKind: "company",
  billingTitle: "Örnek Yazılım A.Ş.",
  billingVkn: VKN,
  billingTaxOffice: "Kadıköy",
  billingAddress: "Moda Cad. No: 1",
  billingProvince: "İstanbul",
  billingDistrict: "Kadıköy",
};

describe("parseBillingFields", () => {
  it("an individual who gives nothing has no billing details (invoiced as Nihai Tüketici)", () => {
    expect(parseBillingFields({}, districtsOf)).toEqual({ ok: true, billing: null });
    expect(parseBillingFields({ billingKind: "individual", billingName: "  ", billingTckn: "", billingAddress: "\u0000" }, districtsOf)).toEqual({
      ok: true,
      billing: null,
    });
  });

  it("an individual's name, TCKN and address are kept trimmed, spaces collapsed, NUL dropped", () => {
    const form = new FormData();
    form.set("billingName", "  Ayşe \u0000  Yılmaz ");
    form.set("billingTckn", "100 000 001 46");
    form.set("billingAddress", "Bağdat  Cad. 5");
    form.set("billingProvince", "İstanbul");
    form.set("billingDistrict", "Kadıköy");
    expect(parseBillingFields(form, districtsOf)).toEqual({
      ok: true,
      billing: {
        kind: "individual",
        name: "Ayşe Yılmaz",
        tckn: TCKN,
        address: { address: "Bağdat Cad. 5", district: "Kadıköy", province: "İstanbul" },
      },
    });
    expect(parseBillingFields({ billingName: "Ayşe Yılmaz" }, districtsOf)).toEqual({
      ok: true,
      billing: { kind: "individual", name: "Ayşe Yılmaz", tckn: "", address: null },
    });
  });

  it("refuses a TCKN that is not 11 digits with its check digits", () => {
    for (const tckn of ["10000000147", "1000000014", "01000000146", "1000000014a"]) {
      expect(parseBillingFields({ billingName: "Ayşe Yılmaz", billingTckn: tckn }, districtsOf)).toEqual({ ok: false, errors: { billingTckn: t.tckn } });
    }
  });

  it("an individual's address is all three parts or none; the district must be the province's", () => {
    expect(parseBillingFields({ billingName: "Ayşe", billingAddress: "Bağdat Cad. 5" }, districtsOf)).toEqual({
      ok: false,
      errors: { billingProvince: t.province, billingDistrict: t.district },
    });
    expect(parseBillingFields({ billingName: "Ayşe", billingAddress: "X", billingProvince: "Ankara", billingDistrict: "Kadıköy" }, districtsOf)).toEqual({
      ok: false,
      errors: { billingDistrict: t.districtNotInProvince("Ankara") },
    });
    expect(parseBillingFields({ billingName: "Ayşe", billingAddress: "X", billingProvince: "Atlantis", billingDistrict: "Kadıköy" }, districtsOf)).toEqual({
      ok: false,
      errors: { billingProvince: t.province },
    });
    // Something given without a name: the invoice needs whom to name.
    expect(parseBillingFields({ billingTckn: TCKN }, districtsOf)).toEqual({ ok: false, errors: { billingName: t.name } });
  });

  it("a company with every field", () => {
    expect(parseBillingFields({ ...company, billingVkn: "123 456 78-90", billingName: "ignored", billingTckn: "bad" }, districtsOf)).toEqual({
      ok: true,
      billing: {
        kind: "company",
        title: "Örnek Yazılım A.Ş.",
        vkn: VKN,
        taxOffice: "Kadıköy",
        address: { address: "Moda Cad. No: 1", district: "Kadıköy", province: "İstanbul" },
      },
    });
  });

  it("a company missing any field is refused with that field's message", () => {
    const expected = {
      billingTitle: t.title,
      billingVkn: t.vkn,
      billingTaxOffice: t.taxOffice,
      billingAddress: t.address,
      billingProvince: t.province,
      billingDistrict: t.district,
    } as const;
    for (const [field, message] of Object.entries(expected)) {
      expect(parseBillingFields({ ...company, [field]: "" }, districtsOf), field).toEqual({ ok: false, errors: { [field]: message } });
    }
    expect(parseBillingFields({ billingKind: "company" }, districtsOf)).toEqual({ ok: false, errors: expected });
  });

  it("a company's VKN must be 10 digits with its check digit; its district the province's", () => {
    for (const vkn of ["1234567891", "123456789", "12345678901", "abcdefghij"]) {
      expect(parseBillingFields({ ...company, billingVkn: vkn }, districtsOf), vkn).toEqual({ ok: false, errors: { billingVkn: t.vkn } });
    }
    expect(parseBillingFields({ ...company, billingProvince: "Ankara" }, districtsOf)).toEqual({
      ok: false,
      errors: { billingDistrict: t.districtNotInProvince("Ankara") },
    });
  });

  it("ignores the other kind's fields (a form without JavaScript posts both) and refuses too long texts", () => {
    expect(parseBillingFields({ billingKind: "individual", billingTitle: "A.Ş.", billingVkn: "1", billingTaxOffice: "x".repeat(500) }, districtsOf)).toEqual({
      ok: true,
      billing: null,
    });
    expect(parseBillingFields({ ...company, billingTitle: "x".repeat(201) }, districtsOf)).toEqual({ ok: false, errors: { billingTitle: t.tooLong(200) } });
    // An unknown kind is an individual.
    expect(parseBillingFields({ ...company, billingKind: "government" }, districtsOf)).toEqual({
      ok: false,
      errors: { billingName: t.name },
    });
  });
});
