// Texts of the packing slips (/admin/packing-slips, docs/product.md#packing-slips) and their links in the
// admin order list.
export const packingText = {
  title: "Paketleme Fişleri",
  slipOf: (orderNumber: string) => `Paketleme fişi: ${orderNumber}`,
  count: (n: number) => `${n} sipariş`,
  print: "Yazdır",
  back: "Siparişlere dön",
  none: "Seçili sipariş bulunamadı.",
  orderNumber: "Sipariş No",
  orderDate: "Sipariş Tarihi",
  recipient: "Alıcı",
  /** The shop that sends the parcel: the seller the order was placed with. */
  seller: "Gönderen",
  phone: "Telefon",
  items: "Ürünler",
  product: "Ürün",
  quantity: "Adet",
  itemCount: (n: number) => `Toplam ${n} ürün`,
  card: "Kutuya konacak kart",
  cardHelp: "Bu kartı kesip kutuya koyun. Gönderenin adı ve e-postası kartta yer almaz.",
  noMessage: "(Mesaj yok)",
  /** The admin order list. */
  rowLink: "Fiş",
  rowLinkOf: (orderNumber: string) => ` (${orderNumber} paketleme fişi)`,
  selectRow: (orderNumber: string) => `${orderNumber} siparişini seç`,
  selectedSubmit: "Seçili siparişlerin fişlerini yazdır",
} as const;
