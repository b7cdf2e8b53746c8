import { shippingText } from "./i18n/shipping";

// The one source of the shop's facts (docs/product.md#legal-and-company-pages). Every legal and company page reads its figures here,
// so no two pages can disagree. Not secret: safe for the browser.
export const shopSettings = {
  shopName: "Sürpriz Hediye",
  companyName: "Sürpriz Hediye E-Ticaret Ltd. Şti.",
  address: "Caferağa Mah. Moda Cad. No: 12, 34710 Kadıköy / İstanbul",
  email: "destek@surprizhediye.com.tr",
  phone: "+90 216 555 01 23",
  taxOffice: "Kadıköy Vergi Dairesi",
  taxNumber: "1234567890",
  mersisNumber: "0123456789000015",
  /** The shop's web address as printed in the legal texts. */
  website: "www.surprizhediye.com.tr",
  delivery: {
    turkeyBusinessDays: { min: 1, max: 3 },
    istanbulBusinessDays: 1,
    cyprusBusinessDays: { min: 3, max: 7 },
    /** Orders placed before this time on a weekday leave the same day. */
    sameDayDispatchCutoff: "16:00",
    /** Mesafeli Sözleşmeler Yönetmeliği m.16: delivery never later than this many days after the order. */
    legalMaxDays: 30,
  },
  /** Right of withdrawal (cayma hakkı), counted from delivery to the recipient. */
  withdrawalDays: 14,
  /** Refund to the original payment method, counted from the withdrawal notice reaching us. */
  refundBusinessDays: { min: 5, max: 10 },
  supportReplyHours: 24,
  /** KVKK m.13: applications are answered within this many days. */
  dataRequestDays: 30,
  minimumAge: 18,
  /**
   * The carriers the admin picks from when shipping (docs/product.md#shipping-carriers), in the list's order.
   * `trackingUrl` is the carrier's public tracking page with `{code}` where the tracking number goes
   * (URL-encoded); null means no link. These addresses are the carriers' public pages as best known when
   * written: the owner can change them here, and an order keeps only the carrier's id.
   */
  carriers: [
    { id: "yurtici", name: "Yurtiçi Kargo", trackingUrl: "https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code={code}" },
    { id: "aras", name: "Aras Kargo", trackingUrl: "https://kargotakip.araskargo.com.tr/mainpage.aspx?code={code}" },
    { id: "mng", name: "MNG Kargo", trackingUrl: "https://www.mngkargo.com.tr/gonderi-takip?takipNo={code}" },
    { id: "ptt", name: "PTT Kargo", trackingUrl: "https://gonderitakip.ptt.gov.tr/Track/Verify?q={code}" },
    { id: "surat", name: "Sürat Kargo", trackingUrl: "https://www.suratkargo.com.tr/KargoTakip/?kargotakipno={code}" },
    { id: "ups", name: "UPS", trackingUrl: "https://www.ups.com/track?loc=tr_TR&tracknum={code}" },
    { id: "hepsijet", name: "HepsiJet", trackingUrl: "https://www.hepsijet.com/gonderi-takibi/{code}" },
    { id: "other", name: shippingText.otherCarrier, trackingUrl: null },
  ],
  /**
   * Admin sessions (docs/operations.md#security): a session ends `lifetimeHours` after sign-in, or
   * earlier once it has not been used for `idleMinutes` (0: no idle timeout).
   */
  adminSessions: {
    lifetimeHours: 7 * 24,
    idleMinutes: 24 * 60,
  },
  /**
   * Contact and social links (docs/product.md#contact-and-social-links): the WhatsApp button (footer and phone
   * menu) and the footer's social pages. An empty value is not shown. `whatsapp` is the number as written,
   * with its country code; the others are the full addresses of the shop's pages.
   */
  social: {
    whatsapp: "+90 532 555 01 23",
    instagram: "https://www.instagram.com/surprizhediye",
    facebook: "https://www.facebook.com/surprizhediye",
    x: "",
    tiktok: "",
    youtube: "",
  },
  /**
   * The calendar of Turkish business days behind the delivery promise and the chosen delivery date
   * (docs/product.md#delivery-calendar, app/lib/delivery-calendar.ts). Dates are Istanbul dates (UTC+3 all
   * year, no daylight saving). Weekends are never business days.
   *
   * Official holidays (2429 sayılı Ulusal Bayram ve Genel Tatiller Hakkında Kanun): the fixed ones by
   * month-day; the religious ones by the Diyanet İşleri Başkanlığı's "Dini Günler Takvimi". 2026 is as
   * Diyanet published it; 2027–2030 are as best known when written (the Hijri calendar moves ~11 days a
   * year) — THE OWNER SHOULD CHECK THEM against Diyanet's calendar every year and add the next year.
   *
   * Half days (the afternoon off: 28 Ekim and each bayram's arife) stay business days, but parcels leave
   * only until `halfDayDispatchCutoff`, as carriers close their branches at 13:00.
   */
  deliveryCalendar: {
    utcOffsetHours: 3,
    halfDayDispatchCutoff: "12:00",
    /** MM-DD: Yılbaşı, Ulusal Egemenlik ve Çocuk Bayramı, Emek ve Dayanışma Günü, Atatürk'ü Anma Gençlik ve Spor
     * Bayramı, Demokrasi ve Milli Birlik Günü, Zafer Bayramı, Cumhuriyet Bayramı. */
    fixedHolidays: ["01-01", "04-23", "05-01", "05-19", "07-15", "08-30", "10-29"],
    /** MM-DD: Cumhuriyet Bayramı's eve, a half day. */
    fixedHalfDays: ["10-28"],
    /** Each bayram: its arife (a half day), its first day and how many days it lasts (all holidays). */
    religiousHolidays: [
      { name: "Ramazan Bayramı", arife: "2026-03-19", first: "2026-03-20", days: 3 },
      { name: "Kurban Bayramı", arife: "2026-05-26", first: "2026-05-27", days: 4 },
      { name: "Ramazan Bayramı", arife: "2027-03-08", first: "2027-03-09", days: 3 },
      { name: "Kurban Bayramı", arife: "2027-05-15", first: "2027-05-16", days: 4 },
      { name: "Ramazan Bayramı", arife: "2028-02-25", first: "2028-02-26", days: 3 },
      { name: "Kurban Bayramı", arife: "2028-05-03", first: "2028-05-04", days: 4 },
      { name: "Ramazan Bayramı", arife: "2029-02-13", first: "2029-02-14", days: 3 },
      { name: "Kurban Bayramı", arife: "2029-04-22", first: "2029-04-23", days: 4 },
      { name: "Ramazan Bayramı", arife: "2030-02-03", first: "2030-02-04", days: 3 },
      { name: "Kurban Bayramı", arife: "2030-04-12", first: "2030-04-13", days: 4 },
    ],
  },
  /**
   * KVKK retention (docs/product.md#kvkk, docs/operations.md#security): an order's personal data (names,
   * address, phone, e-mail, message, and the same in its mails and payment records) are anonymised
   * automatically once the order is `orderYears` old; amounts, items and dates stay for the accounts.
   * 3 years: how long distance-sales records must be kept (Mesafeli Sözleşmeler Yönetmeliği). The order
   * jobs (every 10 seconds) anonymise at most `batchSize` such orders a run, oldest first.
   */
  dataRetention: {
    orderYears: 3,
    batchSize: 100,
  },
} as const;

export type ShopSettings = typeof shopSettings;

/** A range of days as the legal texts print it, e.g. "1–3". */
export function formatRange(range: { readonly min: number; readonly max: number }): string {
  return range.min === range.max ? String(range.min) : `${range.min}–${range.max}`;
}

/** The phone number as a tel: link target (no spaces). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}

export type Carrier = ShopSettings["carriers"][number];
export type CarrierId = Carrier["id"];

export const CARRIER_IDS = shopSettings.carriers.map((c) => c.id) as [CarrierId, ...CarrierId[]];

export function findCarrier(id: string | null | undefined): Carrier | null {
  return shopSettings.carriers.find((c) => c.id === id) ?? null;
}

/** The carrier's tracking page for this tracking number, or null (no carrier, "Diğer", or no number). */
export function carrierTrackingUrl(carrierId: string | null | undefined, trackingNumber: string | null | undefined): string | null {
  const template = findCarrier(carrierId)?.trackingUrl;
  if (!template || !trackingNumber) return null;
  return template.replace("{code}", encodeURIComponent(trackingNumber));
}
