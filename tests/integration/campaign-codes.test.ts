// Discount codes on a real database (docs/product.md#discount-codes, #campaign-orders): the order keeps its discounts,
// uses are counted exactly under concurrency, per e-mail, and an order never paid gives its use back.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { campaigns, discountCodes, orderDiscounts, orderItems, orders } from "~/db/schema";
import { priceCart } from "~/modules/cart/cart-pricing.server";
import { OrderRefusedError, placeOrder } from "~/modules/checkout/place-order.server";
import { changeOrderStatus } from "~/modules/orders/lifecycle.server";
import { completePayment, expireStalePendingOrders, failPayment } from "~/modules/orders/payment-state.server";
import { insertCampaign } from "../support/campaign-fixtures";
import { insertCategory, insertProduct } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import { checkoutFields, orderRow } from "../support/order-fixtures";

const mail = { publicUrl: "http://shop.test", shopNotifyEmail: "sahip@example.com" };

async function usedCounts(db: Database, campaignId: string) {
  const [campaign] = await db.select({ used: campaigns.usedCount }).from(campaigns).where(eq(campaigns.id, campaignId));
  const codes = await db.select({ used: discountCodes.usedCount }).from(discountCodes).where(eq(discountCodes.campaignId, campaignId));
  return { campaign: campaign.used, codes: codes.map((c) => c.used) };
}

function order(
  db: Database,
  productId: string,
  quantity: number,
  extra: { discountCode?: string; senderEmail?: string; paymentMethod?: "simulated" | "paytr" } = {},
) {
  return placeOrder(db, {
    fields: { ...checkoutFields, senderEmail: extra.senderEmail ?? checkoutFields.senderEmail },
    items: [{ productId, quantity }],
    paymentMethod: extra.paymentMethod ?? "paytr",
    discountCode: extra.discountCode,
  });
}

async function refusalOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    if (error instanceof OrderRefusedError) return error.codeRefusal ?? error.reason;
    throw error;
  }
}

