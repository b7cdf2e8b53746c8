// The dashboard reads order_daily_stats (kept by triggers, drizzle/0016_order_daily_stats.sql). After a varied
// run of order writes — placing around Istanbul midnight, payments arriving and failing, expiry, status changes,
// cancelling with refunds, partial and provider refunds, the simulated provider's batch, re-opening, shipping, a moved date, a deleted order,
// anonymising, emptying and reloading the table as a restore does — its figures (and the admin order list's
// counts, read from the same table) must equal the aggregates over every order
// that the dashboard computed before (kept below as the reference), and the table must equal a GROUP BY.
import { count, desc, eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { orders } from "~/db/schema";
import { ORDER_STATUSES, PAID_PAYMENT_STATUSES } from "~/lib/order-lifecycle";
import { listAdminOrders, setOrderStatus, shipOrder } from "~/modules/orders/admin-orders.server";
import { completeProviderRefund, refundOrder } from "~/modules/orders/lifecycle.server";
import { completePayment, expireStalePendingOrders, failPayment, settleDueSimulatedPayments } from "~/modules/orders/payment-state.server";
import { type PaymentMethod, placeOrder } from "~/modules/checkout/place-order.server";
import { anonymiseExpiredOrders } from "~/modules/privacy/data-requests.server";
import { insertProduct } from "../../../tests/support/catalog-fixtures";
import { describeEachDatabase } from "../../../tests/support/databases";
import { insertCampaign } from "../../../tests/support/campaign-fixtures";
import { checkoutFields } from "../../../tests/support/order-fixtures";
import { istanbulDay, SHOP_TIME_ZONE } from "~/lib/dates";
import { compactOrderFigures, DAILY_SERIES_DAYS, dayRange, getDashboardStats } from "./dashboard.server";

const mail = { publicUrl: "http://shop.test" };

type Rows<T> = { rows: T[] };

/** The figures as the dashboard computed them before the summary table: aggregates over every order. */
async function figuresFromOrders(db: Database, now: Date) {
  const paid = sql.join(
    [...PAID_PAYMENT_STATUSES, "refunded"].map((s) => sql`${s}`),
    sql`, `,
  );
  const netRevenue = sql`coalesce(sum(total_kurus - refunded_kurus) filter (where payment_status in (${paid})), 0)::bigint`;
  const [totals] = (
    (await db.execute(sql`
    select count(*)::int as "totalOrders",
      (count(*) filter (where status = 'pending'))::int as "pendingOrders",
      (count(*) filter (where status = 'cancelled'))::int as "cancelledOrders",
      ${netRevenue} as "totalRevenueKurus",
      coalesce(sum(refunded_kurus), 0)::bigint as "refundedKurus"
    from orders`)) as unknown as Rows<Record<string, string | number>>
  ).rows;
  const days = dayRange(istanbulDay(now), DAILY_SERIES_DAYS);
  const daily = (
    (await db.execute(sql`
    select to_char(created_at at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD') as day, count(*)::int as orders, ${netRevenue} as revenue
    from orders
    where created_at >= (${days[0]}::date)::timestamp at time zone ${SHOP_TIME_ZONE}
      and created_at < ((${days[days.length - 1]}::date) + 1)::timestamp at time zone ${SHOP_TIME_ZONE}
    group by 1`)) as unknown as Rows<{ day: string; orders: number; revenue: string }>
  ).rows;
  const byDay = new Map(daily.map((r) => [r.day, r]));
  return {
    ...Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, Number(v)])),
    daily: days.map((date) => ({ date, orders: Number(byDay.get(date)?.orders ?? 0), revenueKurus: Number(byDay.get(date)?.revenue ?? 0) })),
  };
}

async function expectSummaryToMatchOrders(db: Database, now: Date) {
  const stats = await getDashboardStats(db, now);
  const { totalOrders, pendingOrders, cancelledOrders, totalRevenueKurus, refundedKurus, daily } = stats;
  expect({ totalOrders, pendingOrders, cancelledOrders, totalRevenueKurus, refundedKurus, daily }).toEqual(await figuresFromOrders(db, now));
  const table = (query: ReturnType<typeof sql>) => db.execute(query).then((r) => (r as unknown as Rows<unknown>).rows);
  expect(
    await table(sql`select day::text, status, payment_status, orders, total_kurus::bigint::text as total, refunded_kurus::bigint::text as refunded
    from order_daily_stats order by 1, 2, 3`),
  ).toEqual(
    await table(sql`select (created_at at time zone ${SHOP_TIME_ZONE})::date::text as day, status, payment_status, count(*)::int as orders,
      sum(total_kurus)::bigint::text as total, sum(refunded_kurus)::bigint::text as refunded from orders group by 1, 2, 3 order by 1, 2, 3`),
  );
  // The admin order list counts every order, and every order of a status, from the same table.
  for (const status of [undefined, ...ORDER_STATUSES]) {
    const [{ counted }] = await db
      .select({ counted: count() })
      .from(orders)
      .where(status ? eq(orders.status, status) : undefined);
    expect((await listAdminOrders(db, { status }, { pageSize: 1 })).total, status ?? "every order").toBe(counted);
  }
  return stats;
}

