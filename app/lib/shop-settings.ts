import type { PaymentProviderChoice } from "./payment-mode";
import { shippingText } from "./i18n/shipping";
import { DEFAULT_VAT_RATE, type VatRate } from "./vat";
import type { ReviewInviteAfter } from "./reviews";

// The shop's facts and rules (docs/product.md#shop-settings): the shape, and the demo company's values a fresh
// install starts with. The owner edits them at /admin/settings; the server reads them through one module
// (app/modules/settings/shop-settings.server.ts) and hands pages what they show. Not secret: safe for the browser.

export const COMPANY_TYPES = ["sahis", "limited", "anonim"] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

export interface DayRange {
  min: number;
  max: number;
}

/** A carrier the admin picks from when shipping; `trackingUrl` has `{code}` where the tracking number goes. */
export interface Carrier {
  id: string;
  name: string;
  enabled: boolean;
  trackingUrl: string | null;
}

/** A bayram: its arife (a half day), its first day and how many days it lasts (all holidays). */
export interface ReligiousHoliday {
  name: string;
  arife: string;
  first: string;
  days: number;
}

/** Days the shop itself is closed (a stock-taking week): no dispatch from `from` to `to`, both included. */
export interface ClosedDays {
  name: string;
  from: string;
  to: string;
}

export type ShippingRuleKind = "highest" | "flat";

/** How shipping is charged (docs/product.md#shipping): amounts in kuruş. */
export interface ShippingRule {
  /** "highest": the highest shipping cost among the lines; "flat": `flatFee` for every order. */
  kind: ShippingRuleKind;
  flatFee: number;
  /** Orders whose items come to at least this much ship free; null: never. */
  freeFrom: number | null;
}

export interface ShopSettings {
  shopName: string;
  companyName: string;
  companyType: CompanyType;
  /** Street, number and postcode; the district and province follow. */
  address: string;
  district: string;
  province: string;
  email: string;
  phone: string;
  taxOffice: string;
  /** VKN (10 digits) or, for a sole trader, TCKN (11 digits). */
  taxNumber: string;
  mersisNumber: string;
  /** The company's KEP address; empty when it has none. */
  kepAddress: string;
  /** The shop's web address as printed in the legal texts. */
  website: string;
  /** The WhatsApp number as written, with its country code, and the full addresses of the shop's pages; empty: not shown. */
  social: { whatsapp: string; instagram: string; facebook: string; x: string; tiktok: string; youtube: string };
  appearance: {
    /** Stored image keys (app/modules/media), null: the shop's name and icon. */
    logo: string | null;
    favicon: string | null;
    /** A hex colour that white text reads on (WCAG AA). */
    brandColor: string;
    heroTitle: string;
    heroText: string;
    heroImage: string | null;
  };
  shipping: ShippingRule;
  delivery: {
    turkeyBusinessDays: DayRange;
    istanbulBusinessDays: number;
    cyprusBusinessDays: DayRange;
    /** Orders placed before this time on a weekday leave the same day. */
    sameDayDispatchCutoff: string;
    /** Mesafeli Sözleşmeler Yönetmeliği m.16: delivery never later than this many days after the order. */
    legalMaxDays: number;
  };
  /** In the list's order; an order keeps only the carrier's id. */
  carriers: Carrier[];
  deliveryCalendar: {
    utcOffsetHours: number;
    halfDayDispatchCutoff: string;
    /** MM-DD. */
    fixedHolidays: string[];
    /** MM-DD, the afternoon off. */
    fixedHalfDays: string[];
    religiousHolidays: ReligiousHoliday[];
    closedDays: ClosedDays[];
  };
  /** Right of withdrawal (cayma hakkı), counted from delivery to the recipient; never below 14. */
  withdrawalDays: number;
  /** Refund to the original payment method, counted from the withdrawal notice reaching us. */
  refundBusinessDays: DayRange;
  supportReplyHours: number;
  /** KVKK m.13: applications are answered within this many days. */
  dataRequestDays: number;
  minimumAge: number;
  /** An order's personal data are anonymised once it is this many years old (never below LEGAL_MIN_ORDER_YEARS). */
  dataRetention: { orderYears: number };
  /**
   * Personalised gifts (docs/product.md#personalised-gifts): a proof unanswered this many days counts as approved;
   * the buyer's photos and texts are erased this many days after delivery.
   */
  personalisation: { proofApprovalDays: number; photoRetentionDays: number };
  /** Where new-order notices go; empty: SHOP_NOTIFY_EMAIL. */
  notifications: { newOrderEmail: string };
  /**
   * Invoices (docs/product.md#invoices, #vat): the GİB series (three capital letters) of sale invoices and of return
   * documents, the KDV rate of a product whose product and categories name none, and the e-Arşiv integrator the
   * invoices are sent to ("none": none, the monthly export is the record; its secrets stay in the environment).
   */
  invoicing: { series: string; returnSeries: string; defaultVatRate: VatRate; provider: InvoiceProviderId };
  /**
   * Payments (docs/product.md#payment-providers, #installments): the provider taking new orders' payments among those
   * whose secrets are in the environment ("default": PAYMENT_PROVIDER), and the highest installment count offered
   * (1: none; at most MAX_INSTALLMENTS).
   */
  payments: { provider: PaymentProviderChoice; maxInstallments: number };
  /**
   * Verified reviews (docs/product.md#reviews): the sender is invited `inviteDelayDays` after the order was delivered
   * (or shipped); a review is shown once the owner approves it, or at once when `publishWithoutApproval`.
   */
  reviews: { inviteAfter: ReviewInviteAfter; inviteDelayDays: number; publishWithoutApproval: boolean };
  /**
   * Thank-you notes (docs/product.md#thank-you-notes): the card's code works this many days after delivery
   * (MIN_THANKS_VALID_DAYS–MAX_THANKS_VALID_DAYS in app/lib/thanks.ts); then the conversation is deleted.
   */
  thanks: { validDays: number };
}

