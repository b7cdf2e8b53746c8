// Texts of the proof of a personalised order (docs/product.md#proof): the admin's panel, the buyer's section of the
// order page, the refusals of both, and the mail that tells the buyer a proof waits for them.

export const PROOF_NOTE_MAX_LENGTH = 1000;

export const proofText = {
  /** The admin's order status change refused while the proof is not approved. */
  productionWaits: "Kişiye özel ürünlerin provası alıcı tarafından onaylanmadan sipariş hazırlanamaz ya da kargoya verilemez.",
  customer: "Alıcı",
  admin: {
    heading: "Prova",
    intro: "Kişiye özel ürünlerin provasını yükleyin; alıcı e-postadaki bağlantıdan onaylar ya da değişiklik ister.",
    image: "Prova görseli",
    imageHelp: "JPEG, PNG, WebP veya HEIC; en fazla 20 MB.",
    note: "Alıcıya not (isteğe bağlı)",
    upload: "Provayı yükle ve alıcıya gönder",
    uploading: "Yükleniyor…",
    sent: "Prova alıcıya gönderildi.",
    none: "Henüz prova yüklenmedi.",
    proofNumber: (n: number) => `Prova ${n}`,
    buyerNote: "Alıcının notu",
    shopNote: "Notunuz",
    waiting: "Yanıt bekleniyor",
    answers: { approved: "Onaylandı", change_requested: "Değişiklik istendi", auto_approved: "Süre dolduğu için otomatik onaylandı" },
    autoApproveHint: (days: number) => `Alıcı ${days} gün içinde yanıt vermezse prova otomatik olarak onaylanır.`,
  },
  shop: {
    heading: "Ürününüzün provası",
    waitingForProof: "Kişiye özel ürününüzün provası hazırlanıyor. Hazır olduğunda size e-posta ile haber vereceğiz.",
    intro: "Lütfen provayı inceleyin. Onayladığınızda ürününüz hazırlanmaya başlar.",
    shopNote: "Mağazanın notu",
    imageAlt: "Kişiye özel ürününüzün provası",
    approve: "Onayla",
    requestChange: "Değişiklik iste",
    changeNote: "Ne değişsin?",
    changeNoteHelp: `En fazla ${PROOF_NOTE_MAX_LENGTH} karakter.`,
    autoApproveHint: (days: number) => `${days} gün içinde yanıt vermezseniz prova onaylanmış sayılır.`,
    approved: "Provayı onayladınız; ürününüz hazırlanıyor.",
    autoApproved: "Süre içinde yanıt gelmediği için prova onaylandı; ürününüz hazırlanıyor.",
    changeRequested: "Değişiklik isteğiniz mağazaya iletildi. Yeni prova hazır olduğunda size e-posta ile haber vereceğiz.",
    yourNote: "Notunuz",
    imageGone: "Prova görseli artık saklanmıyor.",
  },
  refusals: {
    "not-found": "Sipariş bulunamadı.",
    "no-proof-needed": "Bu sipariş için prova gerekmiyor.",
    "already-approved": "Prova zaten onaylandı.",
    "not-latest": "Bu prova artık geçerli değil; lütfen en son provayı yanıtlayın.",
    "already-answered": "Bu prova zaten yanıtlandı.",
    "note-required": "Lütfen ne değişmesini istediğinizi yazın.",
    "note-too-long": `Not en fazla ${PROOF_NOTE_MAX_LENGTH} karakter olabilir.`,
    "image-missing": "Lütfen bir prova görseli seçin.",
    "image-refused": "Prova görseli okunamadı. JPEG, PNG, WebP veya HEIC bir görsel seçin (en fazla 20 MB).",
    "order-closed": "İptal edilmiş ya da gönderilmiş bir sipariş için prova yüklenemez.",
  },
  mail: {
    subject: (orderNumber: string) => `Siparişinizin provası onayınızı bekliyor (${orderNumber})`,
    heading: "Provanız hazır",
    intro: (orderNumber: string) =>
      `${orderNumber} numaralı siparişinizdeki kişiye özel ürünün provası hazır. Lütfen sipariş sayfanızda provayı inceleyip onaylayın ya da değişiklik isteyin.`,
    note: "Mağazanın notu",
    link: "Provayı incele",
    autoApprove: (days: number) => `${days} gün içinde yanıt vermezseniz prova onaylanmış sayılır ve ürününüz hazırlanır.`,
  },
} as const;

export type ProofRefusal = keyof typeof proofText.refusals;
