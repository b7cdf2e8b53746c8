// Taking and giving back an order's stock (stock.server.ts) on a real test database.
import { expect, it } from "vitest";
import { insertProduct, onlyVariantId } from "../../../tests/support/catalog-fixtures";
import { describeEachDatabase } from "../../../tests/support/databases";
import { checkoutFields, stockOf } from "../../../tests/support/order-fixtures";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { releaseOrderStock, StockRefusedError, takeStock } from "./stock.server";

describeEachDatabase("an order's stock", (getDb) => {
  it("is taken for every line when there is enough, merging lines of one product", async () => {
    const db = getDb();
    const mug = await insertProduct(db, { name: "Stok Kupa", stock: 5, priceKurus: 1500 });
    const pad = await insertProduct(db, { name: "Stok Altlık", stock: 2 });
    const [mugVariant, padVariant] = [await onlyVariantId(db, mug.id), await onlyVariantId(db, pad.id)];
    const taken = await db.transaction((tx) =>
      takeStock(
        tx,
        [
          { variantId: mugVariant, quantity: 2 },
          { variantId: padVariant, quantity: 2 },
          { variantId: mugVariant, quantity: 1 },
        ],
        { activeOnly: true },
      ),
    );
    expect(await stockOf(db, mug.id)).toBe(2);
    expect(await stockOf(db, pad.id)).toBe(0);
    expect(taken.find((line) => line.productId === mug.id)).toMatchObject({ name: "Stok Kupa", priceKurus: 1500, quantity: 3 });
  });

  it("is refused naming the product when one has too little, and nothing is taken", async () => {
    const db = getDb();
    const plenty = await insertProduct(db, { name: "Bol Kupa", stock: 10 });
    const scarce = await insertProduct(db, { name: "Az Kupa", stock: 1 });
    const lines = [
      { variantId: await onlyVariantId(db, plenty.id), quantity: 3 },
      { variantId: await onlyVariantId(db, scarce.id), quantity: 2 },
    ];
    const refused = await db.transaction((tx) => takeStock(tx, lines, { activeOnly: true })).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StockRefusedError);
    expect(refused).toMatchObject({ reason: "outOfStock", productName: "Az Kupa", available: 1 });
    expect(await stockOf(db, plenty.id)).toBe(10);
    expect(await stockOf(db, scarce.id)).toBe(1);
  });

  it("of an inactive product is refused when placing, and taken when re-opening", async () => {
    const db = getDb();
    const hidden = await insertProduct(db, { name: "Gizli Kupa", stock: 4, isActive: false });
    const line = [{ variantId: await onlyVariantId(db, hidden.id), quantity: 1 }];
    const refused = await db.transaction((tx) => takeStock(tx, line, { activeOnly: true })).catch((error: unknown) => error);
    expect(refused).toMatchObject({ reason: "unavailable", productName: "Gizli Kupa" });
    expect(await stockOf(db, hidden.id)).toBe(4);
    await db.transaction((tx) => takeStock(tx, line, { activeOnly: false }));
    expect(await stockOf(db, hidden.id)).toBe(3);
  });

  it("is given back once: a second call changes nothing", async () => {
    const db = getDb();
    const mug = await insertProduct(db, { name: "İade Kupa", stock: 5 });
    const order = await placeOrder(db, { fields: checkoutFields, items: [{ productId: mug.id, quantity: 2 }], paymentMethod: "simulated" });
    expect(await stockOf(db, mug.id)).toBe(3);
    expect(await releaseOrderStock(db, order.id)).toBe(true);
    expect(await stockOf(db, mug.id)).toBe(5);
    expect(await releaseOrderStock(db, order.id)).toBe(false);
    expect(await stockOf(db, mug.id)).toBe(5);
  });
});
