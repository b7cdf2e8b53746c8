// Review invitations (docs/product.md#reviews), on PGlite and PostgreSQL: a paid, delivered (or shipped) order's
// sender is mailed once, `inviteDelayDays` after the moment, with a working link per product; not before, not twice,
// not for cancelled, refunded or anonymised orders, not for orders whose moment lies long before.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { mailOutbox, orderItems, orders, products } from "~/db/schema";
import { DEMO_SHOP_SETTINGS } from "~/lib/shop-settings";
import { INVITE_WINDOW_DAYS, inviteDueReviews } from "~/modules/reviews/invitations.server";
import { checkReviewToken, reviewLinkKey } from "~/modules/reviews/review-links.server";
import { findReviewLine } from "~/modules/reviews/review-writing.server";
import { describeEachDatabase } from "../support/databases";
import { checkoutFields } from "../support/order-fixtures";
import { deliveredOrder, invitationMail, RECIPIENT_FIELDS, reviewLinksOf, settingsWith } from "../support/review-fixtures";

const PUBLIC_URL = "https://shop.test";
const DAY = 24 * 60 * 60 * 1000;
const now = new Date("2026-06-15T09:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
const invitation = invitationMail;

async function invitedAt(db: Database, orderId: string) {
  const [row] = await db.select({ at: orders.reviewInvitedAt }).from(orders).where(eq(orders.id, orderId));
  return row.at;
}

describeEachDatabase("review invitations", (getDb, kind) => {
  const delivered = settingsWith({ inviteAfter: "delivered", inviteDelayDays: 7 });

  it(`mails the sender 7 days after delivery, with a working link per product [${kind}]`, async () => {
    const db = getDb();
    const order = await deliveredOrder(db, { shippedAt: daysAgo(9), deliveredAt: daysAgo(7) });
    const mailed = await inviteDueReviews(db, { publicUrl: PUBLIC_URL, now, settings: delivered });
    expect(mailed).toContain(order.id);
    expect(await invitedAt(db, order.id)).toEqual(now);
    const mail = await invitation(db, order.id);
    expect(mail.toAddress).toBe(checkoutFields.senderEmail);
    expect(mail.subject).toBe(`${DEMO_SHOP_SETTINGS.shopName}: Siparişinizi değerlendirir misiniz?`);
    expect(mail.text).toContain(order.mug.name);
    expect(mail.text).toContain(order.magnet.name);
    // Nothing of the recipient.
    for (const secret of [
      RECIPIENT_FIELDS.recipientName,
      RECIPIENT_FIELDS.recipientAddress,
      RECIPIENT_FIELDS.anonymousMessage,
      RECIPIENT_FIELDS.recipientPhone,
    ]) {
      expect(mail.html).not.toContain(secret);
      expect(mail.text).not.toContain(secret);
    }
    // Each link opens its own line's page.
    const links = reviewLinksOf(mail);
    expect(links).toHaveLength(2);
    expect(mail.html.match(/>Değerlendir</g)).toHaveLength(2);
    const key = await reviewLinkKey(db);
    const lines = new Set<string>();
    for (const link of links) {
      expect(link.startsWith(`${PUBLIC_URL}/degerlendirme/`)).toBe(true);
      const check = checkReviewToken(key, link.slice(`${PUBLIC_URL}/degerlendirme/`.length), now);
      if (check.kind !== "ok") throw new Error(`link refused: ${check.kind}`);
      const line = await findReviewLine(db, check.orderItemId);
      expect(line?.orderId).toBe(order.id);
      lines.add(line!.productName);
    }
    expect(lines).toEqual(new Set([order.mug.name, order.magnet.name]));
  });

  it(`does not mail before the delay, and not twice [${kind}]`, async () => {
    const db = getDb();
    const early = await deliveredOrder(db, { deliveredAt: daysAgo(6) });
    expect(await inviteDueReviews(db, { publicUrl: PUBLIC_URL, now, settings: delivered })).not.toContain(early.id);
    expect(await invitedAt(db, early.id)).toBeNull();
    const later = new Date(now.getTime() + DAY);
    expect(await inviteDueReviews(db, { publicUrl: PUBLIC_URL, now: later, settings: delivered })).toContain(early.id);
    expect(await inviteDueReviews(db, { publicUrl: PUBLIC_URL, now: new Date(later.getTime() + DAY), settings: delivered })).not.toContain(early.id);
    expect(await db.$count(mailOutbox, eq(mailOutbox.dedupeKey, `review-invitation:${early.id}`))).toBe(1);
  });

  it(`two servers running the round at once mail each order once [${kind}]`, async () => {
    const db = getDb();
    const order = await deliveredOrder(db, { deliveredAt: daysAgo(8) });
    const [a, b] = await Promise.all([
      inviteDueReviews(db, { publicUrl: PUBLIC_URL, now, settings: delivered }),
      inviteDueReviews(db, { publicUrl: PUBLIC_URL, now, settings: delivered }),
    ]);
    expect([...a, ...b].filter((id) => id === order.id)).toHaveLength(1);
    expect(await db.$count(mailOutbox, eq(mailOutbox.dedupeKey, `review-invitation:${order.id}`))).toBe(1);
  });

  it(`with "shipped", counts from the shipped event; a delivered order that skipped it from delivery [${kind}]`, async () => {
    const db = getDb();
    const shippedSettings = settingsWith({ inviteAfter: "shipped", inviteDelayDays: 3 });
    const shipped = await deliveredOrder(db, { shippedAt: daysAgo(4) });
    const justShipped = await deliveredOrder(db, { shippedAt: daysAgo(2) });
    const skipped = await deliveredOrder(db, { deliveredAt: daysAgo(3) });
    expect(await inviteDueReviews(db, { publicUrl: PUBLIC_URL, now, settings: delivered })).not.toContain(shipped.id);
    const mailed = await inviteDueReviews(db, { publicUrl: PUBLIC_URL, now, settings: shippedSettings });
    expect(mailed).toContain(shipped.id);
    expect(mailed).toContain(skipped.id);
    expect(mailed).not.toContain(justShipped.id);
  });

  it(`not for cancelled, refunded in full or anonymised orders [${kind}]`, async () => {
    const db = getDb();
    const cancelled = await deliveredOrder(db, { deliveredAt: daysAgo(8) });
    await db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, cancelled.id));
    const refunded = await deliveredOrder(db, { deliveredAt: daysAgo(8) });
    await db.update(orders).set({ paymentStatus: "refunded" }).where(eq(orders.id, refunded.id));
    const anonymised = await deliveredOrder(db, { deliveredAt: daysAgo(8) });
    await db.update(orders).set({ anonymisedAt: now, senderEmail: "" }).where(eq(orders.id, anonymised.id));
    const mailed = await inviteDueReviews(db, { publicUrl: PUBLIC_URL, now, settings: delivered });
    for (const order of [cancelled, refunded, anonymised]) {
      expect(mailed).not.toContain(order.id);
      expect(await invitedAt(db, order.id)).toBeNull();
      expect(await invitation(db, order.id)).toBeUndefined();
    }
  });

  it(`not for orders delivered long before the feature came [${kind}]`, async () => {
    const db = getDb();
    const old = await deliveredOrder(db, { deliveredAt: daysAgo(7 + INVITE_WINDOW_DAYS + 1) });
    const edge = await deliveredOrder(db, { deliveredAt: daysAgo(7 + INVITE_WINDOW_DAYS - 1) });
    const mailed = await inviteDueReviews(db, { publicUrl: PUBLIC_URL, now, settings: delivered });
    expect(mailed).not.toContain(old.id);
    expect(mailed).toContain(edge.id);
  });

  it(`leaves out a deleted product's line; an order with none left is marked without a mail [${kind}]`, async () => {
    const db = getDb();
    const order = await deliveredOrder(db, { deliveredAt: daysAgo(8) });
    await db.update(orderItems).set({ productId: null }).where(eq(orderItems.productId, order.magnet.id));
    await db.delete(products).where(eq(products.id, order.magnet.id));
    const gone = await deliveredOrder(db, { deliveredAt: daysAgo(8) });
    await db.update(orderItems).set({ productId: null }).where(eq(orderItems.orderId, gone.id));
    const mailed = await inviteDueReviews(db, { publicUrl: PUBLIC_URL, now, settings: delivered });
    expect(mailed).toContain(order.id);
    const mail = await invitation(db, order.id);
    expect(mail.text).toContain(order.mug.name);
    expect(mail.text).not.toContain(order.magnet.name);
    expect(mail.html.match(/>Değerlendir</g)).toHaveLength(1);
    expect(mailed).not.toContain(gone.id);
    expect(await invitedAt(db, gone.id)).toEqual(now);
    expect(await invitation(db, gone.id)).toBeUndefined();
  });
});
