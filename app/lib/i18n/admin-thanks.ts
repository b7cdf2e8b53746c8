// Texts of the owner's thank-you page, /admin/thank-you-notes (docs/product.md#thank-you-notes): the list without
// content, reading a reported thread (audited), closing one.
export type OwnerThreadRefusal = "not-found" | "not-reported" | "already-closed";
export type OwnerThreadFilter = "reported" | "all";

export const adminThanksText = {
  title: "Teşekkür notları",
  nav: "Teşekkür notları",
  /** The menu's count of reported threads nobody has read yet, for screen readers. */
  reportedCount: (count: number) => `${count.toLocaleString("tr-TR")} bildirilen konuşma okunmadı`,
  help: "Hediyeyi alanla gönderen arasındaki konuşmalar özeldir: burada yalnızca sayıları ve durumları görünür. Bir konuşmanın mesajları yalnızca taraflardan biri onu bildirdiğinde okunabilir; her okuma işlem kaydına yazılır.",
  filtersLabel: "Gösterilen konuşmalar",
  filters: { reported: "Bildirilen", all: "Tümü" } satisfies Record<OwnerThreadFilter, string>,
  empty: { reported: "Bildirilen konuşma yok.", all: "Henüz teşekkür konuşması yok." } satisfies Record<OwnerThreadFilter, string>,
  loadError: "Konuşmalar yüklenemedi. Lütfen sayfayı yenileyin.",
  columns: { order: "Sipariş", state: "Durum", messages: "Mesaj", created: "Başladığı tarih", actions: "İşlemler" },
  state: {
    open: "Açık",
    closedBy: { recipient: "Alıcı kapattı", sender: "Gönderen kapattı", owner: "Mağaza kapattı" },
    reportedBy: { recipient: "Alıcı bildirdi", sender: "Gönderen bildirdi" },
    unread: "Okunmadı",
  },
  messageCount: (count: number) => `${count.toLocaleString("tr-TR")} mesaj`,
  read: "Oku",
  close: "Kapat",
  closeConfirm: "Konuşma kapatılsın mı? Taraflar yeni mesaj yazamaz.",
  closeYes: "Evet, kapat",
  cancel: "Vazgeç",
  reading: {
    title: (orderNumber: string) => `Bildirilen konuşma · ${orderNumber}`,
    audited: "Bu okuma işlem kaydına yazıldı.",
    back: "Listeye dön",
    author: { recipient: "Hediyeyi alan", sender: "Gönderen" },
    nickname: (nickname: string) => `takma ad: ${nickname}`,
    revealed: (name: string) => `söylediği ad: ${name}`,
    photo: "Fotoğraf",
  },
  notices: { closed: "Konuşma kapatıldı." },
  errors: {
    "not-found": "Konuşma bulunamadı.",
    "not-reported": "Bu konuşma bildirilmedi; mesajları okunamaz. Konuşmalar özeldir ve yalnızca bildirildiğinde okunabilir.",
    "already-closed": "Konuşma zaten kapalı.",
    unknownIntent: "Bilinmeyen işlem.",
    actionFailed: "İşlem yapılamadı. Lütfen yeniden deneyin.",
  } satisfies Record<OwnerThreadRefusal | "unknownIntent" | "actionFailed", string>,
} as const;
