// The Turkish texts of the "Değerlendirmeler" section of /admin/settings (docs/product.md#reviews): when the sender is
// invited to review, and whether a review waits for the owner's approval.
import type { ReviewInviteAfter } from "../reviews";
import { MAX_REVIEW_INVITE_DELAY_DAYS } from "../shop-settings";

export const reviewSettingsText = {
  section: "Değerlendirmeler",
  intro:
    "Gönderen, siparişi teslim edildikten (veya kargoya verildikten) belirli bir gün sonra her ürün için değerlendirme davetini e-postayla alır. “Onay beklemeden yayınla” seçili değilse yeni değerlendirmeler, Değerlendirmeler sayfasında onayınızı bekler.",
  fields: {
    inviteAfter: "Davet ne zaman başlasın",
    inviteDelayDays: "Davet kaç gün sonra gönderilsin",
    publishWithoutApproval: "Onay beklemeden yayınla",
  },
  inviteAfter: {
    delivered: "Teslim edildikten sonra",
    shipped: "Kargoya verildikten sonra",
  } satisfies Record<ReviewInviteAfter, string>,
  hints: {
    inviteDelayDays: `0 ile ${MAX_REVIEW_INVITE_DELAY_DAYS} arasında bir gün sayısı; 0: hemen.`,
    publishWithoutApproval: "Seçilirse yeni değerlendirmeler hemen ürün sayfasında görünür; sonradan gizleyebilirsiniz.",
  },
  saving: "Kaydediliyor…",
  errors: {
    inviteAfter: "“Teslim edildikten sonra” veya “Kargoya verildikten sonra” seçeneklerinden birini seçin.",
    inviteDelayDays: `Gün sayısı 0 ile ${MAX_REVIEW_INVITE_DELAY_DAYS} arasında bir tam sayı olmalı.`,
  },
} as const;
