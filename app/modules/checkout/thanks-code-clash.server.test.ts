// Two orders drawing the same thank-you code (90 random bits: practically never) must not fail the checkout: the
// second order draws again. The draw is forced here. On PGlite and on PostgreSQL when TEST_DATABASE_URL is set.
import { expect, it, vi } from "vitest";
import { insertProduct } from "../../../tests/support/catalog-fixtures";
import { describeEachDatabase } from "../../../tests/support/databases";
import { checkoutFields, orderRow } from "../../../tests/support/order-fixtures";
import { placeOrder } from "./place-order.server";

const draws = vi.hoisted(() => [] as string[]);
vi.mock("~/modules/thanks/thanks-codes.server", async (original) => ({
  ...(await original<typeof import("~/modules/thanks/thanks-codes.server")>()),
  newThanksCode: () => draws.shift() ?? "zzzzzzzzzzzzzzzzzz",
}));

describeEachDatabase("a clash of thank-you codes", (getDb) => {
  it("places the order with a new draw", async () => {
    const db = getDb();
    const mug = await insertProduct(db, { name: "Kupa", stock: 50 });
    const place = () =>
      placeOrder(db, { fields: checkoutFields, items: [{ productId: mug.id, quantity: 1 }], paymentMethod: "simulated", thanksAllowed: true });
    draws.push("aaaaaaaaaaaaaaaaaa", "aaaaaaaaaaaaaaaaaa", "bbbbbbbbbbbbbbbbbb");
    const first = await place();
    const second = await place();
    expect((await orderRow(db, first.id)).thanksCode).toBe("aaaaaaaaaaaaaaaaaa");
    expect((await orderRow(db, second.id)).thanksCode).toBe("bbbbbbbbbbbbbbbbbb");
    expect(draws).toEqual([]);
  });
});
