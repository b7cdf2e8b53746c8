// The sender's answer link (docs/product.md#thank-you-notes): the relay mail carries `/tesekkur/yanit/<token>`, a
// token naming the recipient's note, signed with the shop's own key (app_secrets). Whoever holds the mail may answer
// that note once, see the thread, close or report it; nothing else. It works REPLY_LINK_DAYS from the note, and never
// beyond the thread itself (deleted when the code expires).
import type { Executor } from "~/db/client.server";
import { THANKS_PATH } from "~/lib/thanks";
import { appSecretKey } from "~/modules/platform/app-secrets.server";
import { checkIdToken, type IdTokenCheck, signIdToken } from "~/modules/platform/signed-tokens.server";

export const REPLY_LINK_PREFIX = `${THANKS_PATH}/yanit/`;
export const REPLY_LINK_DAYS = 30;
const SECRET_NAME = "thanks-reply-signing";
const PURPOSE = "thanks-reply";
const DAY_MS = 24 * 60 * 60 * 1000;

export function replyLinkKey(db: Executor): Promise<Buffer> {
  return appSecretKey(db, SECRET_NAME);
}

/** The token answering the note `noteId`, written at `notedAt`. */
export function signReplyToken(key: Buffer, noteId: string, notedAt: Date): string {
  return signIdToken(key, PURPOSE, noteId, new Date(notedAt.getTime() + REPLY_LINK_DAYS * DAY_MS));
}

/** The whole address of the answer link under the shop's public address. */
export function replyLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${REPLY_LINK_PREFIX}${token}`;
}

/** Which note a token names (`id`), and whether it is still in time. */
export function checkReplyToken(key: Buffer, token: unknown, now = new Date()): IdTokenCheck {
  return checkIdToken(key, PURPOSE, token, now);
}
