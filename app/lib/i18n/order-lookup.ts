// Texts of the "Siparişim nerede?" page (/order-lookup, docs/product.md#order-lookup).
import { orderLookupLink } from "./order-lookup-link";

export const orderLookupText = {
  title: "Siparişim nerede?",
  /** Footer, contact page and mail links to the page. */
  link: orderLookupLink,
  description: "Sipariş numaranız ve e-posta adresinizle siparişinizin durumunu görün.",
  lead: "Sipariş numaranızı ve siparişi verirken yazdığınız e-posta adresini girin; sizi siparişinizin sayfasına götürelim.",
  orderNumber: "Sipariş Numarası",
  orderNumberHelp: "Sipariş onayı e-postasında yazar, örneğin ORD-20261121-123.",
  email: "E-posta Adresiniz",
  submit: "Siparişimi Bul",
  submitting: "Aranıyor...",
  /** The one answer to every wrong pair, whichever half is wrong. */
  notFound: "Bu sipariş numarası ve e-posta adresiyle eşleşen bir sipariş bulunamadı. Lütfen ikisini de kontrol edin.",
  required: "Lütfen sipariş numaranızı ve e-posta adresinizi girin.",
  /** On the contact page, before the link. */
  contactIntro: "Siparişinizin durumunu mu merak ediyorsunuz?",
  contactHint: "Siparişinizi bulamıyor musunuz? Bize yazın:",
} as const;
