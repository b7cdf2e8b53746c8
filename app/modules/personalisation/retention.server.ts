// Personal data of personalised orders kept no longer than needed (docs/product.md#personal-data-retention): the
// buyer's photos (on disk or S3), the proof images and the texts on the lines are erased N days after delivery
// (settings.personalisation.photoRetentionDays), or N days after the order was cancelled, and at once when an order
// is anonymised. The rows stay, marked erased, so the order can say the photo is gone. Idempotent and batched.
import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { orderItems, orders, personalUploads } from "~/db/schema";
import type { OrderLinePersonal } from "~/lib/personalisation";
import type { FileStorage } from "~/modules/media/storage.server";
import { eraseProofImages } from "./proofs.server";
import { erasePersonalUploadFiles } from "./uploads.server";

export interface PersonalErasure {
  photos: number;
  proofImages: number;
  lines: number;
}

/** The line's personalisation with its texts blanked and marked erased (already erased entries stay as they are). */
export function erasedLinePersonal(entries: readonly OrderLinePersonal[], now: Date): OrderLinePersonal[] {
  return entries.map((entry) => (entry.erasedAt ? entry : { ...entry, text: "", erasedAt: now.toISOString() }));
}

/**
 * Erases every photo, proof image and personalisation text of the orders. Safe to repeat. Without a storage (a caller
 * that has none, as some tests) only the texts are erased.
 */
export async function erasePersonalDataOfOrders(
  db: Executor,
  storage: FileStorage | null,
  orderIds: readonly string[],
  now = new Date(),
): Promise<PersonalErasure> {
  if (orderIds.length === 0) return { photos: 0, proofImages: 0, lines: 0 };
  const ids = [...orderIds];
  let photos = 0;
  let proofImages = 0;
  if (storage) {
    const uploads = await db
      .select({ id: personalUploads.id })
      .from(personalUploads)
      .where(and(inArray(personalUploads.orderId, ids), isNull(personalUploads.erasedAt)));
    photos = await erasePersonalUploadFiles(
      db,
      storage,
      uploads.map((row) => row.id),
      now,
    );
    proofImages = await eraseProofImages(db, storage, ids);
  }
  const lines = await db.select({ id: orderItems.id, personalisation: orderItems.personalisation }).from(orderItems).where(inArray(orderItems.orderId, ids));
  let changed = 0;
  for (const line of lines) {
    if (line.personalisation.length === 0 || line.personalisation.every((entry) => entry.erasedAt)) continue;
    await db
      .update(orderItems)
      .set({ personalisation: erasedLinePersonal(line.personalisation, now) })
      .where(eq(orderItems.id, line.id));
    changed += 1;
  }
  return { photos, proofImages, lines: changed };
}

/** When the order was cancelled: its newest change to `cancelled` in the history (its last update when there is none). */
const cancelledAt = sql`coalesce((select max(e.created_at) from order_events e where e.order_id = ${orders.id} and e.kind = 'order_status' and e.new_value = 'cancelled'), ${orders.updatedAt})`;

/** Something personal left to erase: a photo not erased, a proof image, or a line text not erased. */
const somethingLeft = sql`(
  exists (select 1 from personal_uploads pu where pu.order_id = ${orders.id} and pu.erased_at is null)
  or exists (select 1 from order_proofs op where op.order_id = ${orders.id} and op.image_key <> '')
  or exists (select 1 from order_items oi, jsonb_array_elements(oi.personalisation) entry where oi.order_id = ${orders.id} and entry->>'erasedAt' is null)
)`;

/**
 * The retention job's round: orders delivered more than `days` ago, or cancelled more than `days` ago, that still
 * hold personal data, erased one bounded batch at a time. Returns the orders erased.
 */
export async function eraseExpiredPersonalData(db: Executor, storage: FileStorage, days: number, now = new Date(), batch = 50): Promise<string[]> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        or(
          and(eq(orders.status, "delivered"), lt(orders.deliveredAt, cutoff)),
          and(eq(orders.status, "cancelled"), sql`${cancelledAt} < ${cutoff.toISOString()}::timestamptz`),
        ),
        somethingLeft,
      ),
    )
    .limit(batch);
  const ids = due.map((row) => row.id);
  await erasePersonalDataOfOrders(db, storage, ids, now);
  return ids;
}
