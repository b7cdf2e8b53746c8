// The audit log (docs/product.md#audit-log): every admin write, recorded in the same transaction as the write
// with who made it, from which address and what changed; refused sign-ins as security events; and the
// owner's paged, filtered view of it.
// Records are never changed or deleted (a database trigger refuses it, migration 0014), and never hold a
// shopper's personal data: an order is named by its number, and only its business fields are recorded.
import { and, count, desc, eq, gte, inArray, lt, notInArray, type SQL, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { adminAuditLog, type AuditChanges, campaigns, categories, orders, products } from "~/db/schema";
import { type AuditAction, auditActionsMatching, type AuditTargetType } from "~/lib/audit";
import { escapeLike, isUuid, parsePage, stripNul } from "~/lib/input";
import { foldTurkish } from "~/lib/turkish";
import { foldTurkishSql } from "~/modules/platform/turkish-sql.server";

export type { AuditChanges };

/** Who did it: the signed-in admin (`requireAdminAction`'s answer). The e-mail is copied into the record. */
export interface AuditActor {
  id: string | null;
  email: string;
}

export interface AuditTarget {
  type: AuditTargetType;
  id?: string | null;
  /** How a person names it: the order number, the product's or category's name, the account's e-mail. */
  label?: string | null;
}

/** Who and from where: what a route hands the domain function that writes (see `auditBy`). */
export interface AuditBy {
  actor: AuditActor;
  /** The client's address (the route context's `clientIp`, as the sign-in throttle gets it). */
  clientIp: string | null;
}

/** What was done to what. */
export interface AuditEntry {
  action: AuditAction;
  target: AuditTarget;
  /** Only the fields that changed (see changedFields); null or empty when there is nothing to show. */
  changes?: AuditChanges | null;
}

export type AdminActionRecord = AuditBy & AuditEntry & { now?: Date };

/** The route's admin and client address, as `recordAdminAction` wants them. */
export function auditBy(admin: { id: string; email: string }, context: { clientIp: string }): AuditBy {
  return { actor: { id: admin.id, email: admin.email }, clientIp: context.clientIp };
}

/** A field whose name says it holds a credential is never written, whatever the caller passes. */
const SECRET_FIELD = /password|secret|token|recovery|hash|otp/i;
/** A long text (a product's description) is kept to this many characters on each side. */
export const AUDIT_VALUE_MAX_LENGTH = 300;
const LIMITS = { email: 320, ip: 64, label: 200 } as const;

function clip(text: string, max: number): string {
  const clean = stripNul(text);
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

/** A value as the JSON column keeps it: dates as ISO text, long texts clipped, arrays element by element. */
function auditValue(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string") return clip(value, AUDIT_VALUE_MAX_LENGTH);
  if (Array.isArray(value)) return value.map(auditValue);
  if (typeof value === "number" || typeof value === "boolean") return value;
  return clip(JSON.stringify(value), AUDIT_VALUE_MAX_LENGTH);
}

/**
 * The listed fields whose value differs between `before` and `after`, each as { before, after }. `before`
 * null: a new thing, every listed field with a value is "changed" from null.
 */
export function changedFields<T extends object, K extends keyof T & string>(before: T | null, after: T, fields: readonly K[]): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    const from = auditValue(before ? before[field] : null);
    const to = auditValue(after[field]);
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { before: from, after: to };
  }
  return changes;
}

function withoutSecrets(changes: AuditChanges | null | undefined): AuditChanges | null {
  if (!changes) return null;
  const kept = Object.entries(changes)
    .filter(([field]) => !SECRET_FIELD.test(field))
    .map(([field, change]) => [field, { before: auditValue(change.before), after: auditValue(change.after) }] as const);
  return kept.length > 0 ? Object.fromEntries(kept) : null;
}

/**
 * Records one admin write. Call it with the transaction of the write it records, so that both are saved
 * or neither is; call it only once the write is known to have happened (a refused write records nothing).
 */
