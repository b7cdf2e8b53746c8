// "Siparişim nerede?" (docs/product.md#order-lookup): a sender finds their order page by its number and the
// e-mail they gave. The answer must not tell which half of a wrong pair is wrong, so both halves are
// compared in one query and every miss is the same `null`.
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { orders } from "~/db/schema";
import type { OrderLookupInput } from "~/lib/order-lookup";

/** The order's id when the number and the sender's e-mail (any letter case) belong to one order; otherwise null. */
export async function findOrderIdByNumberAndEmail(db: Executor, { orderNumber, email }: OrderLookupInput): Promise<string | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), sql`lower(${orders.senderEmail}) = lower(${email})`))
    .limit(1);
  return row?.id ?? null;
}
