// Admin sessions: a random token in an HttpOnly cookie; only its SHA-256 is stored (docs/product.md#admin-sign-in).
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { adminSessions, adminUsers } from "~/db/schema";

export const SESSION_COOKIE = "admin_session";
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

function digest(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function readSessionToken(cookieHeader: string | null): string | null {
  const match = cookieHeader?.match(/(?:^|;\s*)admin_session=([A-Za-z0-9_-]{43})(?:;|$)/);
  return match ? match[1] : null;
}

export function sessionCookie(token: string, publicUrl: string, maxAgeSeconds = SESSION_TTL_MS / 1000): string {
  const secure = publicUrl.startsWith("https://") ? "; Secure" : "";
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

export function clearedSessionCookie(publicUrl: string): string {
  const secure = publicUrl.startsWith("https://") ? "; Secure" : "";
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure}`;
}

export async function createSession(db: Executor, userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
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