export async function recordAdminAction(executor: Executor, record: AdminActionRecord): Promise<void> {
  await executor.insert(adminAuditLog).values({
    actorId: record.actor.id,
    actorEmail: clip(record.actor.email, LIMITS.email),
    clientIp: record.clientIp ? clip(record.clientIp, LIMITS.ip) : null,
    action: record.action,
    targetType: record.target.type,
    targetId: record.target.id ?? null,
    targetLabel: record.target.label ? clip(record.target.label, LIMITS.label) : null,
    changes: withoutSecrets(record.changes),
    ...(record.now ? { createdAt: record.now } : {}),
  });
}

/** What an e-mail field held, when it is shaped like an e-mail address; anything else (a password typed in the wrong field) is not kept. */
function triedEmail(email: string): string {
  const address = email.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+$/.test(address) ? address : "";
}

/**
 * A refused sign-in as a security event: a wrong password (or unknown e-mail), or a wrong code at the second
 * step. Who: the e-mail that was tried (never the password or the code); the target is that account (its id
 * when it exists). Call it only where the sign-in throttle counts the failure (throttle.server.ts'
 * recordFailure): an attempt refused because its address must wait writes nothing, so the log grows no
 * faster than the throttle lets anyone fail.
 */
export async function recordSignInFailure(
  executor: Executor,
  event: { action: Extract<AuditAction, `security.${string}`>; email: string; accountId: string | null; clientIp: string; now?: Date },
): Promise<void> {
  const email = triedEmail(event.email);
  await recordAdminAction(executor, {
    actor: { id: null, email },
    clientIp: event.clientIp,
    action: event.action,
    target: { type: "admin", id: event.accountId, label: email || null },
    now: event.now,
  });
}

/**
 * Runs `write` in a transaction (a savepoint inside one) and, when `entry` makes a record of its result,
 * records it in the same transaction. `entry` answers null for a write that was refused or changed nothing.
 */
export async function withAuditRecord<T>(db: Executor, by: AuditBy, write: (tx: Executor) => Promise<T>, entry: (result: T) => AuditEntry | null): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await write(tx);
    const made = entry(result);
    if (made) await recordAdminAction(tx, { ...by, ...made });
    return result;
  });
}

// ---------------------------------------------------------------------------------------------------------
// Reading

export const AUDIT_PAGE_SIZE = 30;
const MAX_PAGE = 100_000;
export const AUDIT_SEARCH_MAX_LENGTH = 100;
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const TURKISH_DAY = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
/** Istanbul has kept UTC+3 all year since 2016; the admin's days are Istanbul days. */
const SHOP_UTC_OFFSET = "+03:00";

export interface AuditFilter {
  /** The actor's e-mail, exactly. */
  actor?: string;
  /** An action code ("order.status") or a kind ("order"). */
  action?: string;
  /** Part of the target's label or id (an order number, a product's name); Turkish-letter-insensitive. */
  target?: string;
  /** Istanbul calendar days, "2026-11-24", both included (the URL may say "24.11.2026"). */
  from?: string;
  to?: string;
}

/** "24.11.2026" (as the admin writes it, tr-TR) or "2026-11-24" → "2026-11-24"; undefined when it is no real day. */
export function calendarDay(value: string | null): string | undefined {
  const text = (value ?? "").trim();
  const turkish = TURKISH_DAY.exec(text);
  const iso = turkish ? `${turkish[3]}-${turkish[2].padStart(2, "0")}-${turkish[1].padStart(2, "0")}` : text;
  if (!CALENDAR_DAY.test(iso)) return undefined;
  const day = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(iso) ? iso : undefined;
}

/** The page's filter from its URL (?actor=&action=&target=&from=&to=); what is not valid is left out. */
export function auditFilterFromSearchParams(params: URLSearchParams): AuditFilter {
  const text = (name: string, max: number) =>
    stripNul(params.get(name) ?? "")
      .trim()
      .slice(0, max) || undefined;
  const action = text("action", 64);
  return {
    actor: text("actor", LIMITS.email),
    action: action && auditActionsMatching(action).length > 0 ? action : undefined,
    target: text("target", AUDIT_SEARCH_MAX_LENGTH),
    from: calendarDay(params.get("from")),
    to: calendarDay(params.get("to")),
  };
}

export function auditPageFromSearchParams(params: URLSearchParams): number {
  return parsePage(params.get("page"), MAX_PAGE);
}

