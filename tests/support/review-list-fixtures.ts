// Reviews as shoppers see them, written straight into a shop's database for tests: each review on a line of a paid
// order of its own (one review per order line), with the status, helpful count and date asked for. Plain SQL through
// a `Query`, so the same rows can be written into a test's database (drizzleQuery) or a stopped shop's data folder
// (server-process.ts withShopDatabase) before a browser test starts it.
import { sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import type { ReviewStatus } from "~/lib/reviews";
import type { Query } from "./server-process";

export interface ReviewFixture {
  rating: number;
  title?: string;
  body?: string;
  /** `A. Y.`; null: the order was anonymised. */
  initials?: string | null;
  status?: ReviewStatus;
  helpfulCount?: number;
  createdAt?: Date;
  photoKey?: string | null;
  storeReply?: string | null;
}

/** A `Query` over a Drizzle database or transaction (`$1`… placeholders, as node-postgres and PGlite take them). */
export function drizzleQuery(db: Executor): Query {
  return async <R>(text: string, params: unknown[] = []) => {
    const chunks = text.split(/\$(\d+)/).map((piece, i) => (i % 2 === 1 ? sql`${params[Number(piece) - 1]}` : sql.raw(piece)));
    const result = await db.execute(sql.join(chunks));
    return (result as unknown as { rows: R[] }).rows;
  };
}

let counter = 0;

/** Writes the reviews of `productId` (each with its own order and line); their ids in the given order. */
export async function insertReviews(query: Query, productId: string, fixtures: ReviewFixture[]): Promise<string[]> {
  const ids: string[] = [];
  for (const review of fixtures) {
    counter++;
    const [order] = await query<{ id: string }>(
      `INSERT INTO orders (order_number, subtotal_kurus, shipping_kurus, total_kurus, recipient_name, recipient_address, recipient_city,
         recipient_postal_code, recipient_phone, sender_email, anonymous_message, payment_method, paid_at, status)
       VALUES ($1, 10000, 0, 10000, 'Alıcı', 'Adres', 'İstanbul', '34000', '05550000000', $2, '', 'paytr', now(), 'delivered') RETURNING id`,
      [`ORD-REVIEW-${process.pid}-${Date.now()}-${counter}`, `yorumcu${counter}@example.com`],
    );
    const [line] = await query<{ id: string }>(
      `INSERT INTO order_items (order_id, product_id, product_name, product_slug, unit_price_kurus, shipping_cost_kurus, quantity)
       SELECT $1, id, name, slug, price_kurus, 0, 1 FROM products WHERE id = $2 RETURNING id`,
      [order.id, productId],
    );
    const status = review.status ?? "approved";
    const [row] = await query<{ id: string }>(
      `INSERT INTO reviews (order_id, order_item_id, product_id, rating, title, body, reviewer_initials, photo_key, status, store_reply,
         store_replied_at, helpful_count, created_at, approved_at, hidden_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, CASE WHEN $10::text IS NULL THEN NULL ELSE now() END, $11, $12,
         CASE WHEN $9 = 'approved' THEN now() END, CASE WHEN $9 = 'hidden' THEN now() END) RETURNING id`,
      [
        order.id,
        line.id,
        productId,
        review.rating,
        review.title ?? `Değerlendirme ${counter}`,
        review.body ?? "Çok güzel bir hediye oldu, teşekkürler.",
        review.initials === undefined ? "A. Y." : review.initials,
        review.photoKey ?? null,
        status,
        review.storeReply ?? null,
        review.helpfulCount ?? 0,
        (review.createdAt ?? new Date()).toISOString(),
      ],
    );
    ids.push(row.id);
  }
  return ids;
}

/** Recounts the product's approved reviews into its row, as approving one does (for a shop whose modules are not at hand). */
export async function recountProductRating(query: Query, productId: string): Promise<void> {
  await query(
    `UPDATE products SET (review_count, rating_total) = (
       SELECT count(*)::int, coalesce(sum(rating), 0)::int FROM reviews WHERE product_id = $1 AND status = 'approved') WHERE id = $1`,
    [productId],
  );
}
