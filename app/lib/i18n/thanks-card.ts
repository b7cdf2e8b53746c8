// Texts of the thank-you code on the gift's message card (docs/product.md#thank-you-notes): the sender's choice at
// checkout and its preview, the packing slip's card, the order's line in the admin, the dashboard's figure and the
// sentence of the order confirmation.

export const thanksCardText = {
  checkout: {
    label: "Alıcı bana teşekkür notu gönderebilsin",
    help: "Karta bir kod ve QR eklenir; alıcı notunu mağaza üzerinden iletir. Adınız ve e-postanız asla gösterilmez — kim olduğunuzu yalnızca siz isterseniz söylersiniz.",
  },
  preview: {
    address: (shortAddress: string) => `Teşekkür için: ${shortAddress}`,
    codeLater: "Kişisel kod, sipariş verildikten sonra karta basılır.",
    qrLabel: "QR kod",
  },
  slip: {
    invite: "Göndereni tanımıyor musun? Ona buradan teşekkür edebilirsin — kim olduğunu söylemeden.",
    codeLabel: "Kod",
    qrLabel: (shortAddress: string) => `Teşekkür sayfasının QR kodu (${shortAddress})`,
  },
  detail: {
    label: "Teşekkür notu",
    on: "açık",
    off: "kapalı",
  },
  dashboard: {
    thanksThisMonth: "Bu ay teşekkür alan hediyeler",
    thanksThisMonthHint: "Alıcının kartındaki kodla teşekkür notu yazdığı hediyeler. Yalnızca sayı; notlar gösterilmez.",
  },
  confirmation: "Alıcı kartındaki kodla size teşekkür edebilir; notu size e-postayla iletiriz.",
} as const;
