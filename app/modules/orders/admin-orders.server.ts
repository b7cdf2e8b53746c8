// The admin's view of orders (docs/product.md#admin-orders): a paged, filterable list, one order with its
// items and history, status changes, refunds and notes (all through lifecycle.server.ts, which alone decides
// what is allowed, docs/product.md#allowed-changes), shipping with a tracking number (and the sender's
// shipment mail); the CSV export is admin-orders-csv.server.ts. "shipped" is set only by shipOrder, which needs a tracking number.
import { and, count, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database, Executor } from "~/db/client.server";
import { orders, type RefundLine } from "~/db/schema";
import type { OrderBilling } from "~/lib/billing";
import { type OrderDiscountView, parseOrderDiscounts } from "~/lib/order-discounts";
import { ORDER_CONTACT_FIELDS, type OrderContactFields } from "~/lib/checkout-fields";
import { escapeLike, isUuid, stripNul, UUID_PATTERN } from "~/lib/input";
import type { PersonalLineSnapshotView } from "~/lib/order-line-personal";
import { type OrderLineVariant, parseOrderLineOptions } from "~/lib/order-lines";
import type { OrderLinePersonal } from "~/lib/personalisation";
import type { Carrier, CarrierId, ShopSettings } from "~/lib/shop-settings";
import { foldTurkish } from "~/lib/turkish";
import type { VatBreakdownRow } from "~/lib/vat";
import { foldTurkishSql } from "~/modules/platform/turkish-sql.server";
import { HAS_CONTRACT } from "./order-view.server";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { shipmentMail } from "~/modules/mail/templates.server";
import { isOrderStatus, ORDER_STATUSES, type OrderStatus, type PaymentStatus } from "~/lib/order-lifecycle";
import {
  type Actor,
  addOrderNote,
  changeOrderStatus,
  type LifecycleResult,
  listOrderEvents,
  listOrderRefunds,
  lockOrder,
  ORDER_NOTE_MAX_LENGTH,
  refundOrder,
  shipRefusal,
  writeShipment,
} from "./lifecycle.server";
import type { AuditBy } from "~/modules/audit/audit-log.server";
import { getShopSettings } from "~/modules/settings/shop-settings.server";
import { recordOrderChange } from "./order-audit.server";
import { loadOrderForMail, type MailSettings } from "./order-mail.server";
import { personalLineViews } from "./personal-lines.server";
import { refundOrderLines } from "./refund-lines.server";

export const ADMIN_ORDERS_PAGE_SIZE = 20;
export const ORDER_SEARCH_MAX_LENGTH = 100;
export const TRACKING_NUMBER_MAX_LENGTH = 64;
/** The CSV holds at most this many orders (newest first; admin-orders-csv.server.ts). */
export const CSV_MAX_ROWS = 50_000;

// ---------------------------------------------------------------------------------------------------------
// Listing

export interface OrderListFilter {
  status?: OrderStatus;
  /** Order number, recipient name, sender e-mail or tracking number; case- and Turkish-letter-insensitive. */
  query?: string;
  /** Exactly this sender e-mail, trimmed, case- and Turkish-letter-insensitive (a KVKK request, modules/privacy). */
  senderEmail?: string;
  /** Only these orders. */
  ids?: string[];
}

export interface AdminOrderItem extends OrderLineVariant {
  /** order_items.id: what a refund by lines names. */
  id: string;
  unitPriceKurus: number;
  quantity: number;
  /** What the order's discounts took off this line in all (docs/product.md#campaign-orders); paid: price × quantity less this. */
  discountKurus: number;
  /** The buyer's texts and photos (docs/product.md#personalised-gifts), with signed links for the admin; [] when none. */
  personal?: PersonalLineSnapshotView[];
}

