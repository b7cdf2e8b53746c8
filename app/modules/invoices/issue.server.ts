// Issuing invoices (docs/product.md#invoices): the sale invoice of an order, in the transaction that marks it paid,
// and a return document when a refund of it is made (or a paid order is cancelled), linked to the sale. What the
// invoice says is copied in from the order (its seller facts, billing details, lines and stored KDV), numbered in
// the same transaction (numbering.server.ts). When an e-Arşiv integrator is set, the row waits for its sender
// ("pending", due at once); otherwise it is "not_sent" and the monthly export is the record.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { invoices, orderItems, orderRefunds, orders, type RefundLine } from "~/db/schema";
import type { InvoiceLine } from "~/lib/invoice";
import { amountReturnLines, invoiceBuyer, invoiceSeller, linesTotals, refundedUnitLines, saleInvoiceLines } from "~/lib/invoice-build";
import { orderLineName } from "~/lib/order-lines";
import { orderSellerFrom, type ShopSettings } from "~/lib/shop-settings";
import { readShopSettings } from "~/modules/settings/shop-settings.server";
import { invoiceYear, takeInvoiceNumbers } from "./numbering.server";

/** The provider columns of a new invoice: waiting for the integrator when one is set. */
function providerColumns(settings: ShopSettings, now: Date) {
  const provider = settings.invoicing.provider === "none" ? null : settings.invoicing.provider;
  return provider
    ? { provider, providerState: "pending" as const, providerNextAttemptAt: now }
    : { provider: null, providerState: "not_sent" as const, providerNextAttemptAt: null };
}

async function orderLines(tx: Executor, orderIds: string[]) {
  const rows = await tx
    .select({
      orderId: orderItems.orderId,
      itemId: orderItems.id,
      productName: orderItems.productName,
      optionValues: orderItems.optionValues,
      unitPriceKurus: orderItems.unitPriceKurus,
      quantity: orderItems.quantity,
      discountKurus: orderItems.discountKurus,
      vatRate: orderItems.vatRate,
      vatKurus: orderItems.vatKurus,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.productName), asc(orderItems.sku), asc(orderItems.id));
  return rows.map(({ productName, optionValues, ...rest }) => ({ ...rest, name: orderLineName({ productName, optionValues }) }));
}

/**
 * The sale invoices of these just-paid orders, numbered in their order (oldest first), in `tx`; an order that has
 * its invoice already is left alone (the one-sale-per-order index stands behind it). Returns the new invoices' ids.
 */
export async function issueSaleInvoices(tx: Executor, orderIds: string[], now: Date): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const issued = await tx
    .select({ orderId: invoices.orderId })
    .from(invoices)
    .where(and(inArray(invoices.orderId, orderIds), eq(invoices.kind, "sale")));
  const done = new Set(issued.map((row) => row.orderId));
  const due = orderIds.filter((id) => !done.has(id));
  if (due.length === 0) return [];
  const rows = await tx
    .select({
      id: orders.id,
      seller: orders.seller,
      billing: orders.billing,
      senderEmail: orders.senderEmail,
      totalKurus: orders.totalKurus,
      vatKurus: orders.vatKurus,
      vatBreakdown: orders.vatBreakdown,
      shippingKurus: orders.shippingKurus,
      shippingDiscountKurus: orders.shippingDiscountKurus,
      shippingVatRate: orders.shippingVatRate,
      shippingVatKurus: orders.shippingVatKurus,
    })
    .from(orders)
    .where(inArray(orders.id, due));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const found = due.filter((id) => byId.has(id));
  if (found.length === 0) return [];
  const [settings, items] = await Promise.all([readShopSettings(tx), orderLines(tx, found)]);
  const numbers = await takeInvoiceNumbers(tx, settings.invoicing.series, invoiceYear(now), found.length);
  const values = found.map((orderId, i) => {
    const order = byId.get(orderId)!;
    const lines = saleInvoiceLines(
      items.filter((item) => item.orderId === orderId),
      order,
    );
    return {
      orderId,
      kind: "sale" as const,
      ...numbers[i],
      issuedAt: now,
      seller: invoiceSeller(order.seller ?? orderSellerFrom(settings)),
      buyer: invoiceBuyer(order.billing, order.senderEmail),
      lines,
      // The order's own totals and breakdown: the invoice says what the order charged, to the kuruş.
      grossKurus: order.totalKurus,
      vatKurus: order.vatKurus,
      netKurus: order.totalKurus - order.vatKurus,
      vatBreakdown: order.vatBreakdown,
      ...providerColumns(settings, now),
      createdAt: now,
      updatedAt: now,
    };
  });
  const inserted = await tx.insert(invoices).values(values).returning({ id: invoices.id });
  return inserted.map((row) => row.id);
}

