// An order as its mails show it (docs/product.md#mail), and the two mails a completed payment queues: the
// sender's confirmation and the shop's new-order notice, each once per order (its dedupe key).
import { asc, inArray } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { orderDiscounts, orderItems, orders } from "~/db/schema";
import type { Env } from "~/env.server";
import type { QueuedMail } from "~/modules/mail/outbox.server";
import { parseOrderLineOptions } from "~/lib/order-lines";
import { orderSellerFrom, type ShopSettings } from "~/lib/shop-settings";
import type { OrderLinePersonal } from "~/lib/personalisation";
import { type MailPersonalValue, newOrderNoticeMail, type OrderForMail, orderConfirmationMail, personalMailAttachments } from "~/modules/mail/templates.server";
import { findPersonalUploads } from "~/modules/personalisation/uploads.server";
import { contractMailAttachment } from "~/modules/mail/contract-attachment.server";
import { readShopSettings } from "~/modules/settings/shop-settings.server";

export interface MailSettings {
  publicUrl: string;
  /** SHOP_NOTIFY_EMAIL: where new-order notices go when the shop's settings name no address. */
  shopNotifyEmail?: string;
}

export function mailSettingsFrom(env: Env): MailSettings {
  return { publicUrl: env.PUBLIC_URL, shopNotifyEmail: env.SHOP_NOTIFY_EMAIL };
}

/** Where new-order notices go (docs/product.md#mail): the settings' address, else SHOP_NOTIFY_EMAIL; empty: nowhere. */
export function newOrderNoticeAddress(settings: Pick<ShopSettings, "notifications">, shopNotifyEmail: string | undefined): string {
  return settings.notifications.newOrderEmail.trim() || shopNotifyEmail || "";
}

/**
 * The orders with their items (each order's by product name), in the order of `orderIds`; unknown ids are left
 * out. Each names the seller it was placed with (an older order without one: the settings now), and the
 * settings' carriers. `settings`: the settings in force, when the caller has them already.
 */
export async function loadOrdersForMail(db: Executor, orderIds: string[], settings?: ShopSettings): Promise<OrderForMail[]> {
  if (orderIds.length === 0) return [];
  const current = settings ?? (await readShopSettings(db));
  const rows = await db.select().from(orders).where(inArray(orders.id, orderIds));
  const items = await db
    .select({
      orderId: orderItems.orderId,
      productName: orderItems.productName,
      optionValues: orderItems.optionValues,
      sku: orderItems.sku,
      unitPriceKurus: orderItems.unitPriceKurus,
      quantity: orderItems.quantity,
      personalisation: orderItems.personalisation,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.productName), asc(orderItems.sku), asc(orderItems.id));
  const discounts = rows.some((row) => row.discountKurus > 0)
    ? await db
        .select({
          orderId: orderDiscounts.orderId,
          label: orderDiscounts.label,
          kind: orderDiscounts.kind,
          target: orderDiscounts.target,
          amountKurus: orderDiscounts.amountKurus,
        })
        .from(orderDiscounts)
        .where(inArray(orderDiscounts.orderId, orderIds))
        .orderBy(asc(orderDiscounts.createdAt), asc(orderDiscounts.id))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const personal = await mailPersonalValues(db, items);
  return orderIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { seller, ...order } = row;
    return [
      {
        ...order,
        seller: seller ?? orderSellerFrom(current),
        discounts: discounts.flatMap(({ orderId, ...discount }) => (orderId === id ? [discount] : [])),
        carriers: current.carriers,
        items: items
          .flatMap((item, i) => (item.orderId === id ? [{ item, values: personal[i] }] : []))
          .map(({ item: { orderId: _, optionValues, personalisation: __, ...item }, values }) => ({
            ...item,
            optionValues: parseOrderLineOptions(optionValues),
            ...(values.length > 0 ? { personal: values } : {}),
          })),
      },
    ];
  });
}

/** Each line's personal values for its mails: the texts, and each photo's thumbnail as an inline image (never the original). */
async function mailPersonalValues(db: Executor, items: readonly { personalisation: OrderLinePersonal[] }[]): Promise<MailPersonalValue[][]> {
  const ids = items.flatMap((item) => item.personalisation.flatMap((value) => (value.uploadId ? [value.uploadId] : [])));
  const uploads = new Map((await findPersonalUploads(db, [...new Set(ids)])).map((upload) => [upload.id, upload]));
  return items.map((item) =>
    item.personalisation.map((value) => {
      const upload = value.uploadId ? uploads.get(value.uploadId) : undefined;
      const erased = Boolean(value.erasedAt) || (value.kind === "photo" && (!upload || Boolean(upload.erasedAt)));
      const mailValue: MailPersonalValue = { label: value.label, kind: value.kind, text: value.erasedAt ? "" : value.text, erased };
      if (upload && !erased)
        mailValue.thumb = { cid: `personal-${upload.id}@hediye`, filename: `fotograf-${upload.id.slice(0, 8)}.webp`, storageKey: upload.thumbKey };
      return mailValue;
    }),
  );
}

export async function loadOrderForMail(db: Executor, orderId: string): Promise<OrderForMail | null> {
  const [order] = await loadOrdersForMail(db, [orderId]);
  return order ?? null;
}

/** The confirmation to the sender and, when the shop has an address for it (newOrderNoticeAddress), the new-order notice. */
export function paidOrderMails(order: OrderForMail, mail: MailSettings, settings: Pick<ShopSettings, "notifications">): QueuedMail[] {
  // A personalised line's photos go as inline thumbnails (read from storage when sent; mail_outbox.attachments).
  const attachments = personalMailAttachments(order);
  const queued: QueuedMail[] = [
    {
      dedupeKey: `order-confirmation:${order.id}`,
      to: order.senderEmail,
      ...orderConfirmationMail(order, mail.publicUrl),
      // The contract PDF goes to the buyer only (docs/product.md#order-contract).
      attachments: [...attachments, contractMailAttachment(order)],
    },
  ];
  const noticeTo = newOrderNoticeAddress(settings, mail.shopNotifyEmail);
  if (noticeTo)
    queued.push({
      dedupeKey: `new-order-notice:${order.id}`,
      to: noticeTo,
      ...newOrderNoticeMail(order, mail.publicUrl),
      ...(attachments.length > 0 ? { attachments } : {}),
    });
  return queued;
}
