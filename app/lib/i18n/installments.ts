// The product page's installment table (docs/product.md#installments).
import { formatKurus } from "~/lib/money";

export const installmentsText = {
  heading: "Taksit seçenekleri",
  /** The price the table is worked out for (the shown variant's, or the product's). */
  forPrice: (priceKurus: number) => `${formatKurus(priceKurus)} için`,
  count: "Taksit",
  monthly: "Aylık",
  total: "Toplam",
  countCell: (count: number) => `${count} taksit`,
  /** When the months are not all equal, the last one takes the rounding. */
  lastMonth: (kurus: number) => `son ay ${formatKurus(kurus)}`,
  note: "Oranlar ödeme kuruluşunun günlük bildirdiği oranlardır; kesin tutarı ödeme sayfasında kartınıza göre görürsünüz.",
};
