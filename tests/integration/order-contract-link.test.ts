// The order page and the admin's order detail link the stored contract texts only when the order has them
// (docs/product.md#order-contract): an order placed before they were kept shows no link to a missing PDF.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { orderDocuments } from "~/db/schema";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { getAdminOrder } from "~/modules/orders/admin-orders.server";
import { getOrderForConfirmation } from "~/modules/orders/order-view.server";
import { insertProduct } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import { checkoutFields } from "../support/order-fixtures";

describeEachDatabase("the contract link of an order", (getDb) => {
  it("is offered for an order with its texts and not for one without", async () => {
    const db = getDb();
    const mug = await insertProduct(db, { name: "Sözleşme Bağlantı Kupa", priceKurus: 10000, stock: 5 });
    const withTexts = await placeOrder(db, { fields: checkoutFields, items: [{ productId: mug.id, quantity: 1 }], paymentMethod: "simulated" });
    const older = await placeOrder(db, { fields: checkoutFields, items: [{ productId: mug.id, quantity: 1 }], paymentMethod: "simulated" });
    // As an order placed before the texts were kept.
    await db.delete(orderDocuments).where(eq(orderDocuments.orderId, older.id));

    expect((await getOrderForConfirmation(db, withTexts.id))?.hasContract).toBe(true);
    expect((await getOrderForConfirmation(db, older.id))?.hasContract).toBe(false);
    expect((await getAdminOrder(db, withTexts.id))?.hasContract).toBe(true);
    expect((await getAdminOrder(db, older.id))?.hasContract).toBe(false);
  });
});
