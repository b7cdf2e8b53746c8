// The dashboard's count of gifts thanked this month (docs/product.md#thank-you-notes): threads begun in the Istanbul
// month holding `now`, not those of the month before (the boundary at Istanbul midnight). On both databases.
import { expect, it } from "vitest";
import { thankYouThreads } from "~/db/schema";
import { getDashboardStats } from "~/modules/orders/dashboard.server";
import { insertProduct } from "../../../tests/support/catalog-fixtures";
import { describeEachDatabase } from "../../../tests/support/databases";
import { checkoutFields } from "../../../tests/support/order-fixtures";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { istanbulMonthBounds, thanksThisMonth } from "./thanks-figures.server";

it("bounds the Istanbul month, December to January included", () => {
  expect(istanbulMonthBounds(new Date("2026-11-30T21:30:00Z"))).toEqual({
    start: new Date("2026-11-30T21:00:00Z"),
    end: new Date("2026-12-31T21:00:00Z"),
  });
  expect(istanbulMonthBounds(new Date("2026-11-30T20:59:59Z"))).toEqual({
    start: new Date("2026-10-31T21:00:00Z"),
    end: new Date("2026-11-30T21:00:00Z"),
  });
});

describeEachDatabase("the dashboard's thank-you count", (getDb) => {
  it("counts the threads begun this Istanbul month only", async () => {
    const db = getDb();
    const mug = await insertProduct(db, { name: "Kupa", stock: 50 });
    const order = () =>
      placeOrder(db, { fields: checkoutFields, items: [{ productId: mug.id, quantity: 1 }], paymentMethod: "simulated", thanksAllowed: true });
    const now = new Date("2026-11-28T12:00:00Z");
    const moments = [
      "2026-10-31T20:59:00Z", // 31 October 23:59 in Istanbul: last month
      "2026-10-15T09:00:00Z", // last month
      "2026-10-31T21:00:00Z", // 1 November 00:00 in Istanbul: this month
      "2026-11-20T10:00:00Z",
      "2026-11-28T11:00:00Z",
    ];
    expect(await thanksThisMonth(db, now)).toBe(0);
    for (const at of moments) {
      const placed = await order();
      await db.insert(thankYouThreads).values({ orderId: placed.id, createdAt: new Date(at) });
    }
    expect(await thanksThisMonth(db, now)).toBe(3);
    expect(await thanksThisMonth(db, new Date("2026-10-20T12:00:00Z"))).toBe(2);
    expect((await getDashboardStats(db, now)).thanksThisMonth).toBe(3);
  });
});
