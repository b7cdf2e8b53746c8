// Turkish-aware text folding: "Özel Işıklı" and "ozel isikli" fold to the same text (docs/product.md#search).
const PLAIN: Record<string, string> = { ç: "c", ğ: "g", ı: "i", ö: "o", ş: "s", ü: "u", â: "a", î: "i", û: "u" };

/** Lowercases the Turkish way (I→ı, İ→i), then maps Turkish letters to plain Latin and folds spaces. */
export function foldTurkish(text: string): string {
  return text
    .toLocaleLowerCase("tr-TR")
    .normalize("NFC")
    .replace(/[çğıöşüâîû]/g, (ch) => PLAIN[ch] ?? ch)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Upper-case the Turkish way, for labels. */
export function upperTurkish(text: string): string {
  return text.toLocaleUpperCase("tr-TR");
}
