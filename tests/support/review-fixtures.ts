// Reviews written straight into a test database (docs/product.md#reviews): an order of the product (placed through
// the checkout, so its lines are real) and one review of its line, in any status.
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orderItems, reviews } from "~/db/schema";
import type { ReviewStatus } from "~/lib/reviews";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { checkoutFields } from "./order-fixtures";

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
