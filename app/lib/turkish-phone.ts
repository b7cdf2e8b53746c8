// Phone numbers at checkout (docs/product.md#phone-number): a Turkish number (mobile `0 5xx xxx xx xx` or
// landline) typed in any usual way (+90, 0090, 90, 0 or nothing in front, spaces, dashes, brackets) is stored
// in one normal form, `05321234567`; a foreign number starts with + and is stored as + and its digits.
// Shared by the browser (checking and grouping the number when the field is left) and the server (checking and storing).

const SEPARATORS = /[\s\-().\u00a0/]/g;

/** 0 and ten digits: 5xx mobile, 2xx/3xx/4xx landline, 8xx (0850 and the like). */
const TURKISH_NATIONAL = /^0[2-58]\d{9}$/;
/** + and a country code not 90, 7 to 15 digits in all (E.164). */
const FOREIGN = /^\+[1-9]\d{6,14}$/;

/** The Turkish national form (0 and ten digits) of what was typed, if it is written like a Turkish number. */
function turkishDigits(compact: string): string | null {
  if (compact.startsWith("+90")) return `0${compact.slice(3)}`;
  if (compact.startsWith("0090")) return `0${compact.slice(4)}`;
  if (/^90[2-58]\d{9}$/.test(compact)) return `0${compact.slice(2)}`;
  if (/^[2-58]\d{9}$/.test(compact)) return `0${compact}`;
  if (compact.startsWith("0") && !compact.startsWith("00")) return compact;
  return null;
}

/** The number in its stored form, or null when it is not a phone number. */
export function normalizePhone(input: string): string | null {
  const compact = input.trim().replace(SEPARATORS, "");
  if (!/^\+?\d+$/.test(compact)) return null;
  const turkish = turkishDigits(compact);
  if (turkish !== null) return TURKISH_NATIONAL.test(turkish) ? turkish : null;
  const foreign = compact.startsWith("00") ? `+${compact.slice(2)}` : compact;
  return FOREIGN.test(foreign) ? foreign : null;
}

export function isTurkishMobile(normal: string): boolean {
  return /^05\d{9}$/.test(normal);
}

/** `05321234567` → `0 532 123 45 67`; a foreign number stays as stored. */
export function formatPhone(normal: string): string {
  if (!TURKISH_NATIONAL.test(normal)) return normal;
  return `${normal[0]} ${normal.slice(1, 4)} ${normal.slice(4, 7)} ${normal.slice(7, 9)} ${normal.slice(9, 11)}`;
}
