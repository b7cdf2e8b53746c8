// Admin sign-in with the outcomes of docs/product.md#admin-sign-in: wrong credentials, too many attempts
// (with how many seconds to wait), other errors. The throttle is in throttle.server.ts.
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { adminUsers } from "~/db/schema";
import { recordSignInFailure } from "~/modules/audit/audit-log.server";
import { normaliseEmail } from "./admin-users.server";
import { verifyAgainstNothing, verifyPassword } from "./password.server";
import { createSession } from "./session.server";
import { NO_PASSWORD } from "./staff.server";
import { createChallenge } from "./two-factor.server";
import { clearAccountFailures, recordFailure, slowDownMs, throttleKeys, waitBeforeSignIn } from "./throttle.server";

export type SignInResult =
  | { ok: true; token: string }
  /** Not signed in yet: the password was right and the account has two-factor sign-in; the challenge waits for the code. */
  | { ok: false; reason: "second-factor"; challenge: string }
  | { ok: false; reason: "invalid-credential" }
  /** The right password of an account the owner disabled (docs/product.md#staff-accounts). */
  | { ok: false; reason: "disabled" }
  | { ok: false; reason: "too-many-requests"; retryAfterSeconds: number };

const tooMany = (waitMs: number): SignInResult => ({ ok: false, reason: "too-many-requests", retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) });

export async function signIn(
  db: Database,
  { email, password, clientIp, userAgent }: { email: string; password: string; clientIp: string; userAgent?: string | null },
  { now = new Date(), sleep = (ms: number) => new Promise((r) => setTimeout(r, ms)) } = {},
): Promise<SignInResult> {
  const address = normaliseEmail(email);
  const keys = throttleKeys(address, clientIp);
  const wait = await waitBeforeSignIn(db, keys, now);
  if (wait > 0) {
    await verifyAgainstNothing(password);
    return tooMany(wait);
  }
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.email, address));
  // An account still waiting for its password (added with a link) takes as long to refuse as an unknown one.
  const valid = user && user.passwordHash !== NO_PASSWORD ? await verifyPassword(password, user.passwordHash) : await verifyAgainstNothing(password);
  if (!user || !valid) {
    const failures = await recordFailure(db, keys, now);
    await recordSignInFailure(db, { action: "security.sign_in_failed", email: address, accountId: user?.id ?? null, clientIp, now });
    await sleep(slowDownMs(failures.pair));
    const waitNow = await waitBeforeSignIn(db, keys, now);
    return waitNow > 0 ? tooMany(waitNow) : { ok: false, reason: "invalid-credential" };
  }
  await clearAccountFailures(db, keys);
  if (user.disabledAt) return { ok: false, reason: "disabled" };
  if (user.totpSecret) return { ok: false, reason: "second-factor", challenge: await createChallenge(db, user.id, now) };
  return { ok: true, token: await createSession(db, user.id, now, undefined, { userAgent, address: clientIp }) };
}
