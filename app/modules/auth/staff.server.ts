// Staff accounts (docs/product.md#staff-accounts) and an admin's own password and sessions
// (docs/product.md#my-account). The shop has exactly one owner (the first admin); only the owner adds,
// disables and removes admins; nobody disables or removes themselves, and the owner's account never is.
// Every operation that changes an account takes the acting admin and returns what changed (an AccountChange),
// for the audit log; refusals come back as an error code whose Turkish text is staffText.errors[code].
import { and, asc, eq, gt, isNull, ne } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "~/db/client.server";
import { adminPasswordTokens, adminSignInChallenges, adminUsers } from "~/db/schema";
import { type StaffErrorCode, staffText } from "~/lib/i18n/admin-staff";
import { escapeHtml } from "~/lib/input";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "~/lib/password-rules";
import type { AuditAction } from "~/lib/audit";
import type { AuditEntry } from "~/modules/audit/audit-log.server";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { formatMailDate } from "~/modules/mail/templates.server";
import { readShopSettings } from "~/modules/settings/shop-settings.server";
import { normaliseEmail } from "./admin-users.server";
import { hashPassword, verifyPassword } from "./password.server";
import { type AdminUser, endOwnSession, endSessions, newToken, tokenDigest } from "./session.server";
import { recordFailure, throttleKeys, waitBeforeSignIn } from "./throttle.server";

/** How long a set-password link works. */
export const SET_PASSWORD_LINK_TTL_MS = 48 * 60 * 60 * 1000;
/**
 * The password hash of an account whose admin has not set a password yet (added with a link): not a scrypt
 * hash, so no password matches it.
 */
export const NO_PASSWORD = "!unset";

/** What an operation changed, for the audit log: the account it touched and the details worth keeping. */
export interface AccountChange {
  action:
    | "admin.added"
    | "admin.disabled"
    | "admin.enabled"
    | "admin.removed"
    | "admin.password-link-sent"
    | "admin.password-set-by-link"
    | "admin.password-changed"
    | "admin.signed-out-everywhere"
    | "admin.session-ended";
  target: { id: string; email: string };
  details?: Record<string, string | number | boolean | null>;
}

const AUDIT_ACTION_OF: Record<AccountChange["action"], AuditAction> = {
  "admin.added": "account.add",
  "admin.disabled": "account.disable",
  "admin.enabled": "account.enable",
  "admin.removed": "account.remove",
  "admin.password-link-sent": "account.password_link",
  "admin.password-set-by-link": "account.password_set",
  "admin.password-changed": "account.password_change",
  "admin.signed-out-everywhere": "account.sign_out_everywhere",
  "admin.session-ended": "account.session_end",
};

/** The audit log's record of an account operation's result (none for a refusal). */
export function accountAuditEntry(result: { ok: boolean; change?: AccountChange }): AuditEntry | null {
  if (!result.ok || !result.change) return null;
  const { action, target, details } = result.change;
  const changes: Record<string, { before: unknown; after: unknown }> = Object.fromEntries(
    Object.entries(details ?? {}).map(([field, value]) => [field, { before: null, after: value }]),
  );
  if (action === "admin.disabled" || action === "admin.enabled")
    changes.active = { before: action === "admin.enabled" ? false : true, after: action === "admin.enabled" };
  return { action: AUDIT_ACTION_OF[action], target: { type: "admin", id: target.id, label: target.email }, changes };
}

export type StaffResult<T = object> = ({ ok: true; change: AccountChange } & T) | { ok: false; error: StaffErrorCode };

type Actor = Pick<AdminUser, "id" | "email" | "role">;

const refuse = (error: StaffErrorCode) => ({ ok: false as const, error });

export interface AdminListEntry {
  id: string;
  email: string;
  role: "owner" | "staff";
  twoFactor: boolean;
  createdAt: Date;
  lastSignInAt: Date | null;
  disabledAt: Date | null;
  /** Added with a link whose admin has not set a password yet. */
  waitingForPassword: boolean;
}