/** The sale invoice of a just-paid order (see issueSaleInvoices); null when it had one already. */
export async function issueSaleInvoice(tx: Executor, orderId: string, now: Date): Promise<string | null> {
  const [id] = await issueSaleInvoices(tx, [orderId], now);
  return id ?? null;
}

export interface ReturnOf {
  orderId: string;
  /** The refund it records; null for a refund the shop booked without a refund row (a simulated amount or cancellation). */
  refundId: string | null;
  amountKurus: number;
  /** The units refunded, when lines were refunded; none (or []) for an amount or a cancellation. */
  lines?: readonly RefundLine[];
}

/** Units of each line refunded by the order's other refunds made or under way before this one. */
async function unitsRefundedBefore(tx: Executor, orderId: string, refundId: string | null): Promise<Map<string, number>> {
  const refunds = await tx
    .select({ id: orderRefunds.id, state: orderRefunds.state, lines: orderRefunds.lines, createdAt: orderRefunds.createdAt })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), inArray(orderRefunds.state, ["pending", "completed"])))
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
  const before = new Map<string, number>();
  for (const refund of refunds) {
    if (refund.id === refundId) break;
    for (const l of refund.lines) before.set(l.itemId, (before.get(l.itemId) ?? 0) + l.quantity);
  }
  return before;
}

/**
 * The return document of a refund made of an invoiced order, in `tx`: in the return series, linked to the sale, its
 * lines the refunded units or the amount shared over the sale's lines. Null when the order has no sale invoice (paid
 * before invoicing began) or this refund has its document already.
 */
export async function issueReturnInvoice(tx: Executor, of: ReturnOf, now: Date): Promise<string | null> {
  if (of.amountKurus <= 0) return null;
  const [sale] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, of.orderId), eq(invoices.kind, "sale")));
  if (!sale) return null;
  if (of.refundId) {
    const [exists] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.refundId, of.refundId));
    if (exists) return null;
  }
  let lines: InvoiceLine[];
  if (of.lines && of.lines.length > 0) {
    const items = await orderLines(tx, [of.orderId]);
    lines = refundedUnitLines(items, of.lines, await unitsRefundedBefore(tx, of.orderId, of.refundId), of.amountKurus);
  } else {
    const earlier = await tx
      .select({ lines: invoices.lines })
      .from(invoices)
      .where(and(eq(invoices.orderId, of.orderId), eq(invoices.kind, "return")));
    lines = amountReturnLines(
      sale.lines,
      earlier.flatMap((row) => row.lines),
      of.amountKurus,
    );
  }
  const settings = await readShopSettings(tx);
  const [number] = await takeInvoiceNumbers(tx, settings.invoicing.returnSeries, invoiceYear(now), 1);
  const totals = linesTotals(lines);
  const [row] = await tx
    .insert(invoices)
    .values({
      orderId: of.orderId,
      kind: "return",
      ...number,
      issuedAt: now,
      relatedInvoiceId: sale.id,
      refundId: of.refundId,
      seller: sale.seller,
      buyer: sale.buyer,
      lines,
      grossKurus: totals.grossKurus,
      netKurus: totals.netKurus,
      vatKurus: totals.vatKurus,
      vatBreakdown: totals.breakdown,
      ...providerColumns(settings, now),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: invoices.id });
  return row.id;
}
