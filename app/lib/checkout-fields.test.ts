import { describe, expect, it } from "vitest";
import { checkoutFields } from "../../tests/support/order-fixtures";
import { CHECKOUT_FIELD_MAX_LENGTH, CHECKOUT_FIELDS, validateCheckoutFields } from "./checkout-fields";

const valid = { ...checkoutFields, acceptTerms: "on" };

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
}

describe("validateCheckoutFields", () => {
  it("returns the trimmed fields and the consent", () => {
    const result = validateCheckoutFields(form({ ...valid, recipientCity: "  İstanbul \n" }));
    expect(result).toEqual({ ok: true, fields: { ...valid, recipientCity: "İstanbul", acceptTerms: true } });
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
      const longest = name === "senderEmail" ? `${"a".repeat(max - 12)}@example.com` : "x".repeat(max);
      expect(validateCheckoutFields(form({ ...valid, [name]: ` ${longest} ` })).ok, name).toBe(true);
      const result = validateCheckoutFields(form({ ...valid, [name]: `${longest}x` }));
      expect(!result.ok && result.errors, name).toEqual({ [name]: `En fazla ${max} karakter girebilirsiniz.` });
    }
  });

  it("accepts the e-mail addresses the checkout always took and refuses the rest", () => {
    const accepted = ["a@b.co", "ayse.yilmaz+hediye@example.com.tr", "o'neil@mail.example.org", "x_y-z@sub-domain.example.io"];
    const refused = ["gonderen", "gonderen@", "@example.com", "a@b", "a@b.c", ".a@b.co", "a.@b.co", "a..b@b.co", "ayşe@example.com", "a b@b.co", "a@-b.co", "a@b.c0"];
    for (const senderEmail of accepted) expect(validateCheckoutFields(form({ ...valid, senderEmail })).ok, senderEmail).toBe(true);
    for (const senderEmail of refused) {
      const result = validateCheckoutFields(form({ ...valid, senderEmail }));
      expect(!result.ok && result.errors, senderEmail).toEqual({ senderEmail: "Geçerli bir e-posta adresi girin." });
    }
  });
});
