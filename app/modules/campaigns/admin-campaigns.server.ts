// The owner's campaigns in the back office (docs/product.md#discount-codes, docs/product.md#campaign-rules): the list
// with each campaign's figures, create, update, stop and restart, delete (only a campaign no order used), single-use
// codes made in bulk, and a campaign's codes as a CSV file. Every change is written to the audit log in its
// transaction, and the catalogue version is bumped after the commit (cached pages show public automatic offers).
// Refusals come back as reasons; the screen words them (lib/campaign-form.ts, lib/i18n/admin-campaigns.ts).
import { randomInt } from "node:crypto";
import { stringify } from "csv-stringify/sync";
import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { isUniqueViolation } from "~/db/errors.server";
import { campaigns, categories, discountCodes, orderDiscounts, products } from "~/db/schema";
import {
  BULK_CODE_ALPHABET,
  BULK_CODE_RANDOM_LENGTH,
  type CampaignFormContext,
  type CampaignSaveRefusal,
  type CampaignValues,
  type CampaignField,
  parseCampaignForm,
} from "~/lib/campaign-form";
import { type CampaignKind, type CampaignScope, type DiscountRule, discountCodeKey } from "~/lib/campaigns";
import { formatDateAndTime, istanbulDay } from "~/lib/dates";
import { adminCampaignsText } from "~/lib/i18n/admin-campaigns";
import { offerRuleText } from "~/lib/i18n/campaigns";
import { isUuid } from "~/lib/input";
import { PAID_PAYMENT_STATUSES } from "~/lib/order-lifecycle";
import { slugify } from "~/lib/slug";
import { type AuditBy, changedFields, recordAdminAction } from "~/modules/audit/audit-log.server";
import { bumpCatalogVersion } from "~/modules/catalog/cache.server";

const CODE_INDEX = "discount_codes_code_key_unique";

/** What the campaign brought: its paid orders (payment completed or partly refunded, its discount not given back). */
export interface CampaignFigures {
  orders: number;
  /** The campaign's discounts on those orders (order_discounts.amount_kurus). */
  discountKurus: number;
  /** Those orders' totals less what was refunded of them. */
  revenueKurus: number;
}

export interface AdminCampaign {
  id: string;
  name: string;
  kind: CampaignKind;
  rule: DiscountRule;
  scope: CampaignScope;
  minBasketKurus: number;
  startsAt: Date | null;
  endsAt: Date | null;
  totalUses: number | null;
  usesPerEmail: number | null;
  combinesWithAutomatic: boolean;
  isActive: boolean;
  usedCount: number;
  createdAt: Date;
  /** The code the owner named (maxUses none), when there is one. */
  namedCode: string | null;
  codeCount: number;
  usedCodeCount: number;
  /** An order was ever placed with it (then it is never deleted). */
  hasOrders: boolean;
  figures: CampaignFigures;
}

const NO_FIGURES: CampaignFigures = { orders: 0, discountKurus: 0, revenueKurus: 0 };

type Rows<T> = { rows: T[] };

