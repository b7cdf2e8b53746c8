// Texts of invoices (docs/product.md#invoices): the admin's /admin/invoices page, the invoice PDF, the month's CSV
// for the accountant, the invoices in the order dialog and the "Fatura" section of /admin/settings.
import type { InvoiceKind, InvoiceProviderState } from "../invoice";

export const invoicesText = {
  nav: "Faturalar",
  title: "Faturalar",
  intro: "Ödenen her siparişin satış faturası ve iade ya da iptallerin iade belgeleri, kesildikleri aya göre.",
  month: "Ay",
  showMonth: "Göster",
  monthInvalid: "Ay, 2026-11 biçiminde olmalı.",
  notFound: "Fatura bulunamadı.",
  csv: "Ayın CSV Dosyası",
  empty: (month: string) => `${month} ayında kesilmiş fatura yok.`,
  count: (n: number) => `${n} fatura`,
  kind: { sale: "Satış", return: "İade" } satisfies Record<InvoiceKind, string>,
  providerState: {
    not_sent: "Entegratör yok (kayıt)",
    pending: "Gönderilecek",
    sent: "Gönderildi",
    failed: "Gönderilemedi",
  } satisfies Record<InvoiceProviderState, string>,
  columns: {
    number: "Fatura No",
    date: "Tarih",
    order: "Sipariş No",
    buyer: "Alıcı",
    kind: "Tür",
    total: "Tutar",
    vat: "KDV",
    state: "Entegratör",
    pdf: "PDF",
  },
  pdfLink: "PDF",
  pdfLinkLabel: (number: string) => `${number} numaralı faturanın PDF'i`,
  monthName: (year: number, month: number) =>
    `${["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"][month - 1]} ${year}`,
  /** The order dialog's block. */
  order: {
    title: "Faturalar",
    none: "Bu sipariş için henüz fatura kesilmedi (ödeme tamamlanınca kesilir).",
  },
  pdf: {
    title: { sale: "Fatura", return: "İade Faturası" } satisfies Record<InvoiceKind, string>,
    header: (shop: string, number: string) => `${shop} · Fatura ${number}`,
    seller: "Satıcı",
    buyer: "Alıcı",
    number: "Fatura No",
    date: "Fatura Tarihi",
    orderNumber: "Sipariş No",
    related: "İlgili Fatura",
    taxOffice: "Vergi Dairesi",
    vkn: "VKN",
    tckn: "TCKN",
    mersis: "MERSİS No",
    email: "E-posta",
    phone: "Telefon",
    /** Printed when no e-Arşiv integrator issued it: the shop's own record of the sale. */
    recordNote: "e-Arşiv değil: kayıt. Bu belge mağazanın satış kaydıdır, e-Arşiv faturası yerine geçmez.",
    providerNote: (state: string) => `e-Arşiv entegratörü: ${state}`,
    lines: { name: "Mal / Hizmet", quantity: "Miktar", unit: "Birim Fiyat", discount: "İndirim", rate: "KDV %", vat: "KDV", gross: "Tutar" },
    breakdown: "KDV Dökümü",
    breakdownRow: (rate: number) => `%${rate} KDV matrahı`,
    net: "Mal / Hizmet Toplamı (KDV hariç)",
    vatTotal: "Hesaplanan KDV",
    gross: { sale: "Ödenecek Tutar (KDV dahil)", return: "İade Edilen Tutar (KDV dahil)" } satisfies Record<InvoiceKind, string>,
    anonymised: "Anonimleştirildi",
  },
  /** The accountant's CSV of a month. */
  csvFile: {
    filename: (month: string) => `faturalar-${month}.csv`,
    columns: ["Fatura No", "Tarih", "Tür", "İlgili Fatura", "Sipariş No", "Alıcı", "TCKN/VKN", "Vergi Dairesi"],
    rateColumns: (rate: number) => [`Matrah %${rate}`, `KDV %${rate}`, `Toplam %${rate}`],
    totals: ["Matrah Toplam", "KDV Toplam", "Genel Toplam", "Entegratör Durumu"],
  },
  settings: {
    section: "Fatura",
    intro:
      "Fatura numarası GİB biçimindedir: seri (3 büyük harf) + yıl + 9 haneli sıra, her seride yıl içinde boşluksuz. Seri değişince yeni seri 1'den başlar.",
    fields: {
      series: "Satış faturası serisi",
      returnSeries: "İade belgesi serisi",
      defaultVatRate: "Varsayılan KDV oranı",
      provider: "e-Arşiv entegratörü",
    },
    hints: {
      series: "Örnek: SHD → SHD2026000000001",
      returnSeries: "Satış serisinden farklı olmalı. Örnek: IAD",
      defaultVatRate: "Ürünü ve kategorisi oran belirtmeyen ürünlerin oranı.",
      provider: "Entegratörün anahtarları ortam değişkenlerinde tutulur; yoksa aylık CSV muhasebecinize kayıttır.",
    },
    rate: (rate: number) => `%${rate}`,
    providers: { none: "Yok", parasut: "Paraşüt" },
    providerMissing: "(ortam değişkenleri eksik)",
    saving: "Kaydediliyor…",
    errors: {
      series: "Seri 3 büyük Latin harfi olmalı (ör. SHD).",
      sameSeries: "İade serisi satış serisinden farklı olmalı.",
      rate: "KDV oranı %0, %1, %10 ya da %20 olmalı.",
      provider: "Geçerli bir entegratör seçin.",
      providerNotConfigured: "Bu entegratörün ortam değişkenleri ayarlı değil.",
    },
  },
};
