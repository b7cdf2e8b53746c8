import { describe, expect, it } from "vitest";
import { checkoutFields } from "../../../tests/support/order-fixtures";
import { parseCheckoutForm } from "./checkout-form.server";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
}

const valid = {
  ...checkoutFields,
  acceptTerms: "on",
  items: JSON.stringify([{ productId: "7b0c6f1e-8d3a-4c59-9a53-3f2b1d0e9c11", quantity: 2 }]),
  submissionKey: "0b6d9c55-2f1e-4f5a-9d7a-1c2b3a4d5e6f",
};

describe("parseCheckoutForm", () => {
  it("accepts a complete form", () => {
    const result = parseCheckoutForm(form(valid));
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.items).toEqual([{ productId: "7b0c6f1e-8d3a-4c59-9a53-3f2b1d0e9c11", quantity: 2 }]);
      expect(result.fields.recipientCity).toBe("İstanbul");
      expect(result.submissionKey).toBe(valid.submissionKey);
      expect(result.discountCode).toBeNull();
    }
  });
  it("passes on the posted discount code trimmed (none when empty), a too long one too so that the order is refused", () => {
    const codeOf = (discountCode: string) => {
      const result = parseCheckoutForm(form({ ...valid, discountCode }));
      return result.ok ? result.discountCode : "not ok";
    };
    expect(codeOf(" sevgili20 ")).toBe("sevgili20");
    expect(codeOf("  ")).toBeNull();
    expect(codeOf("A".repeat(41))).toBe("A".repeat(41));
    expect(codeOf("A".repeat(500))).toHaveLength(200);
  });
  it("marks every missing field 'Zorunlu alan' and an unticked box", () => {
    const result = parseCheckoutForm(form({ items: valid.items }));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      for (const name of [
        "recipientName",
        "recipientAddress",
        "recipientProvince",
        "recipientDistrict",
        "recipientPostalCode",
        "recipientPhone",
        "senderEmail",
        "anonymousMessage",
      ] as const) {
        expect(result.errors[name]).toBe("Zorunlu alan");
      }
      expect(result.errors.acceptTerms).toBe("Devam etmek için onay vermelisiniz.");
    }
  });
  it("checks the district against the real lists: Kadıköy is in İstanbul, not in Ankara; nothing else is taken", () => {
    const { recipientCity: _city, ...typed } = valid;
    const ok = parseCheckoutForm(form({ ...typed, recipientProvince: "İstanbul", recipientDistrict: "Kadıköy" }));
    expect(ok.ok && ok.fields.recipientCity).toBe("Kadıköy / İstanbul");
    const wrong = parseCheckoutForm(form({ ...typed, recipientProvince: "Ankara", recipientDistrict: "Kadıköy" }));
    expect(!wrong.ok && wrong.errors).toEqual({ recipientDistrict: "Seçtiğiniz ilçe Ankara iline ait değil; listeden bir ilçe seçin." });
    const unknown = parseCheckoutForm(form({ ...typed, recipientProvince: "istanbul", recipientDistrict: "Kadıköy" }));
    expect(!unknown.ok && unknown.errors).toEqual({ recipientProvince: "Listeden bir il seçin." });
  });
  it("treats blank text as missing", () => {
    const result = parseCheckoutForm(form({ ...valid, recipientName: "   " }));
    expect(!result.ok && result.errors.recipientName).toBe("Zorunlu alan");
  });
  it("reports an empty cart", () => {
    const result = parseCheckoutForm(form({ ...valid, items: "[]" }));
    expect(!result.ok && result.emptyCart).toBe(true);
  });
  it("ignores prices the browser sends and refuses a bad quantity", () => {
    const priced = parseCheckoutForm(form({ ...valid, items: JSON.stringify([{ productId: "7b0c6f1e-8d3a-4c59-9a53-3f2b1d0e9c11", quantity: 1, price: 1 }]) }));
    expect(priced.ok && priced.items[0]).toEqual({ productId: "7b0c6f1e-8d3a-4c59-9a53-3f2b1d0e9c11", quantity: 1 });
    for (const quantity of [-1, 0, 1.5, 1e9]) {
      const bad = parseCheckoutForm(form({ ...valid, items: JSON.stringify([{ productId: "7b0c6f1e-8d3a-4c59-9a53-3f2b1d0e9c11", quantity }]) }));
      expect(!bad.ok && bad.invalidCart).toBe(true);
    }
  });
});
