// No hoarding (docs/product.md#placing-an-order): one client address may hold at most a few unpaid orders
// at once (MAX_UNPAID_ORDERS_PER_ADDRESS). Each new order records the address that placed it; only orders
// whose payment is still pending count, so a paid, failed or expired order frees its place at once.
import { and, count, eq, ne, sql } from "drizzle-orm";
import type { Executor, Transaction } from "~/db/client.server";
import { orders, unpaidOrderAddresses } from "~/db/schema";

export interface UnpaidOrderLimit {
  /** The client's address key (lib/client-address.ts: addressKey), as the rate limits count it. */
  address: string;
  /** Unpaid orders this address may hold; 0 = no limit. */
  max: number;
}

/**
 * Whether the address may place one more order, inside the placing transaction. The address is locked
 * first (a transaction-scoped advisory lock), so concurrent checkouts from one address are counted one
 * after the other and cannot all slip under the limit.
 */
export async function mayPlaceUnpaidOrder(tx: Transaction, limit: UnpaidOrderLimit): Promise<boolean> {
  if (limit.max <= 0) return true;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`unpaid-orders:${limit.address}`}, 0))`);
  return (await countUnpaidOrders(tx, limit.address)) < limit.max;
}

/** Records which address placed the order (in the same transaction as the order). */
export async function recordUnpaidOrderAddress(tx: Transaction, orderId: string, address: string, now = new Date()) {
  await tx.insert(unpaidOrderAddresses).values({ orderId, address, createdAt: now });
}

export async function countUnpaidOrders(db: Executor, address: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(unpaidOrderAddresses)
    .innerJoin(orders, eq(orders.id, unpaidOrderAddresses.orderId))
    .where(and(eq(unpaidOrderAddresses.address, address), eq(orders.paymentStatus, "pending")));
  return Number(row.n);
}

/** Forgets the address of every order no longer awaiting payment (run by the order jobs). */
export async function forgetSettledOrderAddresses(db: Executor): Promise<number> {
  // Driven by this small table (one primary-key lookup per row), never by a scan of all orders.
  const deleted = await db
    .delete(unpaidOrderAddresses)
    .where(sql`exists (select 1 from ${orders} where ${orders.id} = ${unpaidOrderAddresses.orderId} and ${ne(orders.paymentStatus, "pending")})`)
    .returning({ orderId: unpaidOrderAddresses.orderId });
  return deleted.length;
}
