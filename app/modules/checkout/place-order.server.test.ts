// Placing an order (place-order.server.ts) on a real test database: the stored order, its lines, and the stock.
import { count, desc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { categories, orderItems, orders, products } from "~/db/schema";
import { insertCategory, insertProduct, setProductPrice } from "../../../tests/support/catalog-fixtures";
import { describeEachDatabase } from "../../../tests/support/databases";
import { checkoutFields, orderRow, stockOf } from "../../../tests/support/order-fixtures";
import { OrderRefusedError, placeOrder } from "./place-order.server";

async function orderCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders);
  return row.n;
}

async function linesOf(db: Database, orderId: string) {
  return db
    .select({
      productName: orderItems.productName,
      unitPriceKurus: orderItems.unitPriceKurus,
      shippingCostKurus: orderItems.shippingCostKurus,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(desc(orderItems.unitPriceKurus));
}

describeEachDatabase("placing an order", (getDb) => {
  it("stores the database's prices, not the ones posted, and takes the stock", async () => {
    const db = getDb();
    const mug = await insertProduct(db, { name: "Sipariş Kupa", priceKurus: 14999, shippingCostKurus: 2999, stock: 10 });
    // A browser may post prices along with the ids; the order never reads them.
    const posted = [{ productId: mug.id, quantity: 2, price: 1, shippingCost: 0 }];
    const placed = await placeOrder(db, { fields: checkoutFields, items: posted, paymentMethod: "simulated" });
    expect(placed).toMatchObject({ created: true, totalKurus: 2 * 14999 + 2999 });
    expect(await orderRow(db, placed.id)).toMatchObject({
      subtotalKurus: 2 * 14999,
      shippingKurus: 2999,
      totalKurus: 2 * 14999 + 2999,
      recipientName: "Ayşe Yılmaz",
      senderEmail: "gonderen@example.com",
    });
    expect(await linesOf(db, placed.id)).toEqual([{ productName: "Sipariş Kupa", unitPriceKurus: 14999, shippingCostKurus: 2999, quantity: 2 }]);
    expect(await stockOf(db, mug.id)).toBe(8);
  });

  it("charges the highest shipping among the lines once, and merges lines of one product", async () => {
    const db = getDb();
    const mug = await insertProduct(db, { name: "Kargo Kupa", priceKurus: 10000, shippingCostKurus: 2999, stock: 5 });
    const frame = await insertProduct(db, { name: "Kargo Çerçeve", priceKurus: 25000, shippingCostKurus: 4999, stock: 5 });
    const placed = await placeOrder(db, {
      fields: checkoutFields,
      items: [
        { productId: mug.id, quantity: 1 },
        { productId: frame.id, quantity: 1 },
        { productId: mug.id, quantity: 2 },
      ],
      paymentMethod: "simulated",
    });
    expect(await orderRow(db, placed.id)).toMatchObject({ subtotalKurus: 3 * 10000 + 25000, shippingKurus: 4999, totalKurus: 3 * 10000 + 25000 + 4999 });
    expect(await linesOf(db, placed.id)).toEqual([
      { productName: "Kargo Çerçeve", unitPriceKurus: 25000, shippingCostKurus: 4999, quantity: 1 },
      { productName: "Kargo Kupa", unitPriceKurus: 10000, shippingCostKurus: 2999, quantity: 3 },
    ]);
    expect(await stockOf(db, mug.id)).toBe(2);
    expect(await stockOf(db, frame.id)).toBe(4);
  });

  it("is refused as out of stock, naming the product, and changes nothing", async () => {
    const db = getDb();
    const plenty = await insertProduct(db, { name: "Bol Kupa", stock: 10 });
    const scarce = await insertProduct(db, { name: "Az Kupa", stock: 1 });
    const ordersBefore = await orderCount(db);
    const refused = await placeOrder(db, {
      fields: checkoutFields,
      items: [
        { productId: plenty.id, quantity: 2 },
        { productId: scarce.id, quantity: 2 },
      ],
      paymentMethod: "simulated",
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OrderRefusedError);
    expect(refused).toMatchObject({ reason: "outOfStock", productName: "Az Kupa", available: 1 });
    expect(await stockOf(db, plenty.id)).toBe(10);
    expect(await stockOf(db, scarce.id)).toBe(1);
    expect(await orderCount(db)).toBe(ordersBefore);
  });

  it("is refused as unavailable for an inactive product, and changes nothing", async () => {
    const db = getDb();
    const hidden = await insertProduct(db, { name: "Kaldırılan Kupa", stock: 4, isActive: false });
    const ordersBefore = await orderCount(db);
    const refused = await placeOrder(db, { fields: checkoutFields, items: [{ productId: hidden.id, quantity: 1 }], paymentMethod: "simulated" }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(OrderRefusedError);
    expect(refused).toMatchObject({ reason: "unavailable", productName: "Kaldırılan Kupa" });
    expect(await stockOf(db, hidden.id)).toBe(4);
    expect(await orderCount(db)).toBe(ordersBefore);
  });

  it("is refused for an empty cart", async () => {
    const refused = await placeOrder(getDb(), { fields: checkoutFields, items: [], paymentMethod: "simulated" }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ reason: "emptyCart" });
  });

  it("uses the price of the moment it is placed", async () => {
    const db = getDb();
    const mug = await insertProduct(db, { name: "Zamlı Sipariş Kupa", priceKurus: 10000, shippingCostKurus: 2000, stock: 3 });
    await db.update(products).set({ shippingCostKurus: 0 }).where(eq(products.id, mug.id));
    await setProductPrice(db, mug.id, 12500);
    const placed = await placeOrder(db, { fields: checkoutFields, items: [{ productId: mug.id, quantity: 1 }], paymentMethod: "simulated" });
    expect(placed.totalKurus).toBe(12500);
    expect(await linesOf(db, placed.id)).toEqual([{ productName: "Zamlı Sipariş Kupa", unitPriceKurus: 12500, shippingCostKurus: 0, quantity: 1 }]);
  });
});

describeEachDatabase("an order's KDV and billing details", (getDb) => {
  it("stores each line's rate (product, else its categories' highest, else the default) and the VAT of what was paid", async () => {
    const db = getDb();
    const books = await insertCategory(db, { name: "KDV Kitaplar" });
    const gifts = await insertCategory(db, { name: "KDV Hediyeler" });
    await db.update(categories).set({ vatRate: 1 }).where(eq(categories.id, books.id));
    await db.update(categories).set({ vatRate: 10 }).where(eq(categories.id, gifts.id));
    const book = await insertProduct(db, { name: "KDV Kitap", priceKurus: 10100, shippingCostKurus: 2999, stock: 5, categoryIds: [books.id] });
    const both = await insertProduct(db, { name: "KDV İkisi", priceKurus: 11000, shippingCostKurus: 0, stock: 5, categoryIds: [books.id, gifts.id] });
    const mug = await insertProduct(db, { name: "KDV Kupa", priceKurus: 12000, shippingCostKurus: 0, stock: 5, categoryIds: [books.id] });
    await db.update(products).set({ vatRate: 20 }).where(eq(products.id, mug.id));
    const plain = await insertProduct(db, { name: "KDV Düz", priceKurus: 3, shippingCostKurus: 0, stock: 5 });
    const billing = {
      kind: "company",
      title: "Örnek Yazılım A.Ş.",
      vkn: "1234567890",
      taxOffice: "Kadıköy",
      address: { address: "Moda Cad. 1", district: "Kadıköy", province: "İstanbul" },
    } as const;
    const placed = await placeOrder(db, {
      fields: checkoutFields,
      items: [
        { productId: book.id, quantity: 1 },
        { productId: both.id, quantity: 1 },
        { productId: mug.id, quantity: 1 },
        { productId: plain.id, quantity: 3 },
      ],
      paymentMethod: "simulated",
      billing,
    });
    const lines = await db
      .select({ name: orderItems.productName, vatRate: orderItems.vatRate, vatKurus: orderItems.vatKurus })
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.id));
    expect(Object.fromEntries(lines.map((l) => [l.name, [l.vatRate, l.vatKurus]]))).toEqual({
      "KDV Kitap": [1, 100],
      "KDV İkisi": [10, 1000],
      "KDV Kupa": [20, 2000],
      "KDV Düz": [20, 2], // ₺0,09 → 1.5 kuruş, rounded half up on the line
    });
    expect(await orderRow(db, placed.id)).toMatchObject({
      billing,
      shippingVatRate: 20,
      shippingVatKurus: 500,
      vatKurus: 100 + 1000 + 2000 + 2 + 500,
      vatBreakdown: [
        { rate: 1, netKurus: 10000, vatKurus: 100, grossKurus: 10100 },
        { rate: 10, netKurus: 10000, vatKurus: 1000, grossKurus: 11000 },
        { rate: 20, netKurus: 10000 + 7 + 2499, vatKurus: 2000 + 2 + 500, grossKurus: 12000 + 9 + 2999 },
      ],
    });
  });
});
