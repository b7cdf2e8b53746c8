// An order as its mails show it (docs/product.md#mail), and the two mails a completed payment queues: the
// sender's confirmation and the shop's new-order notice, each once per order (its dedupe key).
import { asc, inArray } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { orderItems, orders } from "~/db/schema";
import type { Env } from "~/env.server";
import type { QueuedMail } from "~/modules/mail/outbox.server";
import { newOrderNoticeMail, type OrderForMail, orderConfirmationMail } from "~/modules/mail/templates.server";

export interface MailSettings {
  publicUrl: string;
  shopNotifyEmail?: string;
}

export function mailSettingsFrom(env: Env): MailSettings {
  return { publicUrl: env.PUBLIC_URL, shopNotifyEmail: env.SHOP_NOTIFY_EMAIL };
}

/** The orders with their items (each order's by product name), in the order of `orderIds`; unknown ids are left out. */
export async function loadOrdersForMail(db: Executor, orderIds: string[]): Promise<OrderForMail[]> {
  if (orderIds.length === 0) return [];
  const rows = await db.select().from(orders).where(inArray(orders.id, orderIds));
  const items = await db
    .select({ orderId: orderItems.orderId, productName: orderItems.productName, unitPriceKurus: orderItems.unitPriceKurus, quantity: orderItems.quantity })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.productName));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return orderIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...row, items: items.filter((i) => i.orderId === id).map(({ orderId: _, ...item }) => item) }] : [];
  });
}

export async function loadOrderForMail(db: Executor, orderId: string): Promise<OrderForMail | null> {
  const [order] = await loadOrdersForMail(db, [orderId]);
  return order ?? null;
}

/** The confirmation to the sender and, when the shop has an address for it, the new-order notice. */
export function paidOrderMails(order: OrderForMail, mail: MailSettings): QueuedMail[] {
  const queued: QueuedMail[] = [{ dedupeKey: `order-confirmation:${order.id}`, to: order.senderEmail, ...orderConfirmationMail(order, mail.publicUrl) }];
  if (mail.shopNotifyEmail) queued.push({ dedupeKey: `new-order-notice:${order.id}`, to: mail.shopNotifyEmail, ...newOrderNoticeMail(order, mail.publicUrl) });
  return queued;
}
