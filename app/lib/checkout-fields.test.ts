import { describe, expect, it } from "vitest";
import { checkoutFields } from "../../tests/support/order-fixtures";
import { CHECKOUT_FIELD_MAX_LENGTH, CHECKOUT_FIELDS, type DistrictsOf, ORDER_CONTACT_FIELDS, validateCheckoutFields } from "./checkout-fields";

/** The form as the page posts it: province and district from the lists. */
const { recipientCity: _city, ...typed } = checkoutFields;
const valid = { ...typed, recipientProvince: "İstanbul", recipientDistrict: "Kadıköy", acceptTerms: "on" };
const stored = { ...checkoutFields, recipientCity: "Kadıköy / İstanbul", acceptTerms: true };
const lists = new Map([
  ["İstanbul", ["Kadıköy", "Üsküdar"]],
  ["Ankara", ["Çankaya"]],
]);
const districtsOf: DistrictsOf = (province) => lists.get(province);

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
}

describe("validateCheckoutFields", () => {
  it("returns the trimmed fields and the consent, the district and province stored as one city", () => {
    const result = validateCheckoutFields(form({ ...valid, recipientDistrict: "  Kadıköy \n" }), districtsOf);
    expect(result).toEqual({ ok: true, fields: stored });
  });

  it("takes the district only with its own province, and only provinces of the list", () => {
    const wrong = validateCheckoutFields(form({ ...valid, recipientProvince: "Ankara" }), districtsOf);
    expect(!wrong.ok && wrong.errors).toEqual({ recipientDistrict: "Seçtiğiniz ilçe Ankara iline ait değil; listeden bir ilçe seçin." });
    const unknown = validateCheckoutFields(form({ ...valid, recipientProvince: "Gotham" }), districtsOf);
    expect(!unknown.ok && unknown.errors).toEqual({ recipientProvince: "Listeden bir il seçin." });
  });

  it("still takes a free-text city from a form without the lists (a page loaded before them)", () => {
    const { recipientProvince: _p, recipientDistrict: _d, ...legacy } = valid;
    const result = validateCheckoutFields(form({ ...legacy, recipientCity: "  İstanbul \n" }), districtsOf);
    expect(result).toEqual({ ok: true, fields: { ...checkoutFields, acceptTerms: true } });
    const long = validateCheckoutFields(form({ ...legacy, recipientCity: "x".repeat(61) }), districtsOf);
    expect(!long.ok && long.errors).toEqual({ recipientCity: "En fazla 60 karakter girebilirsiniz." });
  });

  it("stores a phone number in its one normal form and refuses what is not a number", () => {
    for (const recipientPhone of ["0555 123 45 67", "+90 555 123 45 67", "5551234567", "0090 555 1234567"]) {
      const result = validateCheckoutFields(form({ ...valid, recipientPhone }), districtsOf);
      expect(result.ok && result.fields.recipientPhone, recipientPhone).toBe("05551234567");
    }
    const foreign = validateCheckoutFields(form({ ...valid, recipientPhone: "+44 20 7946 0958" }), districtsOf);
    expect(foreign.ok && foreign.fields.recipientPhone).toBe("+442079460958");
    const bad = validateCheckoutFields(form({ ...valid, recipientPhone: "0555 12" }), districtsOf);
    expect(!bad.ok && bad.errors).toEqual({ recipientPhone: "Geçerli bir telefon numarası girin: 0 5xx xxx xx xx (yurt dışı için + ile başlayın)." });
  });

  it("takes the consent box as on, true or 1, and nothing else", () => {
    for (const accept of ["on", "true", "1"]) expect(validateCheckoutFields(form({ ...valid, acceptTerms: accept })).ok).toBe(true);
    for (const accept of ["off", "", "yes"]) {
      const result = validateCheckoutFields(form({ ...valid, acceptTerms: accept }));
      expect(!result.ok && result.errors).toEqual({ acceptTerms: "Devam etmek için onay vermelisiniz." });
    }
  });

  it("marks missing and blank fields 'Zorunlu alan', the e-mail too", () => {
    const result = validateCheckoutFields(form({ acceptTerms: "on", recipientName: " \t " }));
    expect(result.ok).toBe(false);
    if (!result.ok) for (const name of CHECKOUT_FIELDS) expect(result.errors[name]).toBe("Zorunlu alan");
  });

  it("refuses text past each field's length, counted after trimming", () => {
    for (const name of CHECKOUT_FIELDS) {
      const max = CHECKOUT_FIELD_MAX_LENGTH[name];
      // The lists' names are far shorter than their limit: without the lists only the length counts.
      const longest = name === "senderEmail" ? `${"a".repeat(max - 12)}@example.com` : name === "recipientPhone" ? "0090 (555) 123 45 67" : "x".repeat(max);
      expect(validateCheckoutFields(form({ ...valid, [name]: ` ${longest} ` })).ok, name).toBe(true);
      const result = validateCheckoutFields(form({ ...valid, [name]: `${longest}x` }));
      expect(!result.ok && result.errors, name).toEqual({ [name]: `En fazla ${max} karakter girebilirsiniz.` });
    }
  });

  it("accepts the e-mail addresses the checkout always took and refuses the rest", () => {
    const accepted = ["a@b.co", "ayse.yilmaz+hediye@example.com.tr", "o'neil@mail.example.org", "x_y-z@sub-domain.example.io"];
    const refused = [
      "gonderen",
      "gonderen@",
      "@example.com",
      "a@b",
      "a@b.c",
      ".a@b.co",
      "a.@b.co",
      "a..b@b.co",
      "ayşe@example.com",
      "a b@b.co",
      "a@-b.co",
      "a@b.c0",
    ];
    for (const senderEmail of accepted) expect(validateCheckoutFields(form({ ...valid, senderEmail })).ok, senderEmail).toBe(true);
    for (const senderEmail of refused) {
      const result = validateCheckoutFields(form({ ...valid, senderEmail }));
      expect(!result.ok && result.errors, senderEmail).toEqual({ senderEmail: "Geçerli bir e-posta adresi girin." });
    }
  });
});

describe("ORDER_CONTACT_FIELDS", () => {
  it("names every field an order stores of the form, the ones anonymising erases", () => {
    const result = validateCheckoutFields(form(valid), districtsOf);
    const { acceptTerms: _accepted, ...orderFields } = result.ok ? result.fields : stored;
    expect([...ORDER_CONTACT_FIELDS].sort()).toEqual(Object.keys(orderFields).sort());
  });
});