describeEachDatabase("discount codes", (getDb) => {
  it("an order keeps its discount on its lines and its campaign, and the total charged is after it", async () => {
    const db = getDb();
    const mug = await insertProduct(db, { name: "Kodlu Kupa", priceKurus: 33333, shippingCostKurus: 2999, stock: 10 });
    const { id } = await insertCampaign(db, {
      rule: { kind: "percent", percent: 20 },
      minBasketKurus: 50000,
      totalUses: 100,
      endsAt: new Date(Date.now() + 86_400_000),
      codes: ["SEVGILI20"],
    });
    // Typed in lower case, the Turkish way or not, the code is the same.
    const priced = await priceCart(db, [{ productId: mug.id, quantity: 2 }], { code: "sevgılı20" });
    expect(priced.campaign.code).toEqual({ code: "sevgılı20", applied: true, amountKurus: 13333 });
    expect(priced.totals).toMatchObject({ subtotal: 66666, discount: 13333, total: 66666 - 13333 + 2999 });

    const placed = await order(db, mug.id, 2, { discountCode: "sevgili20" });
    expect(placed.totalKurus).toBe(66666 - 13333 + 2999);
    expect(await orderRow(db, placed.id)).toMatchObject({ subtotalKurus: 66666, shippingKurus: 2999, discountKurus: 13333, totalKurus: 56332 });
    const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, placed.id));
    expect(item.discountKurus).toBe(13333);
    const [discount] = await db.select().from(orderDiscounts).where(eq(orderDiscounts.orderId, placed.id));
    expect(discount).toMatchObject({ campaignId: id, kind: "code", label: "SEVGILI20", target: "items", amountKurus: 13333, releasedAt: null });
    expect(discount.lines).toEqual([{ itemId: item.id, amountKurus: 13333 }]);
    expect(await usedCounts(db, id)).toEqual({ campaign: 1, codes: [1] });
  });

  it("refuses, with its reason and nothing placed, a code that no longer applies at checkout", async () => {
    const db = getDb();
    const mug = await insertProduct(db, { name: "Süreli Kupa", priceKurus: 60000, stock: 10 });
    await insertCampaign(db, { rule: { kind: "percent", percent: 10 }, endsAt: new Date(Date.now() - 120_000), codes: ["BITTI"] });
    await insertCampaign(db, { rule: { kind: "percent", percent: 10 }, minBasketKurus: 100000, codes: ["BUYUK"] });
    const before = (await db.select({ id: orders.id }).from(orders)).length;
    expect(await refusalOf(order(db, mug.id, 1, { discountCode: "BITTI" }))).toBe("ended");
    expect(await refusalOf(order(db, mug.id, 1, { discountCode: "BUYUK" }))).toBe("minimumNotMet");
    expect(await refusalOf(order(db, mug.id, 1, { discountCode: "YOKBOYLE" }))).toBe("unknown");
    expect((await db.select({ id: orders.id }).from(orders)).length).toBe(before);
  });

  it("50 checkouts at once for a code with 10 uses left: exactly 10 orders get it, 40 are refused", async () => {
    const db = getDb();
    const pad = await insertProduct(db, { name: "Yarış Ped", priceKurus: 10000, stock: 100 });
    const { id } = await insertCampaign(db, { rule: { kind: "fixed", amountKurus: 2500 }, totalUses: 10, codes: ["YARIS"] });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => order(db, pad.id, 1, { discountCode: "YARIS", senderEmail: `alici${i}@example.com` })),
    );
    const placed = results.filter((r) => r.status === "fulfilled");
    const refused = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []));
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const error of refused) expect(error).toMatchObject({ reason: "discountCode", codeRefusal: "usedUp" });
    expect(await usedCounts(db, id)).toEqual({ campaign: 10, codes: [10] });
    const discounted = await db.select().from(orderDiscounts).where(eq(orderDiscounts.campaignId, id));
    expect(discounted).toHaveLength(10);
  });

  it("a bulk single-use code works once; uses per e-mail are counted whatever the letters' case", async () => {
    const db = getDb();
    const mug = await insertProduct(db, { name: "Tek Kupa", priceKurus: 20000, stock: 20 });
    await insertCampaign(db, { rule: { kind: "percent", percent: 15 }, codes: [{ code: "INF-7KQ2M9XA", maxUses: 1 }] });
    await order(db, mug.id, 1, { discountCode: "inf-7kq2m9xa" });
    expect(await refusalOf(order(db, mug.id, 1, { discountCode: "INF-7KQ2M9XA", senderEmail: "baska@example.com" }))).toBe("usedUp");

    await insertCampaign(db, { rule: { kind: "percent", percent: 10 }, usesPerEmail: 1, codes: ["HERKESE"] });
    await order(db, mug.id, 1, { discountCode: "HERKESE", senderEmail: "Ayse@Example.com" });
    expect(await refusalOf(order(db, mug.id, 1, { discountCode: "herkese", senderEmail: "ayse@example.com" }))).toBe("emailUsed");
    expect(await refusalOf(order(db, mug.id, 1, { discountCode: "herkese", senderEmail: "mehmet@example.com" }))).toBeUndefined();
    // The cart cannot know the e-mail; the checkout's pricing does.
    expect((await priceCart(db, [{ productId: mug.id, quantity: 1 }], { code: "HERKESE", email: "AYSE@example.com" })).campaign.code).toMatchObject({
      refusal: "emailUsed",
    });
  });

  it("an order never paid gives its use back when it expires, fails or is cancelled; a paid one keeps it", async () => {
    const db = getDb();
    const mug = await insertProduct(db, { name: "İade Kupa", priceKurus: 20000, stock: 20 });
    const { id } = await insertCampaign(db, { rule: { kind: "percent", percent: 10 }, totalUses: 3, codes: ["UCKEZ"] });
    const expiring = await placeOrder(
      db,
      { fields: checkoutFields, items: [{ productId: mug.id, quantity: 1 }], paymentMethod: "paytr", discountCode: "UCKEZ" },
      new Date(Date.now() - 3 * 3_600_000),
    );
    const failing = await order(db, mug.id, 1, { discountCode: "UCKEZ" });
    const paid = await order(db, mug.id, 1, { discountCode: "UCKEZ" });
    expect(await usedCounts(db, id)).toEqual({ campaign: 3, codes: [3] });
    expect(await refusalOf(order(db, mug.id, 1, { discountCode: "UCKEZ" }))).toBe("usedUp");

    expect(await expireStalePendingOrders(db)).toBeGreaterThanOrEqual(1);
    expect((await orderRow(db, expiring.id)).paymentStatus).toBe("failed");
    expect(await usedCounts(db, id)).toEqual({ campaign: 2, codes: [2] });
    await failPayment(db, { orderId: failing.id });
    await failPayment(db, { orderId: failing.id });
    expect(await usedCounts(db, id)).toEqual({ campaign: 1, codes: [1] });
    const [released] = await db.select().from(orderDiscounts).where(eq(orderDiscounts.orderId, failing.id));
    expect(released.releasedAt).not.toBeNull();

    await completePayment(db, { orderId: paid.id }, mail);
    expect((await changeOrderStatus(db, paid.id, "cancelled", "admin@example.com", mail)).ok).toBe(true);
    expect(await usedCounts(db, id)).toEqual({ campaign: 1, codes: [1] });

    const cancelledUnpaid = await order(db, mug.id, 1, { discountCode: "UCKEZ" });
    expect(await usedCounts(db, id)).toEqual({ campaign: 2, codes: [2] });
    await changeOrderStatus(db, cancelledUnpaid.id, "cancelled", "admin@example.com", mail);
    expect(await usedCounts(db, id)).toEqual({ campaign: 1, codes: [1] });
  });

  it("3 al 2 öde on mugs applies without a code and is stored as an automatic offer", async () => {
    const db = getDb();
    const mugs = await insertCategory(db, { name: "Kampanya Kupaları" });
    const mug = await insertProduct(db, { name: "Üçlü Kupa", priceKurus: 15000, stock: 20, categoryIds: [mugs.id] });
    const pad = await insertProduct(db, { name: "Üçlü Ped", priceKurus: 9000, stock: 20 });
    const { id } = await insertCampaign(db, { name: "3 al 2 öde", rule: { kind: "buyXPayY", buy: 3, pay: 2 }, scope: { kind: "categories", ids: [mugs.id] } });
    const two = await priceCart(db, [
      { productId: mug.id, quantity: 2 },
      { productId: pad.id, quantity: 1 },
    ]);
    expect(two.totals.discount).toBe(0);
    expect(two.campaign.hints).toEqual([expect.objectContaining({ campaignId: id, missing: { items: 1 } })]);
    const placed = await order(db, mug.id, 3);
    expect(await orderRow(db, placed.id)).toMatchObject({ subtotalKurus: 45000, discountKurus: 15000 });
    const [discount] = await db.select().from(orderDiscounts).where(eq(orderDiscounts.orderId, placed.id));
    expect(discount).toMatchObject({ campaignId: id, kind: "automatic", label: "3 al 2 öde", amountKurus: 15000 });
  });
});