function startOfDay(day: string, plusDays = 0): Date {
  const start = new Date(`${day}T00:00:00${SHOP_UTC_OFFSET}`);
  start.setUTCDate(start.getUTCDate() + plusDays);
  return start;
}

function whereFor(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.actor) conditions.push(eq(adminAuditLog.actorEmail, filter.actor));
  if (filter.action) conditions.push(inArray(adminAuditLog.action, auditActionsMatching(filter.action)));
  const target = foldTurkish(
    stripNul(filter.target ?? "")
      .trim()
      .slice(0, AUDIT_SEARCH_MAX_LENGTH),
  );
  if (target) {
    const pattern = `%${escapeLike(target)}%`;
    conditions.push(
      sql`(${foldTurkishSql(sql`coalesce(${adminAuditLog.targetLabel}, '')`)} like ${pattern} or coalesce(${adminAuditLog.targetId}, '') like ${pattern})`,
    );
  }
  if (filter.from) conditions.push(gte(adminAuditLog.createdAt, startOfDay(filter.from)));
  if (filter.to) conditions.push(lt(adminAuditLog.createdAt, startOfDay(filter.to, 1)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export interface AuditLogRow {
  id: string;
  createdAt: Date;
  actorId: string | null;
  actorEmail: string;
  clientIp: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  targetLabel: string | null;
  changes: AuditChanges | null;
  /** The product, category, campaign or order is still there (the page links to it). */
  targetExists: boolean;
}

export interface AuditLogPage {
  rows: AuditLogRow[];
  total: number;
  page: number;
  pages: number;
  pageSize: number;
}

/** Which of the rows' products, categories, campaigns and orders still exist, as "type:id". */
async function existingTargets(db: Executor, rows: { targetType: string; targetId: string | null }[]): Promise<Set<string>> {
  const idsOf = (type: AuditTargetType) => [...new Set(rows.filter((r) => r.targetType === type && isUuid(r.targetId)).map((r) => r.targetId as string))];
  const tables = [
    ["product", products],
    ["category", categories],
    ["campaign", campaigns],
    ["order", orders],
  ] as const;
  const found = await Promise.all(
    tables.map(async ([type, table]) => {
      const ids = idsOf(type);
      if (ids.length === 0) return [];
      const present = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
      return present.map((row) => `${type}:${row.id}`);
    }),
  );
  return new Set(found.flat());
}

/** The log newest first, filtered, one page at a time (page 1 is the first; a page past the end is the last). */
export async function listAuditLog(
  db: Executor,
  filter: AuditFilter = {},
  { page = 1, pageSize = AUDIT_PAGE_SIZE }: { page?: number; pageSize?: number } = {},
): Promise<AuditLogPage> {
  const where = whereFor(filter);
  const [{ total }] = await db.select({ total: count() }).from(adminAuditLog).where(where);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const rows = await db
    .select({
      id: adminAuditLog.id,
      createdAt: adminAuditLog.createdAt,
      actorId: adminAuditLog.actorId,
      actorEmail: adminAuditLog.actorEmail,
      clientIp: adminAuditLog.clientIp,
      action: adminAuditLog.action,
      targetType: adminAuditLog.targetType,
      targetId: adminAuditLog.targetId,
      targetLabel: adminAuditLog.targetLabel,
      changes: adminAuditLog.changes,
    })
    .from(adminAuditLog)
    .where(where)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.seq))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  const existing = await existingTargets(db, rows);
  return {
    rows: rows.map((row) => ({ ...row, targetExists: existing.has(`${row.targetType}:${row.targetId}`) })),
    total,
    page: current,
    pages,
    pageSize,
  };
}

/**
 * Everyone who made a change, by e-mail, for the page's "who" filter; the e-mails tried in refused sign-ins
 * are anyone's typing, so they are not offered (the action filter's "Güvenlik" finds those).
 */
export async function listAuditActors(db: Executor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: adminAuditLog.actorEmail })
    .from(adminAuditLog)
    .where(notInArray(adminAuditLog.action, auditActionsMatching("security")))
    .orderBy(adminAuditLog.actorEmail);
  return rows.map((row) => row.email);
}
