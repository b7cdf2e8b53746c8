// The admin dashboard's figures (docs/product.md#dashboard). The order figures come from order_daily_stats,
// which triggers on orders keep in the same transaction as every order write (drizzle/0016_order_daily_stats.sql):
// a few rows per day of trading, however many orders there are. Revenue is what paid orders brought in less
// what was refunded.
import { and, asc, between, desc, eq, sql } from "drizzle-orm";
import type { Database, Executor } from "~/db/client.server";
import { type OrderStatus, orders, type PaymentStatus, products, productVariants } from "~/db/schema";
import { istanbulDay } from "~/lib/dates";
import { PAID_PAYMENT_STATUSES } from "~/lib/order-lifecycle";
import { namedOptionValues, variantLabel } from "~/lib/variants";
import { thanksThisMonth } from "~/modules/thanks/thanks-figures.server";

/** Low stock: from 1 to 4 (docs/product.md#dashboard), per active variant of the active products. */
export const LOW_STOCK_MIN = 1;
export const LOW_STOCK_MAX = 4;
export const RECENT_ORDERS = 5;
/** The low-stock list names at most this many variants (lowest stock first); the count says how many there are. */
export const LOW_STOCK_LISTED = 10;

export interface LowStockVariant {
  productId: string;
  productName: string;
  /** "Renk: Siyah"; "" for a product without options. */
  variantLabel: string;
  sku: string;
  stock: number;
}
export const DAILY_SERIES_DAYS = 30;

export interface RecentOrder {
  id: string;
  orderNumber: string;
  recipientName: string;
  totalKurus: number;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  createdAt: Date;
}

export interface DailyFigure {
  /** The Istanbul calendar day, "YYYY-MM-DD". */
  date: string;
  /** That day's paid orders' totals less what was refunded of them. */
  revenueKurus: number;
  /** Orders placed that day, whatever became of them. */
  orders: number;
}

export interface DashboardStats {
  /** Paid orders' totals less refunds. */
  totalRevenueKurus: number;
  /** Everything given back to senders. */
  refundedKurus: number;
  totalOrders: number;
  cancelledOrders: number;
  pendingOrders: number;
  totalProducts: number;
  activeProducts: number;
  /** Active variants (of active products) with 1–4 in stock: a product without options counts as its one variant. */
  lowStockProducts: number;
  lowStockVariants: LowStockVariant[];
  recentOrders: RecentOrder[];
  /** The last 30 Istanbul days, oldest first, today last; days without orders are zeros. */
  daily: DailyFigure[];
  /** Gifts that got a thank-you note this Istanbul month (docs/product.md#thank-you-notes): a count, never the content. */
  thanksThisMonth: number;
}

/** The `days` calendar days ending with `lastDay` ("YYYY-MM-DD"), oldest first. */
export function dayRange(lastDay: string, days: number): string[] {
  const [y, m, d] = lastDay.split("-").map(Number);
  const result: string[] = [];
  for (let i = days - 1; i >= 0; i--) {
    result.push(new Date(Date.UTC(y, m - 1, d - i)).toISOString().slice(0, 10));
  }
  return result;
}

/** Figures of the orders of one Istanbul day, order status and payment status (kept by the database). */
const orderStats = sql.raw(`"order_daily_stats"`);

// Orders whose money came in (some of it may have gone back since): their total less the refunds is revenue.
const netRevenue = sql<number>`coalesce(sum(total_kurus - refunded_kurus) filter (where payment_status in (${sql.join(
  [...PAID_PAYMENT_STATUSES, "refunded"].map((s) => sql`${s}`),
  sql`, `,
)})), 0)::bigint`.mapWith(Number);

/**
 * Frees the row versions that order writes leave in order_daily_stats (each write rewrites a day's row). The
 * embedded database has no autovacuum: without this the table would grow with the orders after all. Cheap
 * (a few hundred live rows); run by the order jobs on the embedded database.
 */
export async function compactOrderFigures(db: Database): Promise<void> {
  await db.execute(sql`vacuum ${orderStats}`);
}

export async function getDashboardStats(db: Executor, now = new Date()): Promise<DashboardStats> {
  const days = dayRange(istanbulDay(now), DAILY_SERIES_DAYS);

  const lowStock = and(eq(products.isActive, true), eq(productVariants.isActive, true), between(productVariants.stock, LOW_STOCK_MIN, LOW_STOCK_MAX));
  const [orderRows, productFigures, recentOrders, lowStockCount, lowStockRows, thanks] = await Promise.all([
    // One row per day of trading and one for all of them (day null): a few hundred rows a year at most.
    db
      .select({
        day: sql<string | null>`case when grouping(day) = 0 then to_char(day, 'YYYY-MM-DD') end`,
        orders: sql<number>`coalesce(sum(orders), 0)::int`,
        pendingOrders: sql<number>`coalesce(sum(orders) filter (where status = 'pending'), 0)::int`,
        cancelledOrders: sql<number>`coalesce(sum(orders) filter (where status = 'cancelled'), 0)::int`,
        revenueKurus: netRevenue,
        refundedKurus: sql<number>`coalesce(sum(refunded_kurus), 0)::bigint`.mapWith(Number),
      })
      .from(orderStats)
      .groupBy(sql`grouping sets ((day), ())`),
    db
      .select({
        totalProducts: sql<number>`count(*)::int`,
        activeProducts: sql<number>`(count(*) filter (where ${products.isActive}))::int`,
      })
      .from(products),
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        recipientName: orders.recipientName,
        totalKurus: orders.totalKurus,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(RECENT_ORDERS),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(lowStock),
    db
      .select({
        productId: products.id,
        productName: products.name,
        options: products.options,
        optionValues: productVariants.optionValues,
        sku: productVariants.sku,
        stock: productVariants.stock,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(lowStock)
      .orderBy(asc(productVariants.stock), asc(products.name), asc(productVariants.position))
      .limit(LOW_STOCK_LISTED),
    thanksThisMonth(db, now),
  ]);

  const byDay = new Map(orderRows.filter((r) => r.day !== null).map((r) => [r.day, r]));
  const o = orderRows.find((r) => r.day === null) ?? { orders: 0, pendingOrders: 0, cancelledOrders: 0, revenueKurus: 0, refundedKurus: 0 };
  const [p] = productFigures;
  return {
    totalRevenueKurus: Number(o.revenueKurus),
    refundedKurus: Number(o.refundedKurus),
    totalOrders: Number(o.orders),
    cancelledOrders: Number(o.cancelledOrders),
    pendingOrders: Number(o.pendingOrders),
    totalProducts: Number(p.totalProducts),
    activeProducts: Number(p.activeProducts),
    lowStockProducts: Number(lowStockCount[0]?.n ?? 0),
    lowStockVariants: lowStockRows.map((row) => ({
      productId: row.productId,
      productName: row.productName,
      variantLabel: variantLabel(namedOptionValues(row.options ?? [], row.optionValues)),
      sku: row.sku,
      stock: row.stock,
    })),
    recentOrders,
    thanksThisMonth: thanks,
    daily: days.map((date) => {
      const row = byDay.get(date);
      return { date, revenueKurus: row ? Number(row.revenueKurus) : 0, orders: row ? Number(row.orders) : 0 };
    }),
  };
}
