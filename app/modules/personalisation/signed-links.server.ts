// Short-lived signed links to private files (docs/product.md#personal-photos): a buyer's photos and the shop's proofs
// live under `personal/` in storage, which /media never serves. A page that may show one (the order's page, the admin's
// order detail, the buyer's own cart) signs a link `/private-media/{key}?e={expiry}&s={signature}`; the route serves
// the file only while the signature matches and the expiry is ahead. The key signing them is made on first use and
// kept in the database, so every app server signs and checks with the same one.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Executor } from "~/db/client.server";
import { appSecretKey } from "~/modules/platform/app-secrets.server";
import type { PersonalImageSize } from "~/lib/personalisation";

export const PRIVATE_MEDIA_PREFIX = "/private-media/";
/** Every private file's key starts with this; /media refuses these keys. */
export const PERSONAL_KEY_PREFIX = "personal/";
/** How long a link from a page works: long enough to read the page, short enough that a copied link soon dies. */
export const DEFAULT_LINK_SECONDS = 15 * 60;
const SECRET_NAME = "private-media-signing";

/** The signing key: read from app_secrets, made there (random, 32 bytes) by whichever server needs it first. */
export function privateMediaSigningKey(db: Executor): Promise<Buffer> {
  return appSecretKey(db, SECRET_NAME);
}

function signature(key: Buffer, storageKey: string, expiresAt: number): string {
  return createHmac("sha256", key).update(`${storageKey}\n${expiresAt}`).digest("base64url");
}

/** A link to the private file `storageKey` that works for `seconds` from `now`. */
export function signPrivateLink(key: Buffer, storageKey: string, { now = new Date(), seconds = DEFAULT_LINK_SECONDS } = {}): string {
  if (!storageKey.startsWith(PERSONAL_KEY_PREFIX)) throw new Error(`Not a private file: ${storageKey}`);
  const expiresAt = Math.floor(now.getTime() / 1000) + seconds;
  return `${PRIVATE_MEDIA_PREFIX}${storageKey}?${new URLSearchParams({ e: String(expiresAt), s: signature(key, storageKey, expiresAt) })}`;
}

export type PrivateLinkCheck = "ok" | "expired" | "bad-signature";

/** Whether a link's expiry `e` and signature `s` are the ones this shop made for `storageKey`, and still in time. */
export function checkPrivateLink(key: Buffer, storageKey: string, e: unknown, s: unknown, now = new Date()): PrivateLinkCheck {
  if (typeof e !== "string" || typeof s !== "string" || !/^\d{1,12}$/.test(e) || !storageKey.startsWith(PERSONAL_KEY_PREFIX)) return "bad-signature";
  const expected = Buffer.from(signature(key, storageKey, Number(e)));
  const given = Buffer.from(s);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "bad-signature";
  return Number(e) * 1000 < now.getTime() ? "expired" : "ok";
}

/** The storage keys of an upload's three files. */
export function personalUploadKeys(uploadId: string, originalExtension: "jpg" | "png" | "webp"): Record<PersonalImageSize, string> {
  if (!/^[0-9a-f-]{36}$/.test(uploadId)) throw new Error(`Invalid upload id: ${uploadId}`);
  const folder = `${PERSONAL_KEY_PREFIX}${uploadId}`;
  return { original: `${folder}/original.${originalExtension}`, preview: `${folder}/preview.webp`, thumb: `${folder}/thumb.webp` };
}

/** The storage key of a proof image an admin uploads for an order. */
export function proofImageKey(orderId: string, proofId: string): string {
  if (!/^[0-9a-f-]{36}$/.test(orderId) || !/^[0-9a-f-]{36}$/.test(proofId)) throw new Error("Invalid proof key");
  return `${PERSONAL_KEY_PREFIX}proofs/${orderId}/${proofId}.webp`;
}