/** Every admin account, the owner first, then by when they were added. */
export async function listAdmins(db: Executor): Promise<AdminListEntry[]> {
  const rows = await db
    .select({
      id: adminUsers.id,
      email: adminUsers.email,
      role: adminUsers.role,
      totpSecret: adminUsers.totpSecret,
      passwordHash: adminUsers.passwordHash,
      createdAt: adminUsers.createdAt,
      lastSignInAt: adminUsers.lastSignInAt,
      disabledAt: adminUsers.disabledAt,
    })
    .from(adminUsers)
    .orderBy(asc(adminUsers.createdAt), asc(adminUsers.email));
  return rows
    .map(({ totpSecret, passwordHash, ...row }) => ({ ...row, twoFactor: !!totpSecret, waitingForPassword: passwordHash === NO_PASSWORD }))
    .sort((a, b) => Number(b.role === "owner") - Number(a.role === "owner"));
}

/** A new password's length, or the error that refuses it. */
function passwordProblem(password: string): StaffErrorCode | null {
  if (password.length < MIN_PASSWORD_LENGTH) return "password-too-short";
  if (password.length > MAX_PASSWORD_LENGTH) return "password-too-long";
  return null;
}

const emailSchema = z.email().max(200);

/**
 * The owner adds an admin (always staff): with an initial password, or, without one, with a set-password link
 * mailed through the outbox (in the same transaction as the account, so the mail goes exactly when it exists).
 */
export async function addAdmin(
  db: Executor,
  actor: Actor,
  input: { email: string; password?: string | null; publicUrl: string },
  now = new Date(),
): Promise<StaffResult<{ admin: { id: string; email: string }; linkSent: boolean }>> {
  if (actor.role !== "owner") return refuse("owner-only");
  const email = normaliseEmail(input.email);
  if (!emailSchema.safeParse(email).success) return refuse("invalid-email");
  const password = input.password ?? null;
  if (password !== null) {
    const problem = passwordProblem(password);
    if (problem) return refuse(problem);
  }
  const passwordHash = password !== null ? await hashPassword(password) : NO_PASSWORD;
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(adminUsers)
      .values({ email, passwordHash, role: "staff" })
      .onConflictDoNothing({ target: adminUsers.email })
      .returning({ id: adminUsers.id, email: adminUsers.email });
    if (!created) return refuse("email-taken");
    if (password === null) await mailSetPasswordLink(tx, created, input.publicUrl, now);
    return {
      ok: true as const,
      admin: created,
      linkSent: password === null,
      change: { action: "admin.added" as const, target: created, details: { role: "staff", by: password === null ? "link" : "initial-password" } },
    };
  });
}

async function findOtherAdmin(db: Executor, actor: Actor, targetId: string) {
  if (actor.role !== "owner") return refuse("owner-only");
  if (!z.uuid().safeParse(targetId).success) return refuse("no-such-admin");
  const [target] = await db
    .select({ id: adminUsers.id, email: adminUsers.email, role: adminUsers.role, disabledAt: adminUsers.disabledAt })
    .from(adminUsers)
    .where(eq(adminUsers.id, targetId));
  if (!target) return refuse("no-such-admin");
  if (target.id === actor.id) return refuse("not-yourself");
  if (target.role === "owner") return refuse("owner-protected");
  return { ok: true as const, target };
}

/**
 * The owner disables an account (its sessions, pending second sign-in steps and set-password links end at
 * once, and it cannot sign in) or enables it again.
 */
export async function setAdminDisabled(db: Executor, actor: Actor, targetId: string, disabled: boolean, now = new Date()): Promise<StaffResult> {
  const found = await findOtherAdmin(db, actor, targetId);
  if (!found.ok) return found;
  const { target } = found;
  return db.transaction(async (tx) => {
    await tx
      .update(adminUsers)
      .set({ disabledAt: disabled ? (target.disabledAt ?? now) : null })
      .where(eq(adminUsers.id, target.id));
    let sessionsEnded = 0;
    if (disabled) {
      sessionsEnded = await endSessions(tx, target.id);
      await tx.delete(adminSignInChallenges).where(eq(adminSignInChallenges.userId, target.id));
      await tx.delete(adminPasswordTokens).where(eq(adminPasswordTokens.userId, target.id));
    }
    const change: AccountChange = disabled
      ? { action: "admin.disabled", target: { id: target.id, email: target.email }, details: { sessionsEnded } }
      : { action: "admin.enabled", target: { id: target.id, email: target.email } };
    return { ok: true as const, change };
  });
}

