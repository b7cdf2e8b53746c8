// The home page.
import { formatRange } from "../../shop-settings";
import type { S } from "./shared";

export const homeText = (s: S) => ({
  metaTitle: "İsimsiz ve Eğlenceli Sürpriz Hediyeler",
  description:
    "Karton figürler, kupalar, mouse pad'ler ve daha fazlası: sevdiklerinize isimsiz mesajınızla eğlenceli sürpriz hediyeler gönderin. Kimden geldiğini bizden öğrenemezler!",
  hero: {
    eyebrow: "Kimden geldiği bizde saklı",
    title: "Sürprizi siz yapın, kimden geldiğini kimse bilmesin!",
    text: "Patronunuzun birebir boy karton figürü, en yakın arkadaşınıza esprili bir kupa ya da masa komşunuza efsane bir mouse pad… Hediyeyi seçin, isimsiz mesajınızı yazın; paketleyip kapıya kadar biz götürelim.",
    primaryCta: "Hediyeleri Keşfet",
    secondaryCta: "Nasıl Çalışır?",
    note: `Hafta içi saat ${s.delivery.sameDayDispatchCutoff} öncesinde verilen siparişler aynı gün kargoda.`,
  },
  steps: {
    title: "Nasıl Çalışır?",
    intro: "Üç adımda kahkaha garantili bir sürpriz:",
    items: [
      {
        title: "Ürünü Seç",
        text: "Karton figürler, kupalar, mouse pad'ler ve daha fazlası arasından alıcıya en çok yakışanı seçin.",
      },
      {
        title: "Mesajını Yaz",
        text: "İçinizden geleni yazın: bir iltifat, bir itiraf ya da sadece ikinizin anlayacağı bir iç şaka. Mesajınız özel bir kartla hediyeye eşlik eder.",
      },
      {
        title: "Gönder",
        text: `Alıcının adresini girin, ödemeyi yapın ve arkanıza yaslanın. Hediyeniz Türkiye'nin her yerine ${formatRange(s.delivery.turkeyBusinessDays)} iş günü içinde ulaşır.`,
      },
    ],
  },
  features: {
    title: `Neden ${s.shopName}?`,
    items: {
      anonymous: {
        title: "Tamamen İsimsiz",
        text: "Ne pakette ne de mesaj kartında adınız yazar. Alıcı, hediyeyi kimin gönderdiğini bizden asla öğrenemez.",
      },
      shipping: {
        title: "Hızlı Kargo",
        text: `İstanbul içine ${s.delivery.istanbulBusinessDays} iş günü, Türkiye'nin her yerine ${formatRange(s.delivery.turkeyBusinessDays)} iş günü içinde teslimat. Kıbrıs'a da gönderiyoruz!`,
      },
      quality: {
        title: "Kaliteli Ürünler",
        text: "Canlı renkli baskılar, sağlam karton ve dayanıklı malzemeler. Her hediye paketlenmeden önce tek tek kontrol edilir.",
      },
      guarantee: {
        title: "İade Garantisi",
        text: `Teslimattan itibaren ${s.withdrawalDays} gün içinde cayma hakkı; hasarlı veya hatalı ürünlerde ücretsiz değişim ya da iade.`,
      },
    },
  },
  closing: {
    title: "Birini gülümsetmeye hazır mısınız?",
    text: "Sürpriz hediyenizi şimdi seçin; gerisi bizden. Sır da bizde!",
    cta: "Hemen Hediye Seç",
  },
});
