// "Siparişim nerede?" (docs/product.md#order-lookup): a sender finds their order page by its number and the
// e-mail they gave. The answer must not tell which half of a wrong pair is wrong, so both halves are
// compared in one query and every miss is the same `null`.
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { orders } from "~/db/schema";
import { stripNul } from "~/lib/input";

export const LOOKUP_ORDER_NUMBER_MAX_LENGTH = 40;
export const LOOKUP_EMAIL_MAX_LENGTH = 254;

export interface OrderLookupInput {
  orderNumber: string;
  email: string;
}

/**
 * The posted form's two fields, trimmed (the order number upper-cased, as order numbers are stored), or
 * null when either is empty. Overlong values are kept cut short: they then simply match nothing.
 */
export function parseOrderLookup(form: FormData): OrderLookupInput | null {
  const field = (name: string, max: number) => stripNul(String(form.get(name) ?? "")).trim().slice(0, max);
  const orderNumber = field("orderNumber", LOOKUP_ORDER_NUMBER_MAX_LENGTH).toUpperCase();
  const email = field("email", LOOKUP_EMAIL_MAX_LENGTH);
  return orderNumber && email ? { orderNumber, email } : null;
}

/** The order's id when the number and the sender's e-mail (any letter case) belong to one order; otherwise null. */
export async function findOrderIdByNumberAndEmail(db: Executor, { orderNumber, email }: OrderLookupInput): Promise<string | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), sql`lower(${orders.senderEmail}) = lower(${email})`))
    .limit(1);
  return row?.id ?? null;
}
