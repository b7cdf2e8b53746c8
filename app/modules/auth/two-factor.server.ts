// Two-factor sign-in for admin accounts (docs/product.md#two-factor-sign-in): enrolment with a QR code and
// recovery codes, the second step of signing in, and turning it off (by the admin, or from the command line
// for an owner who lost the phone).
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { adminRecoveryCodes, adminSignInChallenges, adminUsers } from "~/db/schema";
import { recordSignInFailure } from "~/modules/audit/audit-log.server";
import { normaliseEmail } from "./admin-users.server";
import { recordFailure, throttleKeys } from "./throttle.server";
import { verifyPassword } from "./password.server";
import { authCookie, createSession, newToken, readCookieToken, tokenDigest as digest } from "./session.server";
import { acceptedTotpStep, newRecoveryCodes, newTotpSecret, recoveryCodeHash } from "./totp.server";

export const CHALLENGE_COOKIE = "admin_2fa";
/** Time to type the code after the password was accepted. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Wrong codes one challenge survives; then the password must be given again. */
export const MAX_CODE_ATTEMPTS = 5;

// Read and written by session.server.ts's cookie helpers, not createCookie (why: beside readCookieToken there).
export function readChallengeToken(cookieHeader: string | null): string | null {
  return readCookieToken(cookieHeader, CHALLENGE_COOKIE);
}

export function challengeCookie(token: string, publicUrl: string, maxAgeSeconds = CHALLENGE_TTL_MS / 1000): string {
  return authCookie(CHALLENGE_COOKIE, token, publicUrl, maxAgeSeconds, "/admin");
}

export function clearedChallengeCookie(publicUrl: string): string {
  return challengeCookie("", publicUrl, 0);
}

export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: Date | null;
  /** A secret waiting for its first code (enrolment started, not finished). */
  pendingSecret: string | null;
  unusedRecoveryCodes: number;
}

export async function twoFactorStatus(db: Executor, userId: string): Promise<TwoFactorStatus> {
  const [user] = await db
    .select({ secret: adminUsers.totpSecret, pending: adminUsers.totpPendingSecret, enabledAt: adminUsers.totpEnabledAt })
    .from(adminUsers)
    .where(eq(adminUsers.id, userId));
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.userId, userId), isNull(adminRecoveryCodes.usedAt)));
  return { enabled: !!user?.secret, enabledAt: user?.enabledAt ?? null, pendingSecret: user?.pending ?? null, unusedRecoveryCodes: count };
}

/** Starts (or restarts) enrolment: a new secret to show as a QR code until a code confirms it. */
export async function startEnrolment(db: Executor, userId: string): Promise<string> {
  const secret = newTotpSecret();
  await db
    .update(adminUsers)
    .set({ totpPendingSecret: secret })
    .where(and(eq(adminUsers.id, userId), isNull(adminUsers.totpSecret)));
  return secret;
}

export async function cancelEnrolment(db: Executor, userId: string): Promise<void> {
  await db.update(adminUsers).set({ totpPendingSecret: null }).where(eq(adminUsers.id, userId));
}

async function replaceRecoveryCodes(db: Executor, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
  await db.insert(adminRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: recoveryCodeHash(code) })));
  return codes;
}

/**
 * Finishes enrolment when the code matches the pending secret: two-factor sign-in is on, and the recovery
 * codes are returned (shown once; only their hashes are kept). Null when the code is wrong.
 */
export async function confirmEnrolment(db: Executor, userId: string, code: string, now = new Date()): Promise<string[] | null> {
  const [user] = await db.select({ pending: adminUsers.totpPendingSecret, secret: adminUsers.totpSecret }).from(adminUsers).where(eq(adminUsers.id, userId));
  if (!user?.pending || user.secret) return null;
  const step = acceptedTotpStep(user.pending, code, now, null);
  if (step === null) return null;
  await db
    .update(adminUsers)
    .set({ totpSecret: user.pending, totpPendingSecret: null, totpEnabledAt: now, totpLastStep: step })
    .where(eq(adminUsers.id, userId));
  return replaceRecoveryCodes(db, userId);
}

/** Checks a code of the account's authenticator and, when accepted, remembers its step so it is not reused. */
async function acceptTotp(db: Executor, userId: string, code: string, now: Date): Promise<boolean> {
  const [user] = await db.select({ secret: adminUsers.totpSecret, lastStep: adminUsers.totpLastStep }).from(adminUsers).where(eq(adminUsers.id, userId));
  if (!user?.secret) return false;
  const step = acceptedTotpStep(user.secret, code, now, user.lastStep);
  if (step === null) return false;
  // Conditional, so two requests with the same code at the same moment cannot both pass.
  const updated = await db
    .update(adminUsers)
    .set({ totpLastStep: step })
    .where(and(eq(adminUsers.id, userId), sql`coalesce(${adminUsers.totpLastStep}, -1) < ${step}`))
    .returning({ id: adminUsers.id });
  return updated.length === 1;
}

async function acceptRecoveryCode(db: Executor, userId: string, code: string, now: Date): Promise<boolean> {
  const used = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(adminRecoveryCodes.userId, userId), eq(adminRecoveryCodes.codeHash, recoveryCodeHash(code)), isNull(adminRecoveryCodes.usedAt)))
    .returning({ id: adminRecoveryCodes.id });
  return used.length === 1;
}

