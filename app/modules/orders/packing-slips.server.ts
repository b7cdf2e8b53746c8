// Packing slips (docs/product.md#packing-slips): what goes into the box and onto the parcel for each
// order: the recipient's name, address and phone, the items with their quantities (a variant with its options
// and SKU, docs/product.md#options-and-variants) and the anonymous message as a card. Never the sender's e-mail: the gift is anonymous, and this paper travels in the box.
import { inArray } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { orderItems, orders } from "~/db/schema";
import { isUuid } from "~/lib/input";
import { type OrderLineVariant, parseOrderLineOptions } from "~/lib/order-lines";
import { type OrderSeller, orderSellerFrom } from "~/lib/shop-settings";
import type { PersonalLineSnapshotView } from "~/lib/order-line-personal";
import { getShopSettings } from "~/modules/settings/shop-settings.server";
import { thanksCardCode, type ThanksCardCode } from "~/modules/thanks/card-code.server";
import { personalLineViews, PRINTED_LINE_COLUMNS, PRINTED_LINE_ORDER } from "./personal-lines.server";

/** One printout holds at most this many orders (the admin list's page is 20). */
export const PACKING_SLIPS_MAX_ORDERS = 100;

export interface PackingSlipItem extends OrderLineVariant {
  quantity: number;
  /** The buyer's texts and a thumbnail of each photo (docs/product.md#personalised-gifts); absent when none. */
  personal?: PersonalLineSnapshotView[];
}

export interface PackingSlip {
  id: string;
  orderNumber: string;
  createdAt: Date;
  recipientName: string;
  recipientAddress: string;
  recipientCity: string;
  recipientPostalCode: string;
  recipientPhone: string;
  anonymousMessage: string;
  /** The day the sender asked the gift to arrive on (docs/product.md#delivery-date); null: as soon as possible. */
  requestedDeliveryDate: string | null;
  /** Set when the personal fields were erased (docs/product.md#kvkk): they are empty then. */
  anonymisedAt: Date | null;
  /** The shop that sends it: the seller the order was placed with (an older order without one: the settings now). */
  seller: OrderSeller;
  /** What goes into the box: each line's product, its options as ordered and SKU (docs/product.md#options-and-variants), and how many. */
  items: PackingSlipItem[];
  /**
   * The thank-you code the card carries (docs/product.md#thank-you-notes): its QR, short address and printed code;
   * null when the sender did not allow notes, the order is anonymised or no public address was given.
   */
  thanksCard: ThanksCardCode | null;
}

/**
 * The order ids of `?ids=a,b&ids=c` (repeated, comma-separated, or both, as a checkbox form and a link
 * send them): valid UUIDs only, each once, in the given order, at most PACKING_SLIPS_MAX_ORDERS.
 */
export function packingSlipIds(params: URLSearchParams): string[] {
  const ids = params
    .getAll("ids")
    .flatMap((value) => value.split(","))
    .map((id) => id.trim().toLowerCase())
    .filter(isUuid);
  return [...new Set(ids)].slice(0, PACKING_SLIPS_MAX_ORDERS);
}

/** The slips of these orders, in the order of `ids`; unknown ids are left out. `publicUrl`: the shop's address, for the card's code. */
export async function getPackingSlips(db: Executor, ids: string[], publicUrl?: string): Promise<PackingSlip[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      recipientName: orders.recipientName,
      recipientAddress: orders.recipientAddress,
      recipientCity: orders.recipientCity,
      recipientPostalCode: orders.recipientPostalCode,
      recipientPhone: orders.recipientPhone,
      anonymousMessage: orders.anonymousMessage,
      requestedDeliveryDate: orders.requestedDeliveryDate,
      anonymisedAt: orders.anonymisedAt,
      seller: orders.seller,
      thanksCode: orders.thanksCode,
    })
    .from(orders)
    .where(inArray(orders.id, ids));
  const items = await db
    .select({ orderId: orderItems.orderId, ...PRINTED_LINE_COLUMNS })
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .orderBy(...PRINTED_LINE_ORDER);
  const current = orderSellerFrom(await getShopSettings(db));
  const byId = new Map<string, PackingSlip>();
  for (const { thanksCode, ...row } of rows) {
    const thanksCard = thanksCode && publicUrl && !row.anonymisedAt ? await thanksCardCode(publicUrl, thanksCode) : null;
    byId.set(row.id, { ...row, seller: row.seller ?? current, items: [], thanksCard });
  }
  const personal = items.some((item) => item.personalisation.length > 0) ? await personalLineViews(db, items) : [];
  items.forEach((item, i) => {
    const line: PackingSlipItem = {
      productName: item.productName,
      optionValues: parseOrderLineOptions(item.optionValues),
      sku: item.sku,
      quantity: item.quantity,
    };
    if (personal[i]?.length) line.personal = personal[i];
    byId.get(item.orderId)?.items.push(line);
  });
  return ids.flatMap((id) => byId.get(id) ?? []);
}
