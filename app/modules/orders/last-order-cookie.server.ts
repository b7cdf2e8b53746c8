// After placing an order the shopper's browser remembers it for a day, so PayTR's return pages
// (/order-confirmation/success and /fail) can bring the shopper back to their order.
import { createCookie } from "react-router";
import { isUuid } from "~/lib/input";

export const LAST_ORDER_COOKIE = "last_order";

const lastOrder = createCookie(LAST_ORDER_COOKIE, { path: "/order-confirmation", maxAge: 86400, httpOnly: true, sameSite: "lax" });

export function lastOrderCookie(orderId: string, publicUrl: string): Promise<string> {
  return lastOrder.serialize(orderId, { secure: publicUrl.startsWith("https://") });
}

/** The order this browser placed last, or null (no cookie, or one that does not hold an order id). */
export async function readLastOrder(cookieHeader: string | null): Promise<string | null> {
  const value: unknown = await lastOrder.parse(cookieHeader);
  return isUuid(value) ? value : null;
}