describeEachDatabase("dashboard figures kept by the order writes", (getDb) => {
  it("equal the aggregates over every order after a varied run of writes", async () => {
    const db = getDb();
    const now = new Date("2026-11-21T12:00:00Z");
    const mug = await insertProduct(db, { name: "Kupa", stock: 100, priceKurus: 1500, shippingCostKurus: 2999 });
    const pad = await insertProduct(db, { name: "Mouse Pad", stock: 100, priceKurus: 999, shippingCostKurus: 0 });
    const place = (when: string, paymentMethod: PaymentMethod = "simulated", quantity = 1) =>
      placeOrder(
        db,
        {
          fields: checkoutFields,
          items: [
            { productId: mug.id, quantity },
            { productId: pad.id, quantity: 2 },
          ],
          paymentMethod,
        },
        new Date(when),
      );

    // Around Istanbul midnights (UTC+3), inside and outside the 30 days.
    const when = [
      "2026-11-21T11:00:00Z",
      "2026-11-20T21:00:00Z", // 00:00 on the 21st in Istanbul
      "2026-11-20T20:59:59.999Z", // 23:59:59.999 on the 20th
      "2026-11-01T10:00:00Z",
      "2026-10-23T00:00:00Z",
      "2026-10-22T20:59:00Z", // outside the 30 days
      "2026-06-01T10:00:00Z",
      "2026-11-21T08:00:00Z",
      "2026-11-19T12:00:00Z",
    ];
    const made = [];
    for (const [i, w] of when.entries()) made.push(await place(w, i % 3 === 2 ? "paytr" : "simulated", 1 + (i % 3)));
    await expectSummaryToMatchOrders(db, now);

    // Payments arrive for most; one fails; one pending simulated order expires.
    for (const i of [0, 1, 2, 3, 4, 5, 6, 8]) await completePayment(db, { orderId: made[i].id }, mail, { now: new Date(when[i]) });
    await completePayment(db, { orderId: made[0].id }, mail); // a repeat changes nothing
    await failPayment(db, { orderId: made[7].id });
    await expectSummaryToMatchOrders(db, now);

    await setOrderStatus(db, made[0].id, "processing", mail);
    await shipOrder(db, made[1].id, "YK1", mail);
    await setOrderStatus(db, made[1].id, "delivered", mail);
    // A partial refund, a second one keeping the payment status, then cancelling refunds the rest.
    await refundOrder(db, made[3].id, 500, "admin@example.com", mail);
    await refundOrder(db, made[3].id, 700, "admin@example.com", mail);
    await setOrderStatus(db, made[3].id, "cancelled", mail);
    // Cancelled and re-opened.
    await setOrderStatus(db, made[4].id, "cancelled", mail);
    await setOrderStatus(db, made[4].id, "pending", mail);
    // A PayTR order: the refund is booked when the provider confirms it.
    const asked = await refundOrder(db, made[2].id, 1000, "admin@example.com", mail);
    expect(asked.ok && asked.pendingRefundId).toBeTruthy();
    if (asked.ok && asked.pendingRefundId) await completeProviderRefund(db, asked.pendingRefundId, mail);
    await expectSummaryToMatchOrders(db, now);

    // A pending order placed long ago expires; one is moved to another day; one is deleted.
    const late = await place("2026-11-10T10:00:00Z");
    expect(await expireStalePendingOrders(db, now)).toBeGreaterThanOrEqual(1);
    await db
      .update(orders)
      .set({ createdAt: new Date("2026-11-02T22:00:00Z") })
      .where(eq(orders.id, made[8].id));
    await db.delete(orders).where(eq(orders.id, late.id));
    // The simulated provider settles a due payment (in its batch).
    await place("2026-11-21T11:59:00Z");
    expect(await settleDueSimulatedPayments(db, mail, now)).toBe(1);
    // KVKK: the three oldest orders are anonymised (their figures stay).
    expect((await anonymiseExpiredOrders(db, { now, orderYears: 0, batchSize: 3 })).orderIds).toHaveLength(3);
    await compactOrderFigures(db);
    const stats = await expectSummaryToMatchOrders(db, now);
    expect(stats.totalOrders).toBe(10);
    expect(stats.cancelledOrders).toBeGreaterThanOrEqual(2);
    expect(stats.refundedKurus).toBeGreaterThan(0);

    // A restore empties the table and loads the rows again: the figures come back the same.
    const saved = await db.select().from(orders).orderBy(desc(orders.createdAt));
    await db.execute(sql`truncate orders cascade`);
    expect((await getDashboardStats(db, now)).totalOrders).toBe(0);
    await db.insert(orders).values(saved);
    expect(await expectSummaryToMatchOrders(db, now)).toMatchObject({
      totalOrders: stats.totalOrders,
      totalRevenueKurus: stats.totalRevenueKurus,
      daily: stats.daily,
    });
  });

  it("count a discounted paid order at its discounted total, never its subtotal", async () => {
    const db = getDb();
    const mug = await insertProduct(db, { name: "İndirimli Kupa", priceKurus: 10000, shippingCostKurus: 2999, stock: 10 });
    await insertCampaign(db, { rule: { kind: "percent", percent: 20 }, codes: ["PANEL20"] });
    const before = await getDashboardStats(db);
    const placed = await placeOrder(db, {
      fields: checkoutFields,
      items: [{ productId: mug.id, quantity: 3 }],
      paymentMethod: "simulated",
      discountCode: "panel20",
    });
    await completePayment(db, { orderId: placed.id }, mail);
    const after = await getDashboardStats(db);
    // 3 × ₺100,00 − 20 % + ₺29,99 shipping = ₺269,99 paid.
    expect(after.totalRevenueKurus - before.totalRevenueKurus).toBe(26999);
    expect(after.daily[after.daily.length - 1].revenueKurus - before.daily[before.daily.length - 1].revenueKurus).toBe(26999);
  });
});
