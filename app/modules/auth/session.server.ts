// Admin sessions: a random token in an HttpOnly cookie; only its SHA-256 is stored (docs/product.md#admin-sign-in).
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { adminSessions, adminUsers } from "~/db/schema";

export const SESSION_COOKIE = "admin_session";
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** What is stored of a cookie's random token (sessions, sign-in challenges): its SHA-256, never the token. */
export function tokenDigest(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
const digest = tokenDigest;

/** A new random cookie token: 32 bytes, 43 characters of base64url. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

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

export async function createSession(db: Executor, userId: string, now = new Date()): Promise<string> {
  const token = newToken();
  await db.insert(adminSessions).values({ id: digest(token), userId, expiresAt: new Date(now.getTime() + SESSION_TTL_MS), createdAt: now });
  // Old sessions of anyone are swept now and then.
  await db.delete(adminSessions).where(lt(adminSessions.expiresAt, now));
  return token;
}

export interface AdminUser {
  id: string;
  email: string;
}

export async function findSessionUser(db: Executor, token: string | null, now = new Date()): Promise<AdminUser | null> {
  if (!token) return null;
  const [row] = await db
    .select({ id: adminUsers.id, email: adminUsers.email })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
    .where(and(eq(adminSessions.id, digest(token)), gt(adminSessions.expiresAt, now)));
  return row ?? null;
}

export async function destroySession(db: Executor, token: string | null) {
  if (token) await db.delete(adminSessions).where(eq(adminSessions.id, digest(token)));
}
