// The one source of the shop's facts (decisions §11). Every legal and company page reads its figures here,
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
  delivery: {
    turkeyBusinessDays: { min: 1, max: 3 },
    istanbulBusinessDays: 1,
    cyprusBusinessDays: { min: 3, max: 7 },
    sameDayDispatchCutoff: "16:00",
  },
  withdrawalDays: 14,
  refundBusinessDays: { min: 5, max: 10 },
  supportReplyHours: 24,
  dataRequestDays: 30,
  minimumAge: 18,
} as const;

export type ShopSettings = typeof shopSettings;
