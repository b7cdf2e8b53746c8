import { describe, expect, it } from "vitest";
import { formatRange, phoneHref, shopSettings } from "./shop-settings";

describe("shop settings (the one source of the legal figures)", () => {
  it("holds the figures of docs/product.md#legal-and-company-pages", () => {
    expect(shopSettings.delivery.turkeyBusinessDays).toEqual({ min: 1, max: 3 });
    expect(shopSettings.delivery.istanbulBusinessDays).toBe(1);
    expect(shopSettings.delivery.cyprusBusinessDays).toEqual({ min: 3, max: 7 });
    expect(shopSettings.delivery.sameDayDispatchCutoff).toBe("16:00");
    expect(shopSettings.withdrawalDays).toBe(14);
    expect(shopSettings.refundBusinessDays).toEqual({ min: 5, max: 10 });
    expect(shopSettings.supportReplyHours).toBe(24);
    expect(shopSettings.dataRequestDays).toBe(30);
    expect(shopSettings.minimumAge).toBe(18);
  });

  it("keeps the delivery promise within the legal maximum (Mesafeli Sözleşmeler Yönetmeliği m.16)", () => {
    const { delivery } = shopSettings;
    expect(delivery.legalMaxDays).toBe(30);
    expect(delivery.turkeyBusinessDays.max).toBeLessThan(delivery.legalMaxDays);
    expect(delivery.cyprusBusinessDays.max).toBeLessThan(delivery.legalMaxDays);
    expect(delivery.istanbulBusinessDays).toBeLessThanOrEqual(delivery.turkeyBusinessDays.max);
  });

  it("has every company fact", () => {
    for (const key of ["companyName", "address", "email", "phone", "taxOffice", "taxNumber", "mersisNumber", "website"] as const) {
      expect(shopSettings[key].trim(), key).not.toBe("");
    }
    expect(shopSettings.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(shopSettings.mersisNumber).toMatch(/^\d{16}$/);
    expect(shopSettings.taxNumber).toMatch(/^\d{10}$/);
  });

  it("formats ranges with an en dash and single values plainly", () => {
    expect(formatRange({ min: 1, max: 3 })).toBe("1–3");
    expect(formatRange({ min: 2, max: 2 })).toBe("2");
  });

  it("turns the phone number into a tel: link", () => {
    expect(phoneHref("+90 216 555 01 23")).toBe("tel:+902165550123");
  });
});
