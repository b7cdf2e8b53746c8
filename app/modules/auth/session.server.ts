// Admin sessions: a random token in an HttpOnly cookie; only its SHA-256 is stored (docs/product.md#admin-sign-in).
// A session ends at its lifetime after sign-in, or once unused for the idle timeout (sessionPolicy, an operator's choice rather than the shop's):
// `expires_at` is the idle deadline, moved forward as the session is used but never past the lifetime.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, ne, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { adminSessions, adminUsers } from "~/db/schema";
import { browserSummary } from "./browser-summary";

export const SESSION_COOKIE = "admin_session";

export interface SessionPolicy {
  lifetimeMs: number;
  /** 0: no idle timeout. */
  idleMs: number;
}

/** A session ends 7 days after sign-in, or once unused for a day (docs/operations.md#security). */
export const sessionPolicy: SessionPolicy = {
  lifetimeMs: 7 * 24 * 60 * 60 * 1000,
  idleMs: 24 * 60 * 60 * 1000,
};
export const SESSION_TTL_MS = sessionPolicy.lifetimeMs;
/** A used session's deadline is written again only when it has moved this much (not on every request). */
const TOUCH_EVERY_MS = 60 * 1000;

/** The idle deadline of a session created at `createdAt` and used at `now`, never past its lifetime. */
export function sessionDeadline(createdAt: Date, now: Date, policy: SessionPolicy = sessionPolicy): Date {
  const end = createdAt.getTime() + policy.lifetimeMs;
  return new Date(policy.idleMs > 0 ? Math.min(end, now.getTime() + policy.idleMs) : end);
}