/** The most days after delivery (or shipping) a review invitation may wait. */
export const MAX_REVIEW_INVITE_DELAY_DAYS = 60;

/** The highest installment count a Turkish card programme offers for gifts. */
export const MAX_INSTALLMENTS = 12;

export const INVOICE_PROVIDER_IDS = ["none", "parasut"] as const;
export type InvoiceProviderId = (typeof INVOICE_PROVIDER_IDS)[number];

/** The seller's identity an order keeps from the settings in force when it was placed (orders.seller). */
export type OrderSeller = Pick<
  ShopSettings,
  | "shopName"
  | "companyName"
  | "companyType"
  | "address"
  | "district"
  | "province"
  | "email"
  | "phone"
  | "taxOffice"
  | "taxNumber"
  | "mersisNumber"
  | "kepAddress"
  | "website"
>;

export function orderSellerFrom(settings: ShopSettings): OrderSeller {
  const { shopName, companyName, companyType, address, district, province, email, phone, taxOffice, taxNumber, mersisNumber, kepAddress, website } = settings;
  return { shopName, companyName, companyType, address, district, province, email, phone, taxOffice, taxNumber, mersisNumber, kepAddress, website };
}

/** Distance-sales records are kept 3 years (Mesafeli Sözleşmeler Yönetmeliği): retention never shorter. */
export const LEGAL_MIN_ORDER_YEARS = 3;
/** Cayma hakkı: never fewer days than the law's 14. */
export const LEGAL_MIN_WITHDRAWAL_DAYS = 14;

/**
 * The demo company a fresh install starts with. Its facts are made up: until the owner enters their own, every
 * shop page says the shop is being set up and live payments are refused (isDemoCompany).
 */