/** New recovery codes (the old ones stop working), after a code from the authenticator. */
export async function regenerateRecoveryCodes(db: Executor, userId: string, code: string, now = new Date()): Promise<string[] | null> {
  if (!(await acceptTotp(db, userId, code, now))) return null;
  return replaceRecoveryCodes(db, userId);
}

/** Turns two-factor sign-in off, after the password and a code (or a recovery code). */
export async function disableTwoFactor(db: Executor, userId: string, password: string, code: string, now = new Date()): Promise<boolean> {
  const [user] = await db.select({ hash: adminUsers.passwordHash }).from(adminUsers).where(eq(adminUsers.id, userId));
  if (!user || !(await verifyPassword(password, user.hash))) return false;
  if (!(await acceptTotp(db, userId, code, now)) && !(await acceptRecoveryCode(db, userId, code, now))) return false;
  await removeTwoFactor(db, userId);
  return true;
}

async function removeTwoFactor(db: Executor, userId: string): Promise<void> {
  await db.update(adminUsers).set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null }).where(eq(adminUsers.id, userId));
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
  await db.delete(adminSignInChallenges).where(eq(adminSignInChallenges.userId, userId));
}

/** For the command line (`npm run admin:remove-2fa`): whether the account existed and had it on. */
export async function removeTwoFactorByEmail(db: Executor, email: string): Promise<"removed" | "was-off" | "no-such-admin"> {
  const [user] = await db
    .select({ id: adminUsers.id, secret: adminUsers.totpSecret })
    .from(adminUsers)
    .where(eq(adminUsers.email, normaliseEmail(email)));
  if (!user) return "no-such-admin";
  await removeTwoFactor(db, user.id);
  return user.secret ? "removed" : "was-off";
}

export async function hasTwoFactor(db: Executor, userId: string): Promise<boolean> {
  const [user] = await db.select({ secret: adminUsers.totpSecret }).from(adminUsers).where(eq(adminUsers.id, userId));
  return !!user?.secret;
}

/** After the password of an account with two-factor sign-in: the token of the cookie that waits for the code. */
export async function createChallenge(db: Executor, userId: string, now = new Date()): Promise<string> {
  const token = newToken();
  await db.delete(adminSignInChallenges).where(lt(adminSignInChallenges.expiresAt, now));
  await db.insert(adminSignInChallenges).values({ id: digest(token), userId, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS), createdAt: now });
  return token;
}

export async function findChallenge(db: Executor, token: string | null, now = new Date()): Promise<{ userId: string } | null> {
  if (!token) return null;
  const [row] = await db
    .select()
    .from(adminSignInChallenges)
    .where(eq(adminSignInChallenges.id, digest(token)));
  if (!row || row.expiresAt <= now || row.failedAttempts >= MAX_CODE_ATTEMPTS) return null;
  return { userId: row.userId };
}

export type SecondStepResult = { ok: true; sessionToken: string } | { ok: false; reason: "expired" | "wrong-code"; attemptsLeft: number };

/**
 * The second step of signing in: a code from the authenticator or an unused recovery code. Success ends the
 * challenge and starts a new session (a new session id); too many wrong codes end the challenge.
 */
export async function completeSecondStep(
  db: Executor,
  token: string | null,
  input: { code?: string; recoveryCode?: string; clientIp: string; userAgent?: string | null },
  now = new Date(),
): Promise<SecondStepResult> {
  const challenge = await findChallenge(db, token, now);
  if (!challenge || !token) return { ok: false, reason: "expired", attemptsLeft: 0 };
  const accepted = input.recoveryCode
    ? await acceptRecoveryCode(db, challenge.userId, input.recoveryCode.slice(0, 40), now)
    : await acceptTotp(db, challenge.userId, (input.code ?? "").slice(0, 20), now);
  if (accepted) {
    await db.delete(adminSignInChallenges).where(eq(adminSignInChallenges.id, digest(token)));
    return { ok: true, sessionToken: await createSession(db, challenge.userId, now, undefined, { userAgent: input.userAgent, address: input.clientIp }) };
  }
  // A wrong code counts as a failed sign-in of the account from this address too: a new challenge (with the
  // password again) does not start guessing afresh.
  const [user] = await db.select({ email: adminUsers.email }).from(adminUsers).where(eq(adminUsers.id, challenge.userId));
  if (user) {
    await recordFailure(db, throttleKeys(user.email, input.clientIp), now);
    await recordSignInFailure(db, { action: "security.two_factor_failed", email: user.email, accountId: challenge.userId, clientIp: input.clientIp, now });
  }
  const [row] = await db
    .update(adminSignInChallenges)
    .set({ failedAttempts: sql`${adminSignInChallenges.failedAttempts} + 1` })
    .where(eq(adminSignInChallenges.id, digest(token)))
    .returning({ failedAttempts: adminSignInChallenges.failedAttempts });
  const attemptsLeft = Math.max(0, MAX_CODE_ATTEMPTS - (row?.failedAttempts ?? MAX_CODE_ATTEMPTS));
  if (attemptsLeft === 0) await db.delete(adminSignInChallenges).where(eq(adminSignInChallenges.id, digest(token)));
  return { ok: false, reason: attemptsLeft === 0 ? "expired" : "wrong-code", attemptsLeft };
}
