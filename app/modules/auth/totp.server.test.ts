import { describe, expect, it } from "vitest";
import { acceptedTotpStep, newRecoveryCodes, newTotpSecret, qrCodeSvg, recoveryCodeHash, totpCodeAt, totpStepAt, totpUri } from "./totp.server";

// RFC 6238, appendix B: the SHA-1 key is the ASCII string "12345678901234567890", codes have 8 digits.
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
const RFC_VECTORS: [seconds: number, code: string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("TOTP (RFC 6238)", () => {
  it.each(RFC_VECTORS)("at %i s the code is %s", (seconds, code) => {
    expect(totpCodeAt(RFC_SECRET, new Date(seconds * 1000), 8)).toBe(code);
  });

  it("the 6-digit code is the last six digits of the 8-digit one (RFC 4226's truncation)", () => {
    expect(totpCodeAt(RFC_SECRET, new Date(59_000))).toBe("287082");
  });

  it("accepts the code of now and of one step either side, not two steps away", () => {
    const now = new Date(1_800_000_000_000);
    const secret = newTotpSecret();
    const step = totpStepAt(now);
    const at = (offsetSteps: number) => totpCodeAt(secret, new Date(now.getTime() + offsetSteps * 30_000));
    expect(acceptedTotpStep(secret, at(0), now, null)).toBe(step);
    expect(acceptedTotpStep(secret, at(-1), now, null)).toBe(step - 1);
    expect(acceptedTotpStep(secret, at(1), now, null)).toBe(step + 1);
    expect(acceptedTotpStep(secret, at(-2), now, null)).toBeNull();
    expect(acceptedTotpStep(secret, at(2), now, null)).toBeNull();
  });

  it("never accepts a code twice, nor an older one, even within its window", () => {
    const now = new Date(1_800_000_000_000);
    const secret = newTotpSecret();
    const code = totpCodeAt(secret, now);
    const step = acceptedTotpStep(secret, code, now, null);
    expect(step).not.toBeNull();
    expect(acceptedTotpStep(secret, code, new Date(now.getTime() + 10_000), step)).toBeNull();
    expect(acceptedTotpStep(secret, totpCodeAt(secret, new Date(now.getTime() - 30_000)), now, step)).toBeNull();
    const next = new Date(now.getTime() + 30_000);
    expect(acceptedTotpStep(secret, totpCodeAt(secret, next), next, step)).toBe((step as number) + 1);
  });

  it("refuses what is not six digits, and takes spaces in the middle", () => {
    const now = new Date(1_800_000_000_000);
    const secret = newTotpSecret();
    const code = totpCodeAt(secret, now);
    expect(acceptedTotpStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now, null)).not.toBeNull();
    expect(acceptedTotpStep(secret, "12345", now, null)).toBeNull();
    expect(acceptedTotpStep(secret, "abcdef", now, null)).toBeNull();
    expect(acceptedTotpStep(secret, "", now, null)).toBeNull();
  });

  it("makes 160-bit base32 secrets, a different one each time", () => {
    const a = newTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(a);
  });

  it("writes the otpauth:// address and its QR code as SVG", async () => {
    const uri = totpUri(RFC_SECRET, "Sürpriz Hediye", "sahip@example.com");
    expect(uri).toMatch(/^otpauth:\/\/totp\/S%C3%BCrpriz%20Hediye:sahip%40example\.com\?/);
    expect(uri).toContain(`secret=${RFC_SECRET}`);
    expect(uri).toContain("digits=6");
    expect(uri).toContain("period=30");
    const svg = await qrCodeSvg(uri);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|href=/i);
  });
});

describe("recovery codes", () => {
  it("are ten distinct codes of 5+5 characters without look-alikes", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);
  });

  it("hash the same however they are typed (case, dash, spaces)", () => {
    expect(recoveryCodeHash("abcde-fgh23")).toBe(recoveryCodeHash("ABCDE FGH23"));
    expect(recoveryCodeHash(" ABCDEFGH23 ")).toBe(recoveryCodeHash("ABCDE-FGH23"));
    expect(recoveryCodeHash("ABCDE-FGH24")).not.toBe(recoveryCodeHash("ABCDE-FGH23"));
  });
});
