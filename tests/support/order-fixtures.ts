import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orders, products } from "~/db/schema";
import type { CheckoutFields } from "~/lib/checkout-fields";

export const checkoutFields: Omit<CheckoutFields, "acceptTerms"> = {
  recipientName: "Ayşe Yılmaz",
  recipientAddress: "Caferağa Mah. Moda Cad. No: 1",
  recipientCity: "İstanbul",
  recipientPostalCode: "34710",
  recipientPhone: "05551234567",
  senderEmail: "gonderen@example.com",
  anonymousMessage: "Doğum günün kutlu olsun!",
};

/** The posted checkout form, as a browser without JavaScript would send it. */
export function checkoutForm(items: unknown, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(checkoutFields)) form.set(k, v);
  form.set("acceptTerms", "on");
  form.set("items", JSON.stringify(items));
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  return form;
}

/** A product's stock now. */
export async function stockOf(db: Database, productId: string): Promise<number> {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row.stock;
}

/** An order's row now. */
export async function orderRow(db: Database, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}