export interface AdminOrderRow extends OrderContactFields {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: string;
  /** The installments the buyer chose (docs/product.md#payment-providers): 1 or null is one payment. */
  installmentCount: number | null;
  /** What the buyer paid per the provider, installment interest included; null: not told. Revenue stays totalKurus. */
  paidKurus: number | null;
  subtotalKurus: number;
  shippingKurus: number;
  /** Every discount together (docs/product.md#campaign-orders); total = subtotal + shipping − discount. */
  discountKurus: number;
  /** The order's discounts, each with its label and target ("items" or "shipping"), in the order they were given. */
  discounts: OrderDiscountView[];
  totalKurus: number;
  /** The KDV in the total and its breakdown by rate (docs/product.md#vat), as the order was placed. */
  vatKurus: number;
  vatBreakdown: VatBreakdownRow[];
  /** Whether its contract texts were stored (docs/product.md#order-contract); false for orders placed before they were kept. */
  hasContract: boolean;
  trackingNumber: string | null;
  refundedKurus: number;
  /** The carrier's id among the settings' carriers, or null (shipped before carriers were recorded). */
  carrier: string | null;
  deliveredAt: Date | null;
  /** The day the sender asked the gift to arrive on, "2026-11-27" (docs/product.md#delivery-date); null: as soon as possible. */
  requestedDeliveryDate: string | null;
  paidAt: Date | null;
  createdAt: Date;
  /** When the personal data were erased (docs/product.md#kvkk); the personal fields are then empty. */
  anonymisedAt: Date | null;
  /** The sender's billing details (docs/product.md#billing-details); null: none given (`Nihai Tüketici`), or anonymised. */
  billing: OrderBilling | null;
  /** Whether the sender allowed thank-you notes (docs/product.md#thank-you-notes): the order has a card code. Never the thread. */
  thanksAllowed: boolean;
  /** Sum of the quantities. */
  itemCount: number;
  items: AdminOrderItem[];
}

/** Reads the list's filter from a URL's search parameters (status, q); unknown values are ignored. */
export function filterFromSearchParams(params: URLSearchParams): OrderListFilter {
  const status = params.get("status");
  const query = (params.get("q") ?? "").trim().slice(0, ORDER_SEARCH_MAX_LENGTH);
  return { status: isOrderStatus(status) ? status : undefined, query: query || undefined };
}

/** The filter's search term, folded; empty when there is none. */
function foldedOrderQuery(filter: OrderListFilter): string {
  // NUL is never stored, and PostgreSQL refuses it as a parameter: drop it.
  return foldTurkish(stripNul(filter.query ?? "").slice(0, ORDER_SEARCH_MAX_LENGTH));
}

