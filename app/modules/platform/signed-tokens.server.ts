// Signed tokens naming one row (a review link's order line, a thank-you note): the row's uuid and an expiry,
// base64url, then an HMAC-SHA256 of both under the shop's own key (app_secrets) and a purpose, so a token made for
// one use never passes for another. No account: whoever holds the link may do that one thing until it expires.
import { createHmac, timingSafeEqual } from "node:crypto";
import { isUuid } from "~/lib/input";

/** Longer tokens are refused before any work: a payload of a uuid and an expiry and a 43-character signature. */
const MAX_TOKEN_LENGTH = 200;

function signature(key: Buffer, purpose: string, payload: string): string {
  return createHmac("sha256", key).update(`${purpose}\n${payload}`).digest("base64url");
}

/** The token naming `id` for `purpose`, working until `expiresAt` (to the second). */
export function signIdToken(key: Buffer, purpose: string, id: string, expiresAt: Date): string {
  if (!isUuid(id)) throw new Error(`Not an id: ${id}`);
  const payload = Buffer.from(`${id}:${Math.floor(expiresAt.getTime() / 1000)}`).toString("base64url");
  return `${payload}.${signature(key, purpose, payload)}`;
}

export type IdTokenCheck = { kind: "ok"; id: string } | { kind: "expired"; id: string } | { kind: "invalid" };

/** Whether `token` is one this shop signed for `purpose`, which id it names, and whether it is still in time. */
export function checkIdToken(key: Buffer, purpose: string, token: unknown, now = new Date()): IdTokenCheck {
  const invalid = { kind: "invalid" } as const;
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return invalid;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return invalid;
  const [, payload, given] = match;
  const expected = Buffer.from(signature(key, purpose, payload));
  const givenBytes = Buffer.from(given);
  if (expected.length !== givenBytes.length || !timingSafeEqual(expected, givenBytes)) return invalid;
  const fields = /^([0-9a-f-]{36}):(\d{1,12})$/.exec(Buffer.from(payload, "base64url").toString("utf8"));
  if (!fields || !isUuid(fields[1])) return invalid;
  const id = fields[1];
  return Number(fields[2]) * 1000 < now.getTime() ? { kind: "expired", id } : { kind: "ok", id };
}