/** The owner removes an account for good; its sessions, codes and links go with it. */
export async function removeAdmin(db: Executor, actor: Actor, targetId: string): Promise<StaffResult> {
  const found = await findOtherAdmin(db, actor, targetId);
  if (!found.ok) return found;
  const { target } = found;
  await db.delete(adminUsers).where(and(eq(adminUsers.id, target.id), eq(adminUsers.role, "staff")));
  return { ok: true, change: { action: "admin.removed", target: { id: target.id, email: target.email } } };
}

/** The owner sends a staff account a new set-password link (e.g. the first expired, or they forgot the password). */
export async function resendSetPasswordLink(db: Executor, actor: Actor, targetId: string, publicUrl: string, now = new Date()): Promise<StaffResult> {
  const found = await findOtherAdmin(db, actor, targetId);
  if (!found.ok) return found;
  const { target } = found;
  if (target.disabledAt) return refuse("no-password-link");
  await db.transaction((tx) => mailSetPasswordLink(tx, target, publicUrl, now));
  return { ok: true, change: { action: "admin.password-link-sent", target: { id: target.id, email: target.email } } };
}

/** A new one-time link (older unused links of the account stop working), queued as a mail to the account. */
async function mailSetPasswordLink(db: Executor, admin: { id: string; email: string }, publicUrl: string, now: Date): Promise<void> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SET_PASSWORD_LINK_TTL_MS);
  await db.delete(adminPasswordTokens).where(eq(adminPasswordTokens.userId, admin.id));
  await db.insert(adminPasswordTokens).values({ id: tokenDigest(token), userId: admin.id, expiresAt, createdAt: now });
  const link = `${publicUrl.replace(/\/+$/, "")}/admin/set-password?token=${token}`;
  // Not about an order: the shop's name as the settings give it now.
  const { shopName } = await readShopSettings(db);
  await enqueueMail(db, { dedupeKey: `admin-set-password:${tokenDigest(token)}`, to: admin.email, ...setPasswordMail(admin.email, link, expiresAt, shopName) });
}

/** The mail with a set-password link (Turkish subject, HTML and plain text). */
export function setPasswordMail(email: string, link: string, expiresAt: Date, shopName: string) {
  const t = staffText.mail;
  const lines = [t.greeting, t.body(shopName, email), t.expires(formatMailDate(expiresAt)), t.ignore];
  const html = [
    `<p>${escapeHtml(lines[0])}</p>`,
    `<p>${escapeHtml(lines[1])}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t.button)}</a></p>`,
    `<p>${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(lines[2])}</p>`,
    `<p>${escapeHtml(lines[3])}</p>`,
  ].join("\n");
  return { subject: t.subject(shopName), html, text: [lines[0], "", lines[1], link, "", lines[2], "", lines[3]].join("\n") };
}

export type SetPasswordLinkState = { ok: true; email: string } | { ok: false; reason: "unknown" | "expired" | "used" };

/** What a set-password link is: valid (for which account), or why not. */
export async function checkSetPasswordLink(db: Executor, token: string | null, now = new Date()): Promise<SetPasswordLinkState> {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return { ok: false, reason: "unknown" };
  const [row] = await db
    .select({ email: adminUsers.email, expiresAt: adminPasswordTokens.expiresAt, usedAt: adminPasswordTokens.usedAt })
    .from(adminPasswordTokens)
    .innerJoin(adminUsers, eq(adminUsers.id, adminPasswordTokens.userId))
    .where(eq(adminPasswordTokens.id, tokenDigest(token)));
  if (!row) return { ok: false, reason: "unknown" };
  if (row.usedAt) return { ok: false, reason: "used" };
  if (row.expiresAt <= now) return { ok: false, reason: "expired" };
  return { ok: true, email: row.email };
}

