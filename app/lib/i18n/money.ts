// What a money field of the back office says about an amount it cannot read (docs/product.md#money,
// parseMoney in lib/money.ts). An empty field is each form's own matter.
import type { MoneyProblem } from "../money";

export const moneyProblemText: Record<Exclude<MoneyProblem, "empty">, string> = {
  malformed: "Tutar anlaşılamadı. 34,56 ya da 1.234,56 gibi yazın.",
  ambiguous: "Tutar iki türlü okunabilir. Kuruşu virgülle yazın (12,34); binlik ayırıcı kullanırsanız kuruşu da yazın (1.234,00).",
  decimals: "Tutar en fazla 2 ondalık basamaklı olabilir.",
  negative: "Tutar negatif olamaz.",
  "too-large": "Girilen tutar çok büyük.",
};
