// The "Siparişim nerede?" form's fields (docs/product.md#order-lookup), shared by the page and the server.
import { stripNul } from "./input";

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
  const field = (name: string, max: number) =>
    stripNul(String(form.get(name) ?? ""))
      .trim()
      .slice(0, max);
  const orderNumber = field("orderNumber", LOOKUP_ORDER_NUMBER_MAX_LENGTH).toUpperCase();
  const email = field("email", LOOKUP_EMAIL_MAX_LENGTH);
  return orderNumber && email ? { orderNumber, email } : null;
}
