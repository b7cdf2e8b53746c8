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
