// After placing an order the shopper's browser remembers it for a day, so PayTR's return pages
// (/order-confirmation/success and /fail) can bring the shopper back to their order.
import { isUuid } from "~/lib/input";

export const LAST_ORDER_COOKIE = "last_order";

export function lastOrderCookie(orderId: string, publicUrl: string): string {
  const secure = publicUrl.startsWith("https://") ? "; Secure" : "";
  return `${LAST_ORDER_COOKIE}=${orderId}; Path=/order-confirmation; Max-Age=86400; HttpOnly; SameSite=Lax${secure}`;
}

export function readLastOrder(cookieHeader: string | null): string | null {
  const value = cookieHeader?.match(/(?:^|;\s*)last_order=([^;]*)/)?.[1];
  return isUuid(value) ? value : null;
}
