// Admin passwords: scrypt (a slow, memory-hard hash) with a random salt; compared in constant time.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from "node:crypto";

/** scrypt's cost N for new hashes (128·N·r bytes of memory: 32 MiB). A check reads N from the stored hash. */
export const SCRYPT_COST = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

let costForNewHashes = SCRYPT_COST;

/**
 * For the Vitest run only (tests/support/cpu-savings.ts): new hashes and the stand-in check for unknown
 * accounts use this cost instead, so that the sign-in tests do not spend seconds of CPU in scrypt.
 */
export function setScryptCostForTests(cost: number) {
  costForNewHashes = cost;
}

function scrypt(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize("NFKC"), salt, KEY_LENGTH, { N: n, r, p, maxmem: 128 * n * r * 2 }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** "scrypt$N$r$p$salt$hash" (base64). */
export async function hashPassword(password: string): Promise<string> {
  const n = costForNewHashes;
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, n, R, P);
  return `scrypt$${n}$${R}$${P}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await scrypt(password, Buffer.from(salt, "base64"), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Spends the same time as a real check, so an unknown e-mail cannot be told apart by timing. */
const dummyHashes = new Map([[SCRYPT_COST, hashPassword("dummy-password-for-timing")]]);
export async function verifyAgainstNothing(password: string): Promise<false> {
  const dummy = dummyHashes.get(costForNewHashes) ?? hashPassword("dummy-password-for-timing");
  dummyHashes.set(costForNewHashes, dummy);
  await verifyPassword(password, await dummy);
  return false;
}

export { MIN_PASSWORD_LENGTH } from "~/lib/password-rules";
