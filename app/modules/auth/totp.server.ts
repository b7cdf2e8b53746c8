// Time-based one-time passwords (RFC 6238) through the maintained `otpauth` library, and the QR code that
// carries the secret to an authenticator app, drawn on the server as SVG by `qrcode`
// (docs/product.md#two-factor-sign-in).
import { createHash, randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes one step either side of now are accepted: a phone's clock a little off, a code typed slowly. */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

/** A new random secret (160 bits, as RFC 4226 recommends), base32 as authenticator apps expect it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secretBase32: string, digits = TOTP_DIGITS): TOTP {
  return new TOTP({ secret: Secret.fromBase32(secretBase32), digits, period: TOTP_PERIOD_SECONDS, algorithm: "SHA1" });
}

/** The code an authenticator shows at this time. */
export function totpCodeAt(secretBase32: string, at: Date, digits = TOTP_DIGITS): string {
  return totp(secretBase32, digits).generate({ timestamp: at.getTime() });
}

export function totpStepAt(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * The step a code belongs to when it is valid now (within the window) and newer than `lastStep`, the step of
 * the last code accepted for the account; null otherwise. A code is never accepted twice.
 */
export function acceptedTotpStep(secretBase32: string, code: string, at: Date, lastStep: number | null): number | null {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secretBase32).validate({ token, timestamp: at.getTime(), window: TOTP_WINDOW });
  if (delta === null) return null;
  const step = totpStepAt(at) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(secretBase32: string, issuer: string, account: string): string {
  return new TOTP({ issuer, label: account, secret: Secret.fromBase32(secretBase32), digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS }).toString();
}

/** The QR code of an otpauth:// address as an SVG document (no script, no outside resource). */
export function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: "svg", margin: 2, errorCorrectionLevel: "M", color: { dark: "#000000", light: "#ffffff" } });
}

// Recovery codes: ten groups of 5+5 characters from an alphabet without look-alikes (no 0/O, 1/I/L).
const RECOVERY_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** The stored form of a recovery code: SHA-256 of it without dashes or spaces, upper-case. */
export function recoveryCodeHash(code: string): string {
  const normal = code.replace(/[\s-]+/g, "").toUpperCase();
  return createHash("sha256").update(normal).digest("hex");
}
