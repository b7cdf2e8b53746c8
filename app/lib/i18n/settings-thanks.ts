// The Turkish texts of the "Teşekkür notları" section of /admin/settings (docs/product.md#thank-you-notes): how long
// the code on the card works after delivery, after which the conversation is deleted.
import { MAX_THANKS_VALID_DAYS, MIN_THANKS_VALID_DAYS } from "../thanks";

export const thanksSettingsText = {
  section: "Teşekkür notları",
  intro:
    "Gönderen izin verdiyse hediye kartına bir kod ve QR basılır; hediyeyi alan bu kodla göndereni tanımadan ona teşekkür notu yazabilir. Mağaza notları iletir, içeriklerini yalnızca bildirilen konuşmalarda görebilirsiniz.",
  fields: {
    validDays: "Kod teslimattan sonra kaç gün geçerli olsun",
  },
  hints: {
    validDays: `${MIN_THANKS_VALID_DAYS} ile ${MAX_THANKS_VALID_DAYS} arasında bir gün sayısı. Kodun süresi dolunca konuşma ve fotoğrafları silinir.`,
  },
  saving: "Kaydediliyor…",
  errors: {
    validDays: `Gün sayısı ${MIN_THANKS_VALID_DAYS} ile ${MAX_THANKS_VALID_DAYS} arasında bir tam sayı olmalı.`,
  },
} as const;
