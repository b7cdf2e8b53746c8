import { describe, expect, it } from "vitest";
import { carrierTrackingUrl, DEMO_SHOP_SETTINGS, findCarrier, formatRange, fullAddress, isDemoCompany, phoneHref } from "./shop-settings";

const shopSettings = DEMO_SHOP_SETTINGS;

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

  it("prints the address with its district and province, and knows the demo company by its name or tax number", () => {
    expect(fullAddress(shopSettings)).toBe("Caferağa Mah. Moda Cad. No: 12, 34710 Kadıköy / İstanbul");
    expect(isDemoCompany(shopSettings)).toBe(true);
    expect(isDemoCompany({ companyName: "Başka Ltd. Şti.", taxNumber: shopSettings.taxNumber })).toBe(true);
    expect(isDemoCompany({ companyName: shopSettings.companyName, taxNumber: "1111111111" })).toBe(true);
    expect(isDemoCompany({ companyName: "Başka Ltd. Şti.", taxNumber: "1111111111" })).toBe(false);
  });

  it("formats ranges with an en dash and single values plainly", () => {
    expect(formatRange({ min: 1, max: 3 })).toBe("1–3");
    expect(formatRange({ min: 2, max: 2 })).toBe("2");
  });

  it("turns the phone number into a tel: link", () => {
    expect(phoneHref("+90 216 555 01 23")).toBe("tel:+902165550123");
  });
});

describe("shipping carriers (docs/product.md#shipping-carriers)", () => {
  it("lists the carriers of the issue, each with an https tracking page holding {code}, and Diğer without a link", () => {
    expect(shopSettings.carriers.map((c) => c.name)).toEqual([
      "Yurtiçi Kargo",
      "Aras Kargo",
      "MNG Kargo",
      "PTT Kargo",
      "Sürat Kargo",
      "UPS",
      "HepsiJet",
      "Diğer",
    ]);
    for (const carrier of shopSettings.carriers.filter((c) => c.id !== "other")) {
      expect(carrier.trackingUrl, carrier.id).toMatch(/^https:\/\/[^\s]+\{code\}/);
    }
    expect(findCarrier("other", shopSettings.carriers)?.trackingUrl).toBeNull();
    expect(new Set(shopSettings.carriers.map((c) => c.id)).size).toBe(shopSettings.carriers.length);
  });

  it("builds the tracking link with the number URL-encoded, and none without carrier, link or number", () => {
    expect(carrierTrackingUrl("yurtici", "YK 12/3&x", shopSettings.carriers)).toBe(
      "https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code=YK%2012%2F3%26x",
    );
    expect(carrierTrackingUrl("hepsijet", "HJ1", shopSettings.carriers)).toBe("https://www.hepsijet.com/gonderi-takibi/HJ1");
    expect(carrierTrackingUrl("other", "X1", shopSettings.carriers)).toBeNull();
    expect(carrierTrackingUrl(null, "X1", shopSettings.carriers)).toBeNull();
    expect(carrierTrackingUrl("nope", "X1", shopSettings.carriers)).toBeNull();
    expect(carrierTrackingUrl("ups", null, shopSettings.carriers)).toBeNull();
    expect(findCarrier("unknown", shopSettings.carriers)).toBeNull();
  });
});