function whereFor(filter: OrderListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  const query = foldedOrderQuery(filter);
  if (query) {
    const pattern = `%${escapeLike(query)}%`;
    const match = or(
      sql`${foldTurkishSql(sql`${orders.orderNumber}`)} like ${pattern}`,
      sql`${foldTurkishSql(sql`${orders.recipientName}`)} like ${pattern}`,
      sql`${foldTurkishSql(sql`${orders.senderEmail}`)} like ${pattern}`,
      sql`${foldTurkishSql(sql`coalesce(${orders.trackingNumber}, '')`)} like ${pattern}`,
    );
    if (match) conditions.push(match);
  }
  if (filter.senderEmail !== undefined) conditions.push(sql`${foldTurkishSql(sql`${orders.senderEmail}`)} = ${foldTurkish(stripNul(filter.senderEmail))}`);
  if (filter.ids) conditions.push(filter.ids.length > 0 ? inArray(orders.id, filter.ids.filter(isUuid)) : sql`false`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const contactColumns = Object.fromEntries(ORDER_CONTACT_FIELDS.map((field) => [field, orders[field]])) as {
  [Field in (typeof ORDER_CONTACT_FIELDS)[number]]: (typeof orders)[Field];
};

const rowColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentMethod: orders.paymentMethod,
  installmentCount: orders.installmentCount,
  paidKurus: orders.paidKurus,
  subtotalKurus: orders.subtotalKurus,
  shippingKurus: orders.shippingKurus,
  discountKurus: orders.discountKurus,
  totalKurus: orders.totalKurus,
  // The KDV in the total, by rate (docs/product.md#vat): the order detail and the CSV.
  vatKurus: orders.vatKurus,
  vatBreakdown: orders.vatBreakdown,
  hasContract: HAS_CONTRACT,
  ...contactColumns,
  trackingNumber: orders.trackingNumber,
  refundedKurus: orders.refundedKurus,
  carrier: orders.carrier,
  deliveredAt: orders.deliveredAt,
  requestedDeliveryDate: orders.requestedDeliveryDate,
  paidAt: orders.paidAt,
  createdAt: orders.createdAt,
  anonymisedAt: orders.anonymisedAt,
  billing: orders.billing,
  thanksAllowed: sql<boolean>`(${orders.thanksCode} is not null)`,
  // One query for the page: each order's items as a JSON list.
  items: sql<AdminOrderItem[] | string>`coalesce((
      select json_agg(json_build_object('id', oi.id, 'productName', oi.product_name, 'optionValues', oi.option_values, 'sku', oi.sku,
                                        'unitPriceKurus', oi.unit_price_kurus, 'quantity', oi.quantity, 'discountKurus', oi.discount_kurus,
                                        'personalisation', oi.personalisation)
                      order by oi.product_name, oi.sku, oi.id)
      from order_items oi where oi.order_id = "orders"."id"), '[]'::json)`,
  // The order's discounts (few, most orders none): label, target and amount, oldest first.
  discounts: sql<OrderDiscountView[] | string>`coalesce((
      select json_agg(json_build_object('label', od.label, 'kind', od.kind, 'target', od.target, 'amountKurus', od.amount_kurus)
                      order by od.created_at, od.id)
      from order_discounts od where od.order_id = "orders"."id"), '[]'::json)`,
};

type RawItem = Omit<AdminOrderItem, "personal"> & { personalisation?: OrderLinePersonal[] | null };
type RawRow = Omit<AdminOrderRow, "items" | "itemCount" | "discounts"> & { items: RawItem[] | string; discounts: OrderDiscountView[] | string };

function toRow<Raw extends RawRow>(raw: Raw) {
  const parsed = typeof raw.items === "string" ? (JSON.parse(raw.items) as RawItem[]) : raw.items;
  const items = parsed.map((i) => ({
    id: String(i.id),
    productName: String(i.productName),
    optionValues: parseOrderLineOptions(i.optionValues),
    sku: i.sku == null ? null : String(i.sku),
    unitPriceKurus: Number(i.unitPriceKurus),
    quantity: Number(i.quantity),
    discountKurus: Number(i.discountKurus ?? 0),
    personalisation: Array.isArray(i.personalisation) ? i.personalisation : [],
  }));
  return { ...raw, items, discounts: parseOrderDiscounts(raw.discounts), itemCount: items.reduce((sum, i) => sum + i.quantity, 0) };
}

/** The rows with each personalised line's values as the admin sees them (signed links made for this page). */
async function withPersonalViews(db: Executor, rows: ReturnType<typeof toRow>[]): Promise<AdminOrderRow[]> {
  const lines = rows.flatMap((row) => row.items);
  const views = lines.some((line) => line.personalisation.length > 0) ? await personalLineViews(db, lines, { admin: true }) : [];
  let next = 0;
  return rows.map((row) => ({
    ...row,
    items: row.items.map(({ personalisation: _, ...item }) => {
      const personal = views[next++] ?? [];
      return personal.length > 0 ? { ...item, personal } : item;
    }),
  }));
}

export interface OrderPage {
  rows: AdminOrderRow[];
  total: number;
  page: number;
  pages: number;
  pageSize: number;
}

/**
 * How many orders the filter matches. Every order, or every order of one status, is the sum of the order
 * summary's counts (order_daily_stats, kept by triggers in each order write's transaction: docs/decisions/0019):
 * exact, and a few hundred rows instead of every order. A search, an e-mail or a list of ids counts the orders.
 */
async function countOrders(db: Executor, filter: OrderListFilter, where: SQL | undefined): Promise<number> {
  if (foldedOrderQuery(filter) || filter.senderEmail !== undefined || filter.ids !== undefined) {
    const [{ total }] = await db.select({ total: count() }).from(orders).where(where);
    return total;
  }
  const result = await db.execute(
    sql`select coalesce(sum("orders"), 0)::int as total from "order_daily_stats" ${filter.status ? sql`where "status" = ${filter.status}` : sql``}`,
  );
  return Number((result as unknown as { rows: { total: number | string }[] }).rows[0].total);
}

/** Orders newest first, filtered, one page at a time (page 1 is the first; a page past the end is the last). */
export async function listAdminOrders(
  db: Executor,
  filter: OrderListFilter = {},
  { page = 1, pageSize = ADMIN_ORDERS_PAGE_SIZE }: { page?: number; pageSize?: number } = {},
): Promise<OrderPage> {
  const where = whereFor(filter);
  const total = await countOrders(db, filter, where);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const raw = await db
    .select(rowColumns)
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return { rows: await withPersonalViews(db, raw.map(toRow)), total, page: current, pages, pageSize };
}

/** Every order matching the filter, newest first (at most CSV_MAX_ROWS), for the CSV export. */
/** A page of the admin's order list, each order with its history and its provider refunds (two queries for the page). */
export async function listAdminOrdersWithHistory(db: Executor, filter: OrderListFilter, { page }: { page: number }) {
  const list = await listAdminOrders(db, filter, { page });
  const ids = list.rows.map((r) => r.id);
  const [history, refunds] = await Promise.all([listOrderEvents(db, ids), listOrderRefunds(db, ids)]);
  return { ...list, rows: list.rows.map((r) => ({ ...r, events: history.get(r.id) ?? [], refunds: refunds.get(r.id) ?? [] })) };
}

/** An exported order: the row, billing details included (docs/product.md#billing-details), for the CSV's billing columns. */
export type AdminOrderExportRow = AdminOrderRow;

export async function listAdminOrdersForExport(db: Executor, filter: OrderListFilter = {}, limit = CSV_MAX_ROWS): Promise<AdminOrderExportRow[]> {
  const raw = await db.select(rowColumns).from(orders).where(whereFor(filter)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);
  return raw.map(toRow).map((row) => ({ ...row, items: row.items.map(({ personalisation: _, ...item }) => item) }));
}

/** One order with its items, or null. */
export async function getAdminOrder(db: Executor, id: string): Promise<AdminOrderRow | null> {
  if (!isUuid(id)) return null;
  const [raw] = await db.select(rowColumns).from(orders).where(eq(orders.id, id));
  return raw ? (await withPersonalViews(db, [toRow(raw)]))[0] : null;
}

// ---------------------------------------------------------------------------------------------------------
// Changes

export type AdminOrderFailure =
  | Exclude<LifecycleResult, { ok: true }>["reason"]
  | "invalid-status"
  | "tracking-required"
  | "tracking-too-long"
  | "carrier-unavailable"
  | "note-required"
  | "refund-amount-malformed"
  | "refund-amount-not-positive";
/** `pendingRefundId`: a provider refund recorded by the change, to send now that it is committed (paytr-refund.server.ts). */
export type AdminOrderResult = { ok: true; changed: boolean; pendingRefundId?: string } | { ok: false; reason: AdminOrderFailure; productName?: string };

const adminResult = (result: LifecycleResult, changed: boolean): AdminOrderResult =>
  !result.ok ? result : result.pendingRefundId ? { ok: true, changed, pendingRefundId: result.pendingRefundId } : { ok: true, changed };

/**
 * Sets any status the lifecycle allows except "shipped" (docs/product.md#allowed-changes): cancelling returns
 * the stock once, fails a pending payment, refunds a paid one and tells the sender; re-opening takes the
 * stock again or is refused naming the product that is short.
 */
export async function setOrderStatus(
  db: Database,
  id: string,
  status: string,
  mail: MailSettings,
  { now = new Date(), actor = "system", audit }: { now?: Date; actor?: Actor; audit?: AuditBy } = {},
): Promise<AdminOrderResult> {
  if (!isOrderStatus(status) || status === "shipped") return { ok: false, reason: "invalid-status" };
  if (!isUuid(id)) return { ok: false, reason: "not-found" };
  const result = await changeOrderStatus(db, id, status, actor, mail, { now, audit });
  return adminResult(result, result.ok && result.changed);
}

/** Refunds part of a paid order's payment (at most what is left); the sender is told. */
export async function refundOrderPayment(
  db: Database,
  id: string,
  amountKurus: number,
  mail: MailSettings,
  { now = new Date(), actor = "system", audit }: { now?: Date; actor?: Actor; audit?: AuditBy } = {},
): Promise<AdminOrderResult> {
  if (!isUuid(id)) return { ok: false, reason: "not-found" };
  return adminResult(await refundOrder(db, id, amountKurus, actor, mail, { now, audit }), true);
}

/** Refunds chosen units of a paid order's lines at what was paid for them (refund-lines.server.ts); the sender is told. */
export async function refundOrderLinesPayment(
  db: Database,
  id: string,
  lines: RefundLine[],
  mail: MailSettings,
  { now = new Date(), actor = "system", audit }: { now?: Date; actor?: Actor; audit?: AuditBy } = {},
): Promise<AdminOrderResult> {
  if (!isUuid(id)) return { ok: false, reason: "not-found" };
  return adminResult(await refundOrderLines(db, id, lines, actor, mail, { now, audit }), true);
}

/** An internal note on the order, in its history (never shown to the shopper). */
export async function noteOrder(
  db: Database,
  id: string,
  note: string,
  { now = new Date(), actor = "system", audit }: { now?: Date; actor?: Actor; audit?: AuditBy } = {},
): Promise<AdminOrderResult> {
  const text = stripNul(note).trim().slice(0, ORDER_NOTE_MAX_LENGTH);
  if (!text) return { ok: false, reason: "note-required" };
  if (!isUuid(id)) return { ok: false, reason: "not-found" };
  return (await addOrderNote(db, id, text, actor, now, audit)) ? { ok: true, changed: true } : { ok: false, reason: "not-found" };
}

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** Trims, drops control characters and folds inner white space. */
export function normaliseTrackingNumber(input: string): string {
  return input.replace(CONTROL_CHARACTERS, " ").replace(/\s+/g, " ").trim();
}

/** The carriers an admin ships with (docs/product.md#shipping-carriers): the settings' enabled ones, in their order. */
export function shippingCarriers(settings: Pick<ShopSettings, "carriers">): Pick<Carrier, "id" | "name">[] {
  return settings.carriers.filter((carrier) => carrier.enabled).map(({ id, name }) => ({ id, name }));
}

/**
 * Ships an order: status "shipped" with the tracking number and its carrier (docs/product.md#shipping-carriers;
 * none given: null, no tracking link; one that is not an enabled carrier of the settings is refused), and the shipment mail to the sender queued in
 * the same transaction (one mail per order and tracking number). An empty tracking number is refused.
 */
export async function shipOrder(
  db: Database,
  id: string,
  trackingNumber: string,
  mail: MailSettings,
  { now = new Date(), actor = "system", carrier = null, audit }: { now?: Date; actor?: Actor; carrier?: CarrierId | null; audit?: AuditBy } = {},
): Promise<AdminOrderResult & { mailQueued?: boolean }> {
  const tracking = normaliseTrackingNumber(trackingNumber ?? "");
  if (!tracking) return { ok: false, reason: "tracking-required" };
  if (tracking.length > TRACKING_NUMBER_MAX_LENGTH) return { ok: false, reason: "tracking-too-long" };
  if (!isUuid(id)) return { ok: false, reason: "not-found" };
  if (carrier !== null && !shippingCarriers(await getShopSettings(db)).some((c) => c.id === carrier)) return { ok: false, reason: "carrier-unavailable" };
  return db.transaction(async (tx) => {
    const current = await lockOrder(tx, id);
    if (!current) return { ok: false, reason: "not-found" } as const;
    const refusal = shipRefusal(current);
    if (refusal) return { ok: false, reason: refusal } as const;
    const changed = await writeShipment(tx, current, tracking, carrier, actor, now);
    if (changed && audit) await recordOrderChange(tx, audit, "order.ship", id, current);
    const order = await loadOrderForMail(tx, id);
    let mailQueued = false;
    if (order) {
      const rendered = shipmentMail({ ...order, trackingNumber: tracking, carrier }, mail.publicUrl);
      mailQueued = await enqueueMail(tx, { dedupeKey: `order-shipped:${id}:${tracking}`, to: order.senderEmail, ...rendered });
    }
    return { ok: true, changed, mailQueued } as const;
  });
}

// ---------------------------------------------------------------------------------------------------------
// The order page's form

export type OrderAction =
  | { intent: "status"; orderId: string; status: OrderStatus }
  | { intent: "ship"; orderId: string; trackingNumber: string; carrier?: CarrierId }
  | { intent: "refund"; orderId: string; amount: string }
  | { intent: "refundLines"; orderId: string; lines: RefundLine[] }
  | { intent: "note"; orderId: string; note: string };

/** A carrier id as the settings name them (app/lib/shop-settings.ts#Carrier). */
const CARRIER_ID_PATTERN = /^[a-z0-9-]{1,40}$/;

const OrderActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("status"), orderId: z.string().regex(UUID_PATTERN), status: z.enum(ORDER_STATUSES) }),
  z.object({
    intent: z.literal("ship"),
    orderId: z.string().regex(UUID_PATTERN),
    trackingNumber: z.string().max(1000),
    carrier: z.string().regex(CARRIER_ID_PATTERN).optional(),
  }),
  z.object({ intent: z.literal("refund"), orderId: z.string().regex(UUID_PATTERN), amount: z.string().max(32) }),
  z.object({ intent: z.literal("note"), orderId: z.string().regex(UUID_PATTERN), note: z.string().max(10_000) }),
]);