/** What is stored of a cookie's random token (sessions, sign-in challenges): its SHA-256, never the token. */
export function tokenDigest(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
const digest = tokenDigest;

/** A new random cookie token: 32 bytes, 43 characters of base64url. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

// Not React Router's createCookie: it stores every value as base64 of its JSON (and serializes asynchronously), so
// the cookie would no longer hold the bare 43-character token that clients send and tests check.
/** The token of the named admin cookie, if it has the shape of one. */
export function readCookieToken(cookieHeader: string | null, name: string): string | null {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${name}=([A-Za-z0-9_-]{43})(?:;|$)`));
  return match ? match[1] : null;
}

/** An HttpOnly admin cookie; Secure when the shop is served over https. Max-Age 0 clears it. */
export function authCookie(name: string, token: string, publicUrl: string, maxAgeSeconds: number, path = "/"): string {
  const secure = publicUrl.startsWith("https://") ? "; Secure" : "";
  return `${name}=${token}; Path=${path}; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

export function readSessionToken(cookieHeader: string | null): string | null {
  return readCookieToken(cookieHeader, SESSION_COOKIE);
}

export function sessionCookie(token: string, publicUrl: string, maxAgeSeconds = SESSION_TTL_MS / 1000): string {
  return authCookie(SESSION_COOKIE, token, publicUrl, maxAgeSeconds);
}

export function clearedSessionCookie(publicUrl: string): string {
  return authCookie(SESSION_COOKIE, "", publicUrl, 0);
}

/** Who opened a session, for the admin's list of their sessions (docs/product.md#my-account). */
export interface SessionClient {
  userAgent?: string | null;
  address?: string | null;
}

/**
 * A new session with a new random token (a new id on every sign-in and on 2FA completion: nothing a client
 * sent is reused). It also records the account's last sign-in.
 */
export async function createSession(
  db: Executor,
  userId: string,
  now = new Date(),
  policy: SessionPolicy = sessionPolicy,
  client: SessionClient = {},
): Promise<string> {
  const token = newToken();
  await db.insert(adminSessions).values({
    id: digest(token),
    userId,
    expiresAt: sessionDeadline(now, now, policy),
    createdAt: now,
    lastSeenAt: now,
    browser: client.userAgent ? browserSummary(client.userAgent) : null,
    address: client.address?.slice(0, 100) ?? null,
  });
  await db.update(adminUsers).set({ lastSignInAt: now }).where(eq(adminUsers.id, userId));
  // Old sessions of anyone are swept now and then.
  await db.delete(adminSessions).where(lt(adminSessions.expiresAt, now));
  return token;
}

export type AdminRole = "owner" | "staff";

export interface AdminUser {
  id: string;
  email: string;
  role: AdminRole;
  /** The SHA-256 id of the session this request came with (to tell it apart in the list of sessions). */
  sessionId: string;
}

/** The conditions of a live session at `now`: not idle past its deadline, not past its lifetime. */
function liveSession(now: Date, policy: SessionPolicy) {
  return and(gt(adminSessions.expiresAt, now), gt(adminSessions.createdAt, new Date(now.getTime() - policy.lifetimeMs)));
}

/**
 * The session's admin if the session is live and the account not disabled (and then it counts as used now),
 * else null.
 */
export async function findSessionUser(db: Executor, token: string | null, now = new Date(), policy: SessionPolicy = sessionPolicy): Promise<AdminUser | null> {
  if (!token) return null;
  const id = digest(token);
  const [row] = await db
    .select({
      id: adminUsers.id,
      email: adminUsers.email,
      role: adminUsers.role,
      createdAt: adminSessions.createdAt,
      expiresAt: adminSessions.expiresAt,
      lastSeenAt: adminSessions.lastSeenAt,
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
    .where(and(eq(adminSessions.id, id), liveSession(now, policy), isNull(adminUsers.disabledAt)));
  if (!row) return null;
  const deadline = sessionDeadline(row.createdAt, now, policy);
  const seenLongAgo = now.getTime() - (row.lastSeenAt?.getTime() ?? 0) >= TOUCH_EVERY_MS;
  if (seenLongAgo || deadline.getTime() - row.expiresAt.getTime() >= TOUCH_EVERY_MS) {
    await db.update(adminSessions).set({ expiresAt: deadline, lastSeenAt: now }).where(eq(adminSessions.id, id));
  }
  return { id: row.id, email: row.email, role: row.role, sessionId: id };
}

export interface SessionSummary {
  id: string;
  createdAt: Date;
  lastSeenAt: Date | null;
  browser: string | null;
  address: string | null;
}

/** An admin's live sessions, the most recently used first. */
export async function listSessions(db: Executor, userId: string, now = new Date(), policy: SessionPolicy = sessionPolicy): Promise<SessionSummary[]> {
  return db
    .select({
      id: adminSessions.id,
      createdAt: adminSessions.createdAt,
      lastSeenAt: adminSessions.lastSeenAt,
      browser: adminSessions.browser,
      address: adminSessions.address,
    })
    .from(adminSessions)
    .where(and(eq(adminSessions.userId, userId), liveSession(now, policy)))
    .orderBy(sql`coalesce(${adminSessions.lastSeenAt}, ${adminSessions.createdAt}) desc`);
}

/** Ends an admin's sessions, all of them or all but `keepSessionId`; returns how many ended. */
export async function endSessions(db: Executor, userId: string, { keepSessionId }: { keepSessionId?: string } = {}): Promise<number> {
  const ended = await db
    .delete(adminSessions)
    .where(and(eq(adminSessions.userId, userId), keepSessionId ? ne(adminSessions.id, keepSessionId) : undefined))
    .returning({ id: adminSessions.id });
  return ended.length;
}

/** Ends one of an admin's own sessions (not someone else's, whatever id is sent). */
export async function endOwnSession(db: Executor, userId: string, sessionId: string): Promise<boolean> {
  const ended = await db
    .delete(adminSessions)
    .where(and(eq(adminSessions.userId, userId), eq(adminSessions.id, sessionId)))
    .returning({ id: adminSessions.id });
  return ended.length === 1;
}

export async function destroySession(db: Executor, token: string | null) {
  if (token) await db.delete(adminSessions).where(eq(adminSessions.id, digest(token)));
}