/**
 * Sets the password from a link: the link is used up in the same step (so two submissions cannot both
 * succeed), the account's other links and any sessions end. The admin then signs in as usual.
 */
export async function setPasswordWithLink(
  db: Executor,
  input: { token: string | null; password: string; repeat: string },
  now = new Date(),
): Promise<StaffResult | { ok: false; error: "link"; reason: "unknown" | "expired" | "used" }> {
  const state = await checkSetPasswordLink(db, input.token, now);
  if (!state.ok) return { ok: false, error: "link", reason: state.reason };
  const problem = passwordProblem(input.password) ?? (input.password !== input.repeat ? "passwords-differ" : null);
  if (problem) return refuse(problem);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(adminPasswordTokens)
      .set({ usedAt: now })
      .where(and(eq(adminPasswordTokens.id, tokenDigest(input.token ?? "")), isNull(adminPasswordTokens.usedAt), gt(adminPasswordTokens.expiresAt, now)))
      .returning({ userId: adminPasswordTokens.userId });
    if (!used) return { ok: false as const, error: "link" as const, reason: "used" as const };
    const [admin] = await tx
      .update(adminUsers)
      .set({ passwordHash })
      .where(eq(adminUsers.id, used.userId))
      .returning({ id: adminUsers.id, email: adminUsers.email });
    await tx.delete(adminPasswordTokens).where(and(eq(adminPasswordTokens.userId, used.userId), ne(adminPasswordTokens.id, tokenDigest(input.token ?? ""))));
    await endSessions(tx, used.userId);
    return { ok: true as const, change: { action: "admin.password-set-by-link" as const, target: admin } };
  });
}

/**
 * An admin changes their own password: the current one is required (a wrong one counts as a failed sign-in
 * of the account from this address, so a stolen session cannot guess it freely), the new one twice. Every
 * other session of the admin ends; the current one stays.
 */
export async function changeOwnPassword(
  db: Executor,
  actor: Pick<AdminUser, "id" | "email" | "sessionId">,
  input: { current: string; next: string; repeat: string; clientIp: string },
  now = new Date(),
): Promise<StaffResult> {
  const keys = throttleKeys(actor.email, input.clientIp);
  if ((await waitBeforeSignIn(db, keys, now)) > 0) return refuse("too-many-attempts");
  const [user] = await db.select({ hash: adminUsers.passwordHash }).from(adminUsers).where(eq(adminUsers.id, actor.id));
  if (!user || !(await verifyPassword(input.current, user.hash))) {
    await recordFailure(db, keys, now);
    return refuse("wrong-password");
  }
  const problem = passwordProblem(input.next) ?? (input.next !== input.repeat ? "passwords-differ" : null);
  if (problem) return refuse(problem);
  const passwordHash = await hashPassword(input.next);
  return db.transaction(async (tx) => {
    await tx.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, actor.id));
    await tx.delete(adminPasswordTokens).where(eq(adminPasswordTokens.userId, actor.id));
    const otherSessionsEnded = await endSessions(tx, actor.id, { keepSessionId: actor.sessionId });
    return {
      ok: true as const,
      change: { action: "admin.password-changed" as const, target: { id: actor.id, email: actor.email }, details: { otherSessionsEnded } },
    };
  });
}

/** "Sign out everywhere": every session of the admin ends, the current one included. */
export async function signOutEverywhere(db: Executor, actor: Pick<AdminUser, "id" | "email">): Promise<StaffResult> {
  const sessionsEnded = await endSessions(db, actor.id);
  return { ok: true, change: { action: "admin.signed-out-everywhere", target: { id: actor.id, email: actor.email }, details: { sessionsEnded } } };
}

/** Ends one other session of the admin's own (from the list of their sessions). */
export async function endOneOwnSession(db: Executor, actor: Pick<AdminUser, "id" | "email" | "sessionId">, sessionId: string): Promise<StaffResult> {
  if (sessionId === actor.sessionId || !(await endOwnSession(db, actor.id, sessionId))) return refuse("no-such-session");
  return { ok: true, change: { action: "admin.session-ended", target: { id: actor.id, email: actor.email } } };
}
