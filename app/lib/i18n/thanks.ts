// Texts shared by both sides of a thank-you conversation (docs/product.md#thank-you-notes): who wrote a message, the
// thread's closed and reported states, and the owner's notice of a report. Each page has its own file beside this.

export const thanksText = {
  /** How a message's author is named: the recipient by the nickname they chose, the sender only by a told name. */
  author: {
    recipient: (nickname: string | null) => nickname ?? "Hediyeyi alan",
    sender: (name: string | null) => name ?? "Gizli gönderen",
  },
  revealed: (name: string) => `Gönderen kim olduğunu söyledi: ${name}`,
  close: "Bu konuşmayı kapat",
  report: "Bildir",
  closed: {
    recipient: "Bu konuşma hediyeyi alan tarafından kapatıldı.",
    sender: "Bu konuşma gönderen tarafından kapatıldı.",
    owner: "Bu konuşma mağaza tarafından kapatıldı.",
  },
  reported: "Bu konuşma bildirildi ve kapatıldı. Mağaza inceleyecek.",
  full: "Bu konuşma mesaj sınırına ulaştı; yeni mesaj gönderilemez.",
  reportMail: {
    subject: (shopName: string) => `${shopName}: Bir teşekkür konuşması bildirildi`,
    heading: "Bir teşekkür konuşması bildirildi",
    intro:
      "Bir teşekkür konuşması taraflardan biri tarafından bildirildi ve kapatıldı. Mesajları yönetim panelinde okuyabilirsiniz; bu okuma denetim kaydına yazılır.",
    button: "Bildirilen konuşmalar",
  },
} as const;
