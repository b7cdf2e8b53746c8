// Signed review links (docs/product.md#reviews): the invitation mail carries one link per order line,
// `/degerlendirme/<token>`, where the token is the line's id and the link's expiry (base64url) and an HMAC-SHA256
// of both with the shop's own key (app_secrets). No account: whoever holds the link may review that one line, once,
// within REVIEW_LINK_DAYS of the invitation.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Executor } from "~/db/client.server";
import { isUuid } from "~/lib/input";
import { appSecretKey } from "~/modules/platform/app-secrets.server";

export const REVIEW_LINK_PREFIX = "/degerlendirme/";
/** How long a review link works after the invitation. */
export const REVIEW_LINK_DAYS = 90;
const SECRET_NAME = "review-link-signing";
const DAY_MS = 24 * 60 * 60 * 1000;
/** Longer tokens are refused before any work: a payload of a uuid and an expiry and a 43-character signature. */
const MAX_TOKEN_LENGTH = 200;

/** The key signing review links: read from app_secrets, made there by whichever server needs it first. */
export function reviewLinkKey(db: Executor): Promise<Buffer> {
  return appSecretKey(db, SECRET_NAME);
}

function signature(key: Buffer, payload: string): string {
  return createHmac("sha256", key).update(`review-link\n${payload}`).digest("base64url");
}

/** The token of the link reviewing `orderItemId`, working REVIEW_LINK_DAYS from `invitedAt`. */
export function signReviewToken(key: Buffer, orderItemId: string, invitedAt: Date): string {
  if (!isUuid(orderItemId)) throw new Error(`Not an order line id: ${orderItemId}`);
  const expiresAt = Math.floor((invitedAt.getTime() + REVIEW_LINK_DAYS * DAY_MS) / 1000);
  const payload = Buffer.from(`${orderItemId}:${expiresAt}`).toString("base64url");
  return `${payload}.${signature(key, payload)}`;
}

/** The whole address of a review link, under the shop's public address. */
export function reviewLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${REVIEW_LINK_PREFIX}${token}`;
}

export type ReviewTokenCheck = { kind: "ok"; orderItemId: string } | { kind: "expired"; orderItemId: string } | { kind: "invalid" };

/** Whether `token` is one this shop signed, for which line, and whether it is still in time. */
export function checkReviewToken(key: Buffer, token: unknown, now = new Date()): ReviewTokenCheck {
  const invalid = { kind: "invalid" } as const;
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return invalid;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return invalid;
  const [, payload, given] = match;
  const expected = Buffer.from(signature(key, payload));
  const givenBytes = Buffer.from(given);
  if (expected.length !== givenBytes.length || !timingSafeEqual(expected, givenBytes)) return invalid;
  const fields = /^([0-9a-f-]{36}):(\d{1,12})$/.exec(Buffer.from(payload, "base64url").toString("utf8"));
  if (!fields || !isUuid(fields[1])) return invalid;
  const orderItemId = fields[1];
  return Number(fields[2]) * 1000 < now.getTime() ? { kind: "expired", orderItemId } : { kind: "ok", orderItemId };
}
