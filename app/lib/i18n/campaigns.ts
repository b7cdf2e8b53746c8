// Texts of campaigns as the shopper meets them (docs/product.md#campaigns): the code field, each refusal, the discount
// lines and what an automatic offer still needs. The admin's campaign texts live in admin-campaigns.ts.
import type { CodeRefusal, DiscountRule, OfferHint } from "../campaigns";
import { formatKurus } from "../money";

export const discountCodeText = {
  label: "İndirim kodu",
  placeholder: "Kodunuz",
  apply: "Uygula",
  remove: "Kaldır",
  applied: (code: string) => `${code} kodu uygulandı.`,
  discountLine: (label: string) => `İndirim (${label})`,
  shippingDiscountLine: (label: string) => `Kargo indirimi (${label})`,
  totalDiscount: "Toplam indirim",
} as const;

/** Each reason a code does not apply, in the shopper's words. */
export const codeRefusalText: Record<CodeRefusal, string> = {
  unknown: "Bu indirim kodu bulunamadı. Lütfen kodu kontrol edin.",
  notStarted: "Bu indirim kodunun kampanyası henüz başlamadı.",
  ended: "Bu indirim kodunun süresi doldu.",
  usedUp: "Bu indirim kodunun kullanım hakkı doldu.",
  emailUsed: "Bu indirim kodunu bu e-posta adresiyle daha önce kullandınız.",
  minimumNotMet: "Sepet tutarı bu indirim kodu için gereken en az tutara ulaşmadı.",
  notApplicable: "Bu indirim kodu sepetinizdeki ürünlerde geçerli değil.",
  notCombinable: "Bu indirim kodu sepetinizdeki kampanyayla birlikte kullanılamaz; daha avantajlı olan kampanya uygulandı.",
  tooLong: "İndirim kodu en fazla 40 karakter olabilir.",
};

/** The refusal with the minimum when it is known ("… en az ₺500,00 …"). */
export function codeRefusalMessage(refusal: CodeRefusal, minBasketKurus?: number): string {
  if (refusal === "minimumNotMet" && minBasketKurus) return `Bu indirim kodu en az ${formatKurus(minBasketKurus)} tutarındaki alışverişlerde geçerli.`;
  return codeRefusalText[refusal];
}

/** An automatic offer's name as cards and the cart show it when the owner named it nothing more telling. */
export function offerRuleText(rule: DiscountRule, minBasketKurus = 0): string {
  switch (rule.kind) {
    case "percent":
      return minBasketKurus > 0 ? `${formatKurus(minBasketKurus)} ve üzeri %${rule.percent} indirim` : `%${rule.percent} indirim`;
    case "fixed":
      return minBasketKurus > 0
        ? `${formatKurus(minBasketKurus)} ve üzeri ${formatKurus(rule.amountKurus)} indirim`
        : `${formatKurus(rule.amountKurus)} indirim`;
    case "freeShipping":
      return minBasketKurus > 0 ? `${formatKurus(minBasketKurus)} ve üzeri kargo bedava` : "Kargo bedava";
    case "buyXPayY":
      return `${rule.buy} al ${rule.pay} öde`;
  }
}

/** What an automatic offer still needs: "1 ürün daha ekleyin, en ucuzu bedava", "₺120,00 daha ekleyin, %10 indirim kazanın". */
export function offerHintText(hint: Pick<OfferHint, "rule" | "missing">): string {
  const { rule, missing } = hint;
  const more = "items" in missing ? `${missing.items} ürün daha ekleyin` : `${formatKurus(missing.kurus)} daha ekleyin`;
  switch (rule.kind) {
    case "buyXPayY": {
      const free = rule.buy - rule.pay;
      return `${more}, ${free === 1 ? "en ucuzu" : `en ucuz ${free} ürün`} bedava`;
    }
    case "percent":
      return `${more}, %${rule.percent} indirim kazanın`;
    case "fixed":
      return `${more}, ${formatKurus(rule.amountKurus)} indirim kazanın`;
    case "freeShipping":
      return `${more}, kargo bedava`;
  }
}
