// The admin's view of invoices (docs/product.md#invoices): the invoices of a month (by the day they were issued,
// in Istanbul), one invoice for its PDF, and each order's invoices for the order dialog.
import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "~/db/client.server";
import { invoices, orders } from "~/db/schema";
import { istanbulDay } from "~/lib/dates";
import type { InvoiceKind, InvoiceProviderState } from "~/lib/invoice";
import { isUuid } from "~/lib/input";

/** A month of invoices, "2026-11". */
export interface InvoiceMonth {
  year: number;
  month: number;
  key: string;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** `?ay=2026-11` as a month; none: the current month in Istanbul; anything else: null (refused). */
export function parseInvoiceMonth(value: string | null, now = new Date()): InvoiceMonth | null {
  const text = value?.trim() || istanbulDay(now).slice(0, 7);
  const match = MONTH.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  if (year < 2000 || year > 2999) return null;
  return { year, month: Number(match[2]), key: text };
}

/** The month's first instant and the next month's, in Istanbul time (UTC+3 all year since 2016). */
export function monthRange({ year, month }: InvoiceMonth): { from: Date; to: Date } {
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  const at = (y: number, m: number) => new Date(`${y}-${String(m).padStart(2, "0")}-01T00:00:00+03:00`);
  return { from: at(year, month), to: at(next.year, next.month) };
}

const related = alias(invoices, "related_invoice");

const listColumns = {
  id: invoices.id,
  orderId: invoices.orderId,
  orderNumber: orders.orderNumber,
  kind: invoices.kind,
  number: invoices.number,
  issuedAt: invoices.issuedAt,
  relatedNumber: related.number,
  buyer: invoices.buyer,
  grossKurus: invoices.grossKurus,
  netKurus: invoices.netKurus,
  vatKurus: invoices.vatKurus,
  vatBreakdown: invoices.vatBreakdown,
  provider: invoices.provider,
  providerState: invoices.providerState,
  providerPdfUrl: invoices.providerPdfUrl,
};

/** The invoices issued in the month, in the order they were issued. */
export async function listMonthInvoices(db: Executor, month: InvoiceMonth) {
  const { from, to } = monthRange(month);
  return db
    .select(listColumns)
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .leftJoin(related, eq(related.id, invoices.relatedInvoiceId))
    .where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));
}

export type MonthInvoice = Awaited<ReturnType<typeof listMonthInvoices>>[number];

/** One invoice with its order number and the number of the sale it corrects, or null. */
export async function getInvoice(db: Executor, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ invoice: invoices, orderNumber: orders.orderNumber, relatedNumber: related.number })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .leftJoin(related, eq(related.id, invoices.relatedInvoiceId))
    .where(eq(invoices.id, id));
  return row ?? null;
}

export type InvoiceWithOrder = NonNullable<Awaited<ReturnType<typeof getInvoice>>>;

/** An invoice as the order dialog lists it. */
export interface OrderInvoiceView {
  id: string;
  number: string;
  kind: InvoiceKind;
  issuedAt: Date;
  grossKurus: number;
  providerState: InvoiceProviderState;
}

/** The invoices of each of the orders, oldest first. */
export async function listOrderInvoices(db: Executor, orderIds: string[]): Promise<Map<string, OrderInvoiceView[]>> {
  const byOrder = new Map<string, OrderInvoiceView[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      orderId: invoices.orderId,
      id: invoices.id,
      number: invoices.number,
      kind: invoices.kind,
      issuedAt: invoices.issuedAt,
      grossKurus: invoices.grossKurus,
      providerState: invoices.providerState,
    })
    .from(invoices)
    .where(inArray(invoices.orderId, orderIds))
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));
  for (const { orderId, ...view } of rows) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), view]);
  return byOrder;
}

/** The rows (orders of the admin's list) each with its invoices, for the order dialog (components/admin/order-invoices.tsx). */
export async function withOrderInvoices<Row extends { id: string }>(db: Executor, rows: Row[]): Promise<(Row & { invoices: OrderInvoiceView[] })[]> {
  const byOrder = await listOrderInvoices(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, invoices: byOrder.get(row.id) ?? [] }));
}
