// Stock per variant (docs/product.md#options-and-variants, #placing-an-order), on PGlite and PostgreSQL: an order
// takes its variants' stock, and cancelling, refunding, re-opening and expiry give it back to the same variants,
// the product's summary (products.stock = the sum) following; and 100 buyers racing for a variant's last 5 units
// while its sibling sells too never oversell it.
import { eq, inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { orderItems, orders, products, productVariants } from "~/db/schema";
import { OrderRefusedError, placeOrder } from "~/modules/checkout/place-order.server";
import { refundOrderPayment, setOrderStatus } from "~/modules/orders/admin-orders.server";
import { failProviderRefund } from "~/modules/orders/lifecycle.server";
import { completePayment, expireStalePendingOrders, failPayment, PENDING_ORDER_TTL_MS } from "~/modules/orders/payment-state.server";
import { insertProduct, insertProductWithVariants } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import { checkoutFields } from "../support/order-fixtures";

const mail = { publicUrl: "http://shop.test" };
const admin = { actor: "yonetici@example.com" };
const sizes = [{ name: "Boyut", values: ["140 cm", "180 cm"] }];

async function stocks(db: Database, productId: string) {
  const variants = await db
    .select({ values: productVariants.optionValues, stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(productVariants.position);
  const [product] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return { variants: variants.map((v) => v.stock), product: product.stock };
}

async function bed(db: Database, small: number, large: number) {
  return insertProductWithVariants(db, {
    name: "Yatak Örtüsü",
    shippingCostKurus: 0,
    options: sizes,
    variants: [
      { values: ["140 cm"], priceKurus: 50000, stock: small },
      { values: ["180 cm"], priceKurus: 70000, stock: large },
    ],
  });
}

describeEachDatabase("stock per variant", (getDb) => {
  it("an order takes each variant's own stock and keeps its SKU, options and price", async () => {
    const db = getDb();
    const { product, variants } = await bed(db, 4, 6);
    expect(product).toMatchObject({ stock: 10, priceKurus: 50000, maxPriceKurus: 70000, variantCount: 2 });
    const placed = await placeOrder(db, {
      fields: checkoutFields,
      items: [
        { productId: product.id, variantId: variants[1].id, quantity: 2 },
        { productId: product.id, variantId: variants[0].id, quantity: 1 },
        { productId: product.id, variantId: variants[1].id, quantity: 1 },
      ],
      paymentMethod: "simulated",
    });
    expect(placed.totalKurus).toBe(50000 + 3 * 70000);
    expect(await stocks(db, product.id)).toEqual({ variants: [3, 3], product: 6 });
    const lines = await db
      .select({
        variantId: orderItems.variantId,
        sku: orderItems.sku,
        optionValues: orderItems.optionValues,
        price: orderItems.unitPriceKurus,
        quantity: orderItems.quantity,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.id));
    expect(lines.sort((a, b) => a.price - b.price)).toEqual([
      { variantId: variants[0].id, sku: variants[0].sku, optionValues: [{ name: "Boyut", value: "140 cm" }], price: 50000, quantity: 1 },
      { variantId: variants[1].id, sku: variants[1].sku, optionValues: [{ name: "Boyut", value: "180 cm" }], price: 70000, quantity: 3 },
    ]);
  });

  it("refuses a short variant, naming the product, though its sibling has plenty, and takes nothing", async () => {
    const db = getDb();
    const { product, variants } = await bed(db, 1, 50);
    const refused = await placeOrder(db, {
      fields: checkoutFields,
      items: [
        { productId: product.id, variantId: variants[1].id, quantity: 1 },
        { productId: product.id, variantId: variants[0].id, quantity: 2 },
      ],
      paymentMethod: "simulated",
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OrderRefusedError);
    expect(refused).toMatchObject({ reason: "outOfStock", productName: "Yatak Örtüsü", available: 1 });
    expect(await stocks(db, product.id)).toEqual({ variants: [1, 50], product: 51 });
  });

  it("a line without a variant buys a product's only variant, and is refused for a product with several", async () => {
    const db = getDb();
    const { product } = await bed(db, 3, 3);
    const mug = await insertProduct(db, { name: "Tek Kupa", stock: 3, shippingCostKurus: 0 });
    await placeOrder(db, { fields: checkoutFields, items: [{ productId: mug.id, quantity: 2 }], paymentMethod: "simulated" });
    expect(await stocks(db, mug.id)).toEqual({ variants: [1], product: 1 });
    const refused = await placeOrder(db, { fields: checkoutFields, items: [{ productId: product.id, quantity: 1 }], paymentMethod: "simulated" }).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ reason: "unavailable", productName: "Yatak Örtüsü" });
    expect(await stocks(db, product.id)).toEqual({ variants: [3, 3], product: 6 });
  });

  it("cancelling, refunding, re-opening, failed payment and expiry give back to the same variant", async () => {
    const db = getDb();
    const { product, variants } = await bed(db, 5, 5);
    const [small, large] = variants;
    const order = (items: { id: string; quantity: number }[], at?: Date) =>
      placeOrder(
        db,
        { fields: checkoutFields, items: items.map(({ id, quantity }) => ({ productId: product.id, variantId: id, quantity })), paymentMethod: "simulated" },
        at,
      );

    // Cancelled by the shop (paid: refunded as well): back to the variants it took.
    const a = await order([
      { id: small.id, quantity: 2 },
      { id: large.id, quantity: 1 },
    ]);
    await completePayment(db, { orderId: a.id }, mail);
    expect(await stocks(db, product.id)).toEqual({ variants: [3, 4], product: 7 });
    expect(await setOrderStatus(db, a.id, "cancelled", mail, admin)).toMatchObject({ ok: true, changed: true });
    expect(await stocks(db, product.id)).toEqual({ variants: [5, 5], product: 10 });

    // A paid order refunded in full, then cancelled.
    const b = await order([{ id: large.id, quantity: 3 }]);
    await completePayment(db, { orderId: b.id }, mail);
    expect(await refundOrderPayment(db, b.id, b.totalKurus, mail, admin)).toMatchObject({ ok: true });
    // A refund alone leaves the order (and its stock) as it is; cancelling it then gives the stock back.
    const [afterRefund] = await db.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, b.id));
    expect(afterRefund.paymentStatus).toBe("refunded");
    expect(await stocks(db, product.id)).toEqual({ variants: [5, 2], product: 7 });
    expect(await setOrderStatus(db, b.id, "cancelled", mail, admin)).toMatchObject({ ok: true, changed: true });
    expect(await stocks(db, product.id)).toEqual({ variants: [5, 5], product: 10 });

    // A paid PayTR order cancelled, its refund refused by PayTR, re-opened: the same variant is taken again.
    const c = await order([{ id: small.id, quantity: 4 }]);
    await db.update(orders).set({ paymentMethod: "paytr" }).where(eq(orders.id, c.id));
    await completePayment(db, { orderId: c.id }, mail, { actor: "paytr" });
    const cancelled = await setOrderStatus(db, c.id, "cancelled", mail, admin);
    expect(await stocks(db, product.id)).toEqual({ variants: [5, 5], product: 10 });
    await failProviderRefund(db, cancelled.ok ? (cancelled.pendingRefundId ?? "") : "", "099: test");
    expect(await setOrderStatus(db, c.id, "processing", mail, admin)).toEqual({ ok: true, changed: true });
    expect(await stocks(db, product.id)).toEqual({ variants: [1, 5], product: 6 });
    await setOrderStatus(db, c.id, "cancelled", mail, admin);
    expect(await stocks(db, product.id)).toEqual({ variants: [5, 5], product: 10 });

    // A failed payment.
    const d = await order([{ id: large.id, quantity: 2 }]);
    expect(await stocks(db, product.id)).toEqual({ variants: [5, 3], product: 8 });
    await failPayment(db, { orderId: d.id });
    expect(await stocks(db, product.id)).toEqual({ variants: [5, 5], product: 10 });

    // An unpaid order past its time.
    await order([{ id: small.id, quantity: 1 }], new Date(Date.now() - PENDING_ORDER_TTL_MS - 60_000));
    expect(await stocks(db, product.id)).toEqual({ variants: [4, 5], product: 9 });
    await expireStalePendingOrders(db);
    expect(await stocks(db, product.id)).toEqual({ variants: [5, 5], product: 10 });
  });

  it("100 buyers race for a variant's last 5 units while its sibling sells: exactly 5 orders, no oversell", async () => {
    const db = getDb();
    const { product, variants } = await bed(db, 5, 40);
    const [scarce, plenty] = variants;
    const other = await insertProduct(db, { name: "Yastık Kılıfı", stock: 100, shippingCostKurus: 0 });
    // 100 buyers of one scarce unit, 30 of one plentiful unit (every third also a pillowcase), interleaved.
    const carts = [
      ...Array.from({ length: 100 }, () => [{ productId: product.id, variantId: scarce.id, quantity: 1 }]),
      ...Array.from({ length: 30 }, (_, i) => [
        ...(i % 3 === 0 ? [{ productId: other.id, quantity: 1 }] : []),
        { productId: product.id, variantId: plenty.id, quantity: 1 },
      ]),
    ].sort(() => Math.random() - 0.5);
    const results = await Promise.allSettled(carts.map((items) => placeOrder(db, { fields: checkoutFields, items, paymentMethod: "simulated" })));
    const failures = results.flatMap((r) => (r.status === "rejected" ? [r.reason as unknown] : []));
    // Every refusal is "out of stock" (no deadlock, serialisation or other error reaches a buyer).
    for (const failure of failures) expect(failure).toMatchObject({ reason: "outOfStock", productName: "Yatak Örtüsü" });
    expect(failures).toHaveLength(95);

    const placed = results.flatMap((r) => (r.status === "fulfilled" ? [r.value.id] : []));
    const lines = await db
      .select({ variantId: orderItems.variantId, productId: orderItems.productId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(inArray(orderItems.orderId, placed));
    const sold = (variantId: string) => lines.filter((l) => l.variantId === variantId).reduce((sum, l) => sum + l.quantity, 0);
    expect(sold(scarce.id)).toBe(5);
    expect(lines.filter((l) => l.variantId === scarce.id)).toHaveLength(5);
    expect(sold(plenty.id)).toBe(30);
    expect(await stocks(db, product.id)).toEqual({ variants: [0, 10], product: 10 });
    expect(await stocks(db, other.id)).toEqual({ variants: [90], product: 90 });
    // The summary is what a fresh sum of the variants says.
    const [summary] = await db
      .select({ priceKurus: products.priceKurus, maxPriceKurus: products.maxPriceKurus })
      .from(products)
      .where(eq(products.id, product.id));
    expect(summary).toEqual({ priceKurus: 70000, maxPriceKurus: 70000 });
  });
});
