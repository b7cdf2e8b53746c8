// Review invitations (docs/product.md#reviews): the order jobs' maintenance round mails the sender of each paid
// order `inviteDelayDays` after it was delivered (or shipped, a setting), once, with a signed link per product.
// Orders whose moment lies more than INVITE_WINDOW_DAYS beyond the delay are never mailed, so switching the feature
// on does not write to every old customer. Each order is claimed by a conditional update in the transaction that
// queues its mail: two servers running the round at once never send it twice.
import { and, asc, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { orderEvents, orderItems, orders } from "~/db/schema";
import { PAID_PAYMENT_STATUSES } from "~/lib/order-lifecycle";
import { orderLineLabel, parseOrderLineOptions } from "~/lib/order-lines";
import { orderSellerFrom, type ShopSettings } from "~/lib/shop-settings";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { readShopSettings } from "~/modules/settings/shop-settings.server";
import { reviewLinkKey, reviewLinkUrl, signReviewToken } from "./review-links.server";
import { reviewInvitationMail } from "./review-mail.server";

/** How far beyond the delay an order is still invited. */
export const INVITE_WINDOW_DAYS = 30;
/** Orders invited per run at most; a backlog drains over the next runs. */
export const INVITE_BATCH = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment the delay counts from: delivery, or the order_events row that made it shipped (a delivered order that skipped it: delivery). */
function inviteMoment(inviteAfter: ShopSettings["reviews"]["inviteAfter"]): SQL {
  if (inviteAfter === "delivered") return sql`${orders.deliveredAt}`;
  const shippedAt = sql`(select min(${orderEvents.createdAt}) from ${orderEvents} where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.kind} = 'order_status' and ${orderEvents.newValue} = 'shipped')`;
  return sql`coalesce(${shippedAt}, ${orders.deliveredAt})`;
}

/** The ids of orders due an invitation at `now`, oldest moment first. */
export async function dueReviewInvitations(db: Executor, settings: Pick<ShopSettings, "reviews">, now: Date, limit = INVITE_BATCH): Promise<string[]> {
  const { inviteAfter, inviteDelayDays } = settings.reviews;
  const latest = new Date(now.getTime() - inviteDelayDays * DAY_MS).toISOString();
  const earliest = new Date(now.getTime() - (inviteDelayDays + INVITE_WINDOW_DAYS) * DAY_MS).toISOString();
  const moment = inviteMoment(inviteAfter);
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        isNull(orders.reviewInvitedAt),
        isNull(orders.anonymisedAt),
        inArray(orders.paymentStatus, [...PAID_PAYMENT_STATUSES]),
        inArray(orders.status, inviteAfter === "delivered" ? ["delivered"] : ["shipped", "delivered"]),
        sql`${moment} <= ${latest}::timestamptz`,
        sql`${moment} >= ${earliest}::timestamptz`,
      ),
    )
    .orderBy(asc(moment), asc(orders.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export interface InviteOptions {
  /** The shop's public address (PUBLIC_URL), the links' base. */
  publicUrl: string;
  now?: Date;
  /** The settings in force, when the caller has them. */
  settings?: ShopSettings;
  limit?: number;
}

/**
 * Invites the senders of the orders due (dueReviewInvitations): claims each order (reviewInvitedAt, only while
 * still null) and queues its mail (`review-invitation:<orderId>`) in one transaction. Lines whose product was
 * deleted are left out; an order with none left is claimed without a mail. Answers the ids of the orders mailed.
 */
export async function inviteDueReviews(db: Executor, options: InviteOptions): Promise<string[]> {
  const now = options.now ?? new Date();
  const settings = options.settings ?? (await readShopSettings(db));
  const due = await dueReviewInvitations(db, settings, now, options.limit);
  if (due.length === 0) return [];
  const key = await reviewLinkKey(db);
  const mailed: string[] = [];
  for (const orderId of due) {
    const sent = await db.transaction(async (tx) => {
      const [order] = await tx
        .update(orders)
        .set({ reviewInvitedAt: now })
        .where(and(eq(orders.id, orderId), isNull(orders.reviewInvitedAt)))
        .returning({ senderEmail: orders.senderEmail, seller: orders.seller });
      if (!order) return false;
      const lines = await tx
        .select({ id: orderItems.id, productName: orderItems.productName, optionValues: orderItems.optionValues })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.productId)))
        .orderBy(asc(orderItems.productName), asc(orderItems.id));
      if (lines.length === 0) return false;
      const mail = reviewInvitationMail(
        order.seller ?? orderSellerFrom(settings),
        lines.map((line) => ({
          productName: line.productName,
          variantLabel: orderLineLabel({ optionValues: parseOrderLineOptions(line.optionValues) }),
          link: reviewLinkUrl(options.publicUrl, signReviewToken(key, line.id, now)),
        })),
      );
      return enqueueMail(tx, { dedupeKey: `review-invitation:${orderId}`, to: order.senderEmail, ...mail });
    });
    if (sent) mailed.push(orderId);
  }
  return mailed;
}
