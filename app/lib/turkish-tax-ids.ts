// Turkish tax and identity numbers (docs/product.md#shop-settings): the check digits of the VKN (vergi kimlik
// numarası, 10 digits, Gelir İdaresi Başkanlığı) and the TCKN (T.C. kimlik numarası, 11 digits, Nüfus ve
// Vatandaşlık İşleri), and the MERSİS number's shape. Pure: the settings form and the server share them.

/** Digits only: spaces, dots and dashes as people type them are dropped; anything else stays (and fails). */
export function compactDigits(input: string): string {
  return input.replace(/[\s.-]/g, "");
}

/**
 * VKN: ten digits whose last is a check digit. For the i-th of the first nine digits counted from the right
 * (i = 1…9): c = (digit + i) mod 10; when c is not 0 it adds (c · 2^i) mod 9, or 9 when that is 0. The check
 * digit is (10 − sum mod 10) mod 10.
 */
export function isValidVkn(input: string): boolean {
  const vkn = compactDigits(input);
  if (!/^\d{10}$/.test(vkn)) return false;
  let sum = 0;
  for (let i = 1; i <= 9; i++) {
    const c = (Number(vkn[9 - i]) + i) % 10;
    if (c !== 0) sum += (c * 2 ** i) % 9 || 9;
  }
  return (10 - (sum % 10)) % 10 === Number(vkn[9]);
}

/**
 * TCKN: eleven digits, the first not 0. The 10th digit is (7 · (d1 + d3 + d5 + d7 + d9) − (d2 + d4 + d6 + d8))
 * mod 10; the 11th is the sum of the first ten mod 10.
 */
export function isValidTckn(input: string): boolean {
  const tckn = compactDigits(input);
  if (!/^[1-9]\d{10}$/.test(tckn)) return false;
  const d = [...tckn].map(Number);
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  const tenth = (((7 * odd - even) % 10) + 10) % 10;
  if (tenth !== d[9]) return false;
  return d.slice(0, 10).reduce((a, b) => a + b, 0) % 10 === d[10];
}

/** MERSİS (Merkezi Sicil Kayıt Sistemi) number: sixteen digits. */
export function isMersisShaped(input: string): boolean {
  return /^\d{16}$/.test(compactDigits(input));
}