/** The quantity field of a line in the refund-by-lines form (the line's order_items.id after the prefix). */
export const REFUND_QUANTITY_FIELD = "refundQuantity-";

/**
 * The refund-by-lines form: each line's quantity field, empty or 0 for none; null when a field is not a whole
 * number of units or names no line (lifecycle checks the lines belong to the order and how many are left).
 */
function parseRefundLines(form: FormData): RefundLine[] | null {
  const lines: RefundLine[] = [];
  for (const [key, value] of form.entries()) {
    if (!key.startsWith(REFUND_QUANTITY_FIELD) || typeof value !== "string") continue;
    const itemId = key.slice(REFUND_QUANTITY_FIELD.length);
    const text = value.trim();
    if (!UUID_PATTERN.test(itemId) || !/^\d{0,4}$/.test(text)) return null;
    const quantity = text === "" ? 0 : Number(text);
    if (quantity > 0) lines.push({ itemId, quantity });
  }
  return lines.length > 200 ? null : lines;
}

/** The posted form of the order dialog, or null when it is not one. */
export function parseOrderAction(form: FormData): OrderAction | null {
  if (form.get("intent") === "refundLines") {
    const orderId = form.get("orderId");
    const lines = parseRefundLines(form);
    return typeof orderId === "string" && UUID_PATTERN.test(orderId) && lines ? { intent: "refundLines", orderId, lines } : null;
  }
  const result = OrderActionSchema.safeParse(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")));
  return result.success ? result.data : null;
}
