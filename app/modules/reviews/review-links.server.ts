// Signed review links (docs/product.md#reviews): the invitation mail carries one link per order line,
// `/degerlendirme/<token>`, where the token is the line's id and the link's expiry (base64url) and an HMAC-SHA256
// of both with the shop's own key (app_secrets). No account: whoever holds the link may review that one line, once,
// within REVIEW_LINK_DAYS of the invitation.
import type { Executor } from "~/db/client.server";
import { appSecretKey } from "~/modules/platform/app-secrets.server";
import { checkIdToken, signIdToken } from "~/modules/platform/signed-tokens.server";

export const REVIEW_LINK_PREFIX = "/degerlendirme/";
/** How long a review link works after the invitation. */
export const REVIEW_LINK_DAYS = 90;
const SECRET_NAME = "review-link-signing";
const DAY_MS = 24 * 60 * 60 * 1000;
const PURPOSE = "review-link";

/** The key signing review links: read from app_secrets, made there by whichever server needs it first. */
export function reviewLinkKey(db: Executor): Promise<Buffer> {
  return appSecretKey(db, SECRET_NAME);
}

/** The token of the link reviewing `orderItemId`, working REVIEW_LINK_DAYS from `invitedAt`. */
export function signReviewToken(key: Buffer, orderItemId: string, invitedAt: Date): string {
  return signIdToken(key, PURPOSE, orderItemId, new Date(invitedAt.getTime() + REVIEW_LINK_DAYS * DAY_MS));
}

/** The whole address of a review link, under the shop's public address. */
export function reviewLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${REVIEW_LINK_PREFIX}${token}`;
}

export type ReviewTokenCheck = { kind: "ok"; orderItemId: string } | { kind: "expired"; orderItemId: string } | { kind: "invalid" };

/** Whether `token` is one this shop signed, for which line, and whether it is still in time. */
export function checkReviewToken(key: Buffer, token: unknown, now = new Date()): ReviewTokenCheck {
  const check = checkIdToken(key, PURPOSE, token, now);
  return check.kind === "invalid" ? check : { kind: check.kind, orderItemId: check.id };
}