export const DEMO_SHOP_SETTINGS: ShopSettings = {
  shopName: "Sürpriz Hediye",
  companyName: "Sürpriz Hediye E-Ticaret Ltd. Şti.",
  companyType: "limited",
  address: "Caferağa Mah. Moda Cad. No: 12, 34710",
  district: "Kadıköy",
  province: "İstanbul",
  email: "destek@surprizhediye.com.tr",
  phone: "+90 216 555 01 23",
  taxOffice: "Kadıköy Vergi Dairesi",
  taxNumber: "1234567890",
  mersisNumber: "0123456789000015",
  kepAddress: "",
  website: "www.surprizhediye.com.tr",
  social: {
    whatsapp: "+90 532 555 01 23",
    instagram: "https://www.instagram.com/surprizhediye",
    facebook: "https://www.facebook.com/surprizhediye",
    x: "",
    tiktok: "",
    youtube: "",
  },
  appearance: { logo: null, favicon: null, brandColor: "#be185d", heroTitle: "", heroText: "", heroImage: null },
  shipping: { kind: "highest", flatFee: 0, freeFrom: null },
  delivery: {
    turkeyBusinessDays: { min: 1, max: 3 },
    istanbulBusinessDays: 1,
    cyprusBusinessDays: { min: 3, max: 7 },
    sameDayDispatchCutoff: "16:00",
    legalMaxDays: 30,
  },
  /**
   * The carriers' public tracking pages as best known when written: the owner can change them at /admin/settings.
   */
  carriers: [
    { id: "yurtici", name: "Yurtiçi Kargo", enabled: true, trackingUrl: "https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code={code}" },
    { id: "aras", name: "Aras Kargo", enabled: true, trackingUrl: "https://kargotakip.araskargo.com.tr/mainpage.aspx?code={code}" },
    { id: "mng", name: "MNG Kargo", enabled: true, trackingUrl: "https://www.mngkargo.com.tr/gonderi-takip?takipNo={code}" },
    { id: "ptt", name: "PTT Kargo", enabled: true, trackingUrl: "https://gonderitakip.ptt.gov.tr/Track/Verify?q={code}" },
    { id: "surat", name: "Sürat Kargo", enabled: true, trackingUrl: "https://www.suratkargo.com.tr/KargoTakip/?kargotakipno={code}" },
    { id: "ups", name: "UPS", enabled: true, trackingUrl: "https://www.ups.com/track?loc=tr_TR&tracknum={code}" },
    { id: "hepsijet", name: "HepsiJet", enabled: true, trackingUrl: "https://www.hepsijet.com/gonderi-takibi/{code}" },
    { id: "other", name: shippingText.otherCarrier, enabled: true, trackingUrl: null },
  ],
  /**
   * Official holidays (2429 sayılı Ulusal Bayram ve Genel Tatiller Hakkında Kanun): the fixed ones by month-day;
   * the bayrams as the Diyanet İşleri Başkanlığı publishes them. Half days (28 Ekim and each arife) stay business
   * days, but parcels leave only until `halfDayDispatchCutoff`. A fresh install knows this year's and next year's
   * bayrams; the owner adds each coming year's at /admin/settings, pre-filled from the data file the project
   * ships (app/modules/settings/data/religious-holidays.json, 2026–2030), and the dashboard reminds them.
   */
  deliveryCalendar: {
    utcOffsetHours: 3,
    halfDayDispatchCutoff: "12:00",
    fixedHolidays: ["01-01", "04-23", "05-01", "05-19", "07-15", "08-30", "10-29"],
    fixedHalfDays: ["10-28"],
    religiousHolidays: [
      { name: "Ramazan Bayramı", arife: "2026-03-19", first: "2026-03-20", days: 3 },
      { name: "Kurban Bayramı", arife: "2026-05-26", first: "2026-05-27", days: 4 },
      { name: "Ramazan Bayramı", arife: "2027-03-08", first: "2027-03-09", days: 3 },
      { name: "Kurban Bayramı", arife: "2027-05-15", first: "2027-05-16", days: 4 },
    ],
    closedDays: [],
  },
  withdrawalDays: 14,
  refundBusinessDays: { min: 5, max: 10 },
  supportReplyHours: 24,
  dataRequestDays: 30,
  minimumAge: 18,
  dataRetention: { orderYears: 3 },
  personalisation: { proofApprovalDays: 3, photoRetentionDays: 30 },
  notifications: { newOrderEmail: "" },
  invoicing: { series: "SHD", returnSeries: "IAD", defaultVatRate: DEFAULT_VAT_RATE, provider: "none" },
  payments: { provider: "default", maxInstallments: 1 },
  reviews: { inviteAfter: "delivered", inviteDelayDays: 7, publishWithoutApproval: false },
  thanks: { validDays: 60 },
};

/**
 * Still the demo's company: its name or its tax number unchanged. The shop then says it is being set up, asks
 * search engines not to index it, and refuses live payments.
 */
export function isDemoCompany(settings: Pick<ShopSettings, "companyName" | "taxNumber">): boolean {
  return settings.companyName.trim() === DEMO_SHOP_SETTINGS.companyName || settings.taxNumber.trim() === DEMO_SHOP_SETTINGS.taxNumber;
}

/** The address as the legal texts print it: "Caferağa Mah. Moda Cad. No: 12, 34710 Kadıköy / İstanbul". */
export function fullAddress(settings: Pick<ShopSettings, "address" | "district" | "province">): string {
  return `${settings.address.trim()} ${settings.district} / ${settings.province}`;
}

/** A range of days as the legal texts print it, e.g. "1–3". */
export function formatRange(range: { readonly min: number; readonly max: number }): string {
  return range.min === range.max ? String(range.min) : `${range.min}–${range.max}`;
}

/** The phone number as a tel: link target (no spaces). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}

export type CarrierId = string;

export function findCarrier(id: string | null | undefined, carriers: readonly Carrier[]): Carrier | null {
  return carriers.find((c) => c.id === id) ?? null;
}

/** The carrier's tracking page for this tracking number, or null (no carrier, "Diğer", or no number). */
export function carrierTrackingUrl(
  carrierId: string | null | undefined,
  trackingNumber: string | null | undefined,
  carriers: readonly Carrier[],
): string | null {
  const template = findCarrier(carrierId, carriers)?.trackingUrl;
  if (!template || !trackingNumber) return null;
  return template.replace("{code}", encodeURIComponent(trackingNumber));
}