/** Each campaign's figures (or only `ids`'), from order_discounts joined to the paid orders. */
export async function campaignFigures(db: Executor, ids?: string[]): Promise<Map<string, CampaignFigures>> {
  if (ids && ids.length === 0) return new Map();
  const paid = sql.join(
    PAID_PAYMENT_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const only = ids
    ? sql`and d.campaign_id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const result = (await db.execute(sql`
    with per_order as (
      select d.campaign_id, d.order_id, sum(d.amount_kurus) as discount
      from order_discounts d join orders o on o.id = d.order_id
      where d.campaign_id is not null and d.released_at is null and o.payment_status in (${paid}) ${only}
      group by d.campaign_id, d.order_id
    )
    select p.campaign_id as "campaignId", count(*)::int as orders, coalesce(sum(p.discount), 0)::bigint as discount,
      coalesce(sum(o.total_kurus - o.refunded_kurus), 0)::bigint as revenue
    from per_order p join orders o on o.id = p.order_id
    group by p.campaign_id`)) as unknown as Rows<{ campaignId: string; orders: number; discount: string | number; revenue: string | number }>;
  return new Map(result.rows.map((r) => [r.campaignId, { orders: Number(r.orders), discountKurus: Number(r.discount), revenueKurus: Number(r.revenue) }]));
}

/** Per campaign: how many codes, how many of them used, and the code the owner named. */
const CODE_STATS = {
  campaignId: discountCodes.campaignId,
  codeCount: count(),
  usedCodeCount: sql<number>`(count(*) filter (where ${discountCodes.usedCount} > 0))::int`,
  namedCode: sql<string | null>`min(${discountCodes.code}) filter (where ${discountCodes.maxUses} is null)`,
};

async function readCampaigns(db: Executor, id?: string): Promise<AdminCampaign[]> {
  const rows = await db
    .select()
    .from(campaigns)
    .where(id ? eq(campaigns.id, id) : undefined)
    .orderBy(desc(campaigns.createdAt), asc(campaigns.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [codes, used, figures] = await Promise.all([
    db.select(CODE_STATS).from(discountCodes).where(inArray(discountCodes.campaignId, ids)).groupBy(discountCodes.campaignId),
    db.selectDistinct({ campaignId: orderDiscounts.campaignId }).from(orderDiscounts).where(inArray(orderDiscounts.campaignId, ids)),
    campaignFigures(db, id ? ids : undefined),
  ]);
  const codesOf = new Map(codes.map((c) => [c.campaignId, c]));
  const withOrders = new Set(used.map((u) => u.campaignId));
  return rows.map((row) => {
    const c = codesOf.get(row.id);
    return {
      id: row.id,
      name: row.name,
      kind: row.kind,
      rule: row.rule,
      scope: row.scope,
      minBasketKurus: row.minBasketKurus,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      totalUses: row.totalUses,
      usesPerEmail: row.usesPerEmail,
      combinesWithAutomatic: row.combinesWithAutomatic,
      isActive: row.isActive,
      usedCount: row.usedCount,
      createdAt: row.createdAt,
      namedCode: c?.namedCode ?? null,
      codeCount: Number(c?.codeCount ?? 0),
      usedCodeCount: Number(c?.usedCodeCount ?? 0),
      hasOrders: withOrders.has(row.id),
      figures: figures.get(row.id) ?? NO_FIGURES,
    };
  });
}

/** Every campaign, newest first, with its codes' counts and figures. */
export function listAdminCampaigns(db: Executor): Promise<AdminCampaign[]> {
  return readCampaigns(db);
}

export async function getAdminCampaign(db: Executor, id: string): Promise<AdminCampaign | null> {
  if (!isUuid(id)) return null;
  const [campaign] = await readCampaigns(db, id);
  return campaign ?? null;
}

/** What the scope choices offer: every category and product by name (inactive ones too: a campaign may name them). */
export async function campaignScopeChoices(db: Executor) {
  const [categoryRows, productRows] = await Promise.all([
    db.select({ id: categories.id, name: categories.name, isActive: categories.isActive }).from(categories).orderBy(asc(categories.name)),
    db.select({ id: products.id, name: products.name, isActive: products.isActive }).from(products).orderBy(asc(products.name), asc(products.id)),
  ]);
  return { categories: categoryRows, products: productRows };
}

// ---------------------------------------------------------------------------------------------------------------
// Writing

export type SaveCampaignResult =
  | { ok: true; id: string; created: boolean; codesMade: number }
  | { ok: false; reason: "invalid"; fieldErrors: Partial<Record<CampaignField, string>>; status: 400 }
  | { ok: false; reason: "not-found"; status: 404 }
  | ({ ok: false; status: 409 } & CampaignSaveRefusal);

/** The campaign's fields as the audit log keeps them: in words a person reads. */
function auditView(row: typeof campaigns.$inferSelect, names: Map<string, string>, code: string | null) {
  const scope =
    row.scope.kind === "all" ? adminCampaignsText.form.scopeAll : row.scope.ids.map((id) => names.get(id) ?? id).sort((a, b) => a.localeCompare(b, "tr"));
  return {
    name: row.name,
    kind: adminCampaignsText.kinds[row.kind],
    code,
    rule: offerRuleText(row.rule),
    minBasketKurus: row.minBasketKurus,
    startsAt: row.startsAt ? formatDateAndTime(row.startsAt) : null,
    endsAt: row.endsAt ? formatDateAndTime(row.endsAt) : null,
    totalUses: row.totalUses,
    usesPerEmail: row.usesPerEmail,
    scope,
    combinesWithAutomatic: row.combinesWithAutomatic,
    active: row.isActive,
  };
}
const AUDITED = [
  "name",
  "kind",
  "code",
  "rule",
  "minBasketKurus",
  "startsAt",
  "endsAt",
  "totalUses",
  "usesPerEmail",
  "scope",
  "combinesWithAutomatic",
  "active",
] as const;

/** The names of the scope's categories or products; null when one of them does not exist. */
async function scopeNames(db: Executor, scope: CampaignScope): Promise<Map<string, string> | null> {
  if (scope.kind === "all") return new Map();
  if (!scope.ids.every(isUuid)) return null;
  const table = scope.kind === "categories" ? categories : products;
  const rows = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, scope.ids));
  return rows.length === scope.ids.length ? new Map(rows.map((r) => [r.id, r.name])) : null;
}

/** `count` random codes: the prefix and 8 characters without 0/O or 1/I. */
export function randomBulkCodes(count: number, prefix: string): string[] {
  return Array.from(
    { length: count },
    () => prefix + Array.from({ length: BULK_CODE_RANDOM_LENGTH }, () => BULK_CODE_ALPHABET[randomInt(BULK_CODE_ALPHABET.length)]).join(""),
  );
}

const INSERT_BATCH = 500;

/** Inserts `count` new single-use codes for the campaign; a code that is taken (by any campaign) is drawn again. */
async function insertBulkCodes(tx: Executor, campaignId: string, count: number, prefix: string): Promise<number> {
  let made = 0;
  for (let attempt = 0; made < count; attempt++) {
    if (attempt > 20) throw new Error("bulk codes: too many collisions");
    const wanted = Math.min(count - made, INSERT_BATCH);
    // Two draws alike in one batch would clash with each other: keep one.
    const codes = [...new Map(randomBulkCodes(wanted, prefix).map((code) => [discountCodeKey(code), code])).values()];
    const inserted = await tx
      .insert(discountCodes)
      .values(codes.map((code) => ({ campaignId, code, codeKey: discountCodeKey(code), maxUses: 1 })))
      .onConflictDoNothing()
      .returning({ id: discountCodes.id });
    made += inserted.length;
  }
  return made;
}

/** The code (as stored) that already folds to the same key as `code`, other than `exceptCodeId`; null when it is free. */
async function takenCode(db: Executor, code: string, exceptCodeId?: string): Promise<string | null> {
  const key = discountCodeKey(code);
  const [row] = await db
    .select({ code: discountCodes.code })
    .from(discountCodes)
    .where(exceptCodeId ? and(eq(discountCodes.codeKey, key), ne(discountCodes.id, exceptCodeId)) : eq(discountCodes.codeKey, key))
    .limit(1);
  return row?.code ?? null;
}

/**
 * Creates a campaign (no id) or updates one from checked values. A code campaign's named code is created with it
 * (or renamed); bulk codes asked for on creation are made with it. Nothing is saved when anything is refused.
 */
export async function saveCampaign(db: Executor, input: { id?: string; values: CampaignValues }, audit: AuditBy): Promise<SaveCampaignResult> {
  const { values } = input;
  if (input.id !== undefined && !isUuid(input.id)) return { ok: false, reason: "not-found", status: 404 };
  const names = await scopeNames(db, values.scope);
  if (!names) return { ok: false, reason: "unknown-choice", field: values.scope.kind === "products" ? "productIds" : "categoryIds", status: 409 };
  const single = values.codes?.mode === "single" ? values.codes.code : null;

  try {
    const outcome = await db.transaction(async (tx): Promise<SaveCampaignResult> => {
      const [before] = input.id ? await tx.select().from(campaigns).where(eq(campaigns.id, input.id)).for("update") : [null];
      if (before === undefined) return { ok: false, reason: "not-found", status: 404 };
      const [named] = before
        ? await tx
            .select({ id: discountCodes.id, code: discountCodes.code })
            .from(discountCodes)
            .where(and(eq(discountCodes.campaignId, before.id), isNull(discountCodes.maxUses)))
            .orderBy(asc(discountCodes.createdAt))
            .limit(1)
        : [];
      const taken = single ? await takenCode(tx, single, named?.id) : null;
      if (taken) return { ok: false, reason: "duplicate-code", code: taken, status: 409 };
      if (before && values.totalUses !== null && values.totalUses < before.usedCount)
        return { ok: false, reason: "uses-below-used", used: before.usedCount, status: 409 };

      const fields = {
        name: values.name,
        rule: values.rule,
        scope: values.scope,
        minBasketKurus: values.minBasketKurus,
        startsAt: values.startsAt,
        endsAt: values.endsAt,
        totalUses: values.totalUses,
        usesPerEmail: values.usesPerEmail,
        combinesWithAutomatic: values.combinesWithAutomatic,
      };
      const [saved] = before
        ? await tx
            .update(campaigns)
            .set({ ...fields, updatedAt: new Date() })
            .where(eq(campaigns.id, before.id))
            .returning()
        : await tx
            .insert(campaigns)
            .values({ ...fields, kind: values.kind })
            .returning();

      let codesMade = 0;
      if (saved.kind === "code" && single) {
        if (named) {
          if (named.code !== single)
            await tx
              .update(discountCodes)
              .set({ code: single, codeKey: discountCodeKey(single) })
              .where(eq(discountCodes.id, named.id));
        } else if (!before) await tx.insert(discountCodes).values({ campaignId: saved.id, code: single, codeKey: discountCodeKey(single) });
      }
      if (saved.kind === "code" && !before && values.codes?.mode === "bulk")
        codesMade = await insertBulkCodes(tx, saved.id, values.codes.count, values.codes.prefix);

      const beforeNames = before ? ((await scopeNames(tx, before.scope)) ?? new Map()) : names;
      const changes = changedFields(
        before ? auditView(before, beforeNames, named?.code ?? null) : null,
        auditView(saved, names, single ?? named?.code ?? null),
        AUDITED,
      );
      if (codesMade > 0) changes.codes = { before: null, after: codesMade };
      if (!before || Object.keys(changes).length > 0) {
        await recordAdminAction(tx, {
          ...audit,
          action: before ? "campaign.update" : "campaign.create",
          target: { type: "campaign", id: saved.id, label: saved.name },
          changes,
        });
      }
      return { ok: true, id: saved.id, created: !before, codesMade };
    });
    if (outcome.ok) await bumpCatalogVersion(db);
    return outcome;
  } catch (error) {
    // Another save took the code between the check and the insert.
    if (single && isUniqueViolation(error, CODE_INDEX)) return { ok: false, reason: "duplicate-code", code: single, status: 409 };
    throw error;
  }
}

/** The posted campaign form, checked and saved (the id of the campaign being edited comes from the form's `id`). */
export async function submitCampaignForm(db: Executor, form: FormData, audit: AuditBy): Promise<SaveCampaignResult> {
  const id = typeof form.get("id") === "string" && form.get("id") !== "" ? String(form.get("id")) : undefined;
  let context: CampaignFormContext = {};
  if (id !== undefined) {
    const stored = await getAdminCampaign(db, id);
    if (!stored) return { ok: false, reason: "not-found", status: 404 };
    context = { editing: { kind: stored.kind, namedCode: stored.namedCode !== null } };
  }
  const checked = parseCampaignForm(form, context);
  if (!checked.ok) return { ok: false, reason: "invalid", fieldErrors: checked.fieldErrors, status: 400 };
  return saveCampaign(db, { id, values: checked.values }, audit);
}

export type CampaignChangeResult = { ok: true } | { ok: false; reason: "not-found"; status: 404 } | { ok: false; reason: "has-orders"; status: 409 };

/** Stops (`active` false) or restarts a campaign; a campaign already so records nothing. */
export async function setCampaignActive(db: Executor, id: string, active: boolean, audit: AuditBy): Promise<CampaignChangeResult> {
  if (!isUuid(id)) return { ok: false, reason: "not-found", status: 404 };
  const found = await db.transaction(async (tx) => {
    const [row] = await tx.select({ name: campaigns.name, isActive: campaigns.isActive }).from(campaigns).where(eq(campaigns.id, id)).for("update");
    if (!row) return false;
    if (row.isActive !== active) {
      await tx.update(campaigns).set({ isActive: active, updatedAt: new Date() }).where(eq(campaigns.id, id));
      await recordAdminAction(tx, {
        ...audit,
        action: active ? "campaign.activate" : "campaign.deactivate",
        target: { type: "campaign", id, label: row.name },
        changes: { active: { before: row.isActive, after: active } },
      });
    }
    return true;
  });
  if (!found) return { ok: false, reason: "not-found", status: 404 };
  await bumpCatalogVersion(db);
  return { ok: true };
}

/** Deletes a campaign no order was ever placed with (its codes go with it); one with orders is refused. */
export async function deleteCampaign(db: Executor, id: string, audit: AuditBy): Promise<CampaignChangeResult> {
  if (!isUuid(id)) return { ok: false, reason: "not-found", status: 404 };
  const result = await db.transaction(async (tx): Promise<CampaignChangeResult> => {
    const [row] = await tx.select({ name: campaigns.name, usedCount: campaigns.usedCount }).from(campaigns).where(eq(campaigns.id, id)).for("update");
    if (!row) return { ok: false, reason: "not-found", status: 404 };
    const [used] = await tx.select({ id: orderDiscounts.id }).from(orderDiscounts).where(eq(orderDiscounts.campaignId, id)).limit(1);
    if (used || row.usedCount > 0) return { ok: false, reason: "has-orders", status: 409 };
    await tx.delete(campaigns).where(eq(campaigns.id, id));
    await recordAdminAction(tx, { ...audit, action: "campaign.delete", target: { type: "campaign", id, label: row.name } });
    return { ok: true };
  });
  if (result.ok) await bumpCatalogVersion(db);
  return result;
}

export type BulkCodesResult =
  { ok: true; made: number } | { ok: false; reason: "not-found"; status: 404 } | { ok: false; reason: "not-code-campaign"; status: 409 };

/** Makes `count` more single-use codes (each usable once) for a code campaign. */
export async function addBulkCodes(db: Executor, id: string, { count, prefix }: { count: number; prefix: string }, audit: AuditBy): Promise<BulkCodesResult> {
  if (!isUuid(id)) return { ok: false, reason: "not-found", status: 404 };
  return db.transaction(async (tx): Promise<BulkCodesResult> => {
    const [row] = await tx.select({ name: campaigns.name, kind: campaigns.kind }).from(campaigns).where(eq(campaigns.id, id)).for("update");
    if (!row) return { ok: false, reason: "not-found", status: 404 };
    if (row.kind !== "code") return { ok: false, reason: "not-code-campaign", status: 409 };
    const made = await insertBulkCodes(tx, id, count, prefix);
    await recordAdminAction(tx, {
      ...audit,
      action: "campaign.codes",
      target: { type: "campaign", id, label: row.name },
      changes: { count: { before: null, after: made }, ...(prefix ? { prefix: { before: null, after: prefix } } : {}) },
    });
    return { ok: true, made };
  });
}

/** A campaign's codes as a CSV file for Excel (code; used yes/no), oldest first; null when there is no such campaign. */
export async function campaignCodesCsv(db: Executor, id: string, now = new Date()): Promise<{ filename: string; body: string } | null> {
  if (!isUuid(id)) return null;
  const [campaign] = await db.select({ name: campaigns.name }).from(campaigns).where(eq(campaigns.id, id));
  if (!campaign) return null;
  const rows = await db
    .select({ code: discountCodes.code, usedCount: discountCodes.usedCount })
    .from(discountCodes)
    .where(eq(discountCodes.campaignId, id))
    .orderBy(asc(discountCodes.createdAt), asc(discountCodes.code));
  const t = adminCampaignsText.codes;
  const records = [[t.csvColumns.code, t.csvColumns.used], ...rows.map((r) => [r.code, r.usedCount > 0 ? t.yes : t.no])];
  // As the orders' CSV (ADR 0012): UTF-8 with a byte-order mark, semicolons, CRLF, formulas disarmed.
  const body = stringify(records, {
    delimiter: ";",
    record_delimiter: "windows",
    quote_record_delimiter: true,
    quoted_match: /[,;]/,
    escape_formulas: true,
    bom: true,
  });
  return { filename: `kampanya-kodlari-${slugify(campaign.name) || "kampanya"}-${istanbulDay(now)}.csv`, body };
}
