// The contact page (/contact).
import { companyFacts, deliveryTimes, emailLink, sameDayDispatch, supportReply, withdrawalPeriod, type LegalSection, type S } from "./shared";

export const contactText = (s: S) => ({
  title: "İletişim",
  description: `Sorularınız için bize ${s.email} adresinden ulaşın: haftanın her günü, en geç ${s.supportReplyHours} saat içinde yanıt veriyoruz.`,
  lead: "Siparişinizle ilgili yardım mı lazım, yoksa “Bu sürprizi kim gönderdi?” diye mi merak ediyorsunuz? Onu söyleyemeyiz, ama geri kalan her konuda yardımcı oluruz!",
  channels: {
    title: "Bize Ulaşın",
    email: { title: "E-posta", text: supportReply(s) },
    support: {
      title: "7/24 Destek",
      text: `Bize günün her saati e-posta ile yazabilirsiniz. Destek ekibimiz haftanın her günü çalışır ve en geç ${s.supportReplyHours} saat içinde yanıt verir.`,
    },
    phone: { title: "Telefon", text: "Hafta içi mesai saatlerinde telefonla da ulaşabilirsiniz." },
    address: { title: "Adres" },
  },
  faq: {
    title: "Sıkça Sorulan Sorular",
    items: [
      {
        question: "Siparişim ne zaman kargoya verilir?",
        answer: [`${sameDayDispatch(s)} ${deliveryTimes(s)} Ayrıntılar için `, { to: "/delivery-info", text: "Teslimat Bilgileri" }, " sayfamıza göz atın."],
      },
      {
        question: "Tüm ürünler isimsiz gönderilebilir mi?",
        answer: [
          "Evet, tüm ürünlerimiz isimsiz gönderilebilir. Paketin üzerinde ve mesaj kartında adınız yer almaz; alıcı, hediyeyi kimin gönderdiğini bizden öğrenemez (yasal bir zorunluluk, örneğin bir mahkeme kararı olmadıkça).",
        ],
      },
      {
        question: "Ürünü iade edebilir miyim?",
        answer: [`Evet. ${withdrawalPeriod(s)} Nasıl yapılacağını `, { to: "/refund-policy", text: "İade Politikası" }, " sayfamızda adım adım anlattık."],
      },
      {
        question: "Siparişimi nasıl takip ederim?",
        answer: [
          "Siparişiniz kargoya verildiğinde kargo takip numarası e-posta adresinize gönderilir; aynı bilgiyi sipariş onay sayfanızda da görebilirsiniz.",
        ],
      },
      {
        question: "Destek ekibinize nasıl ulaşırım?",
        answer: [`Bize `, emailLink(s), ` adresinden ulaşabilirsiniz. ${supportReply(s)}`],
      },
    ],
  },
  company: { heading: "Şirket Bilgileri", blocks: [companyFacts(s)] } satisfies LegalSection,
});
