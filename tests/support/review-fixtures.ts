// Builders for verified reviews in integration tests: a paid order of two products made shipped and delivered at
// given moments (the order_events rows as the admin's change writes them), and the links of its invitation mail;
// and reviews written straight into the database, in any status.
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { mailOutbox, orderEvents, orderItems, orders, reviews } from "~/db/schema";
import type { ReviewStatus } from "~/lib/reviews";
import { DEMO_SHOP_SETTINGS, type ShopSettings } from "~/lib/shop-settings";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { completePayment } from "~/modules/orders/payment-state.server";
import { insertProduct } from "./catalog-fixtures";
import { checkoutFields } from "./order-fixtures";

// The recipient's address differs from the shop's own, which every mail's footer prints.
export const RECIPIENT_FIELDS = { ...checkoutFields, recipientAddress: "Gizli Sokak No: 7" };

export function settingsWith(reviews: Partial<ShopSettings["reviews"]>): ShopSettings {
  return { ...DEMO_SHOP_SETTINGS, reviews: { ...DEMO_SHOP_SETTINGS.reviews, ...reviews } };
}

/** A paid order of a mug and two magnets, made shipped and/or delivered at the given moments. */
export async function deliveredOrder(db: Database, moments: { shippedAt?: Date; deliveredAt?: Date } = {}, publicUrl = "https://shop.test") {
  const mug = await insertProduct(db, { name: `Kupa ${Math.random()}`, stock: 20, images: 1 });
  const magnet = await insertProduct(db, { name: `Magnet ${Math.random()}`, stock: 20 });
  const placed = await placeOrder(db, {
    fields: RECIPIENT_FIELDS,
    items: [
      { productId: mug.id, quantity: 1 },
      { productId: magnet.id, quantity: 2 },
    ],
    paymentMethod: "simulated",
  });
  await completePayment(db, { orderId: placed.id }, { publicUrl });
  await markShippedAndDelivered(db, placed.id, moments);
  return { id: placed.id, mug, magnet };
}

/** Makes a paid order shipped and/or delivered at the given moments, with the order_events rows the admin's change writes. */
export async function markShippedAndDelivered(db: Database, orderId: string, moments: { shippedAt?: Date; deliveredAt?: Date }) {
  const actor = "sahip@example.com";
  if (moments.shippedAt) {
    await db.update(orders).set({ status: "shipped" }).where(eq(orders.id, orderId));
    await db.insert(orderEvents).values({ orderId, kind: "order_status", oldValue: "processing", newValue: "shipped", actor, createdAt: moments.shippedAt });
  }
  if (moments.deliveredAt) {
    await db.update(orders).set({ status: "delivered", deliveredAt: moments.deliveredAt }).where(eq(orders.id, orderId));
    await db.insert(orderEvents).values({ orderId, kind: "order_status", oldValue: "shipped", newValue: "delivered", actor, createdAt: moments.deliveredAt });
  }
}

/** The order's invitation mail as queued, or undefined. */
export async function invitationMail(db: Database, orderId: string) {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupeKey, `review-invitation:${orderId}`));
  return row;
}

/** The review links of the mail's text, in its order (the products by name). */
export function reviewLinksOf(mail: { text: string }): string[] {
  return [...mail.text.matchAll(/Değerlendir: (\S+)/g)].map((m) => m[1]);
}

export interface ReviewFixture {
  rating?: number;
  title?: string;
  body?: string;
  status?: ReviewStatus;
  initials?: string | null;
  photoKey?: string | null;
  storeReply?: string | null;
  createdAt?: Date;
  senderEmail?: string;
}

/** Places an order of the product and writes a review of its line; returns the review's and the order's ids. */
export async function insertReview(db: Database, productId: string, fixture: ReviewFixture = {}) {
  const placed = await placeOrder(db, {
    fields: { ...checkoutFields, senderEmail: fixture.senderEmail ?? checkoutFields.senderEmail },
    items: [{ productId, quantity: 1 }],
    paymentMethod: "simulated",
  });
  const [line] = await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, placed.id));
  const status = fixture.status ?? "pending";
  const [review] = await db
    .insert(reviews)
    .values({
      orderId: placed.id,
      orderItemId: line.id,
      productId,
      rating: fixture.rating ?? 5,
      title: fixture.title ?? "Çok güzel bir hediye",
      body: fixture.body ?? "Paketleme özenliydi, kupa fotoğraftaki gibi geldi.",
      reviewerInitials: fixture.initials === undefined ? "A. Y." : fixture.initials,
      photoKey: fixture.photoKey ?? null,
      status,
      storeReply: fixture.storeReply ?? null,
      storeRepliedAt: fixture.storeReply ? new Date() : null,
      approvedAt: status === "approved" ? new Date() : null,
      hiddenAt: status === "hidden" ? new Date() : null,
      ...(fixture.createdAt ? { createdAt: fixture.createdAt } : {}),
    })
    .returning({ id: reviews.id });
  return { id: review.id, orderId: placed.id, orderNumber: placed.orderNumber };
}
