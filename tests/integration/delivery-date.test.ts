// The delivery day the sender chooses at checkout (docs/product.md#delivery-date): checked against the
// calendar, stored on the order, and shown wherever the order is.
import { beforeEach, expect, it } from "vitest";
import { orders } from "~/db/schema";
import { choosableDeliveryDates } from "~/lib/delivery-calendar";
import { deliveryDateText } from "~/lib/i18n/delivery";
import { checkDeliveryDate, readDeliveryDate } from "~/modules/checkout/delivery-date-field.server";
import { newOrderNoticeMail, orderConfirmationMail } from "~/modules/mail/templates.server";
import { getAdminOrder, listAdminOrders } from "~/modules/orders/admin-orders.server";
import { getOrderForConfirmation } from "~/modules/orders/order-view.server";
import { getPackingSlips } from "~/modules/orders/packing-slips.server";
import { loadOrderForMail } from "~/modules/orders/order-mail.server";
import { OrderRefusedError, placeOrder } from "~/modules/checkout/place-order.server";
import { insertProduct } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import { checkoutFields, checkoutForm, orderRow, stockOf } from "../support/order-fixtures";
import { DEMO_SHOP_SETTINGS as rules } from "~/lib/shop-settings";

/** Thursday 26 November 2026, 17:00 in Istanbul: after the cutoff, so the earliest delivery is Monday 30th. */
const NOW = new Date("2026-11-26T14:00:00Z");

describeEachDatabase("the chosen delivery date", (getDb) => {
  let mug: { id: string };

  beforeEach(async () => {
    mug = await insertProduct(getDb(), { name: "Tarihli Kupa", priceKurus: 14999, stock: 5 });
  });

  it("is stored on the order and shown on the order page, the admin list and detail, the packing slip and both e-mails", async () => {
    const form = checkoutForm([{ productId: mug.id, quantity: 1 }], { deliveryDate: "2026-12-04" });
    const parsed = checkDeliveryDate(rules, readDeliveryDate(form), NOW);
    expect(parsed).toEqual({ ok: true, date: "2026-12-04" });
    if (!parsed.ok) return;
    const order = await placeOrder(
      getDb(),
      { fields: checkoutFields, items: [{ productId: mug.id, quantity: 1 }], paymentMethod: "simulated", requestedDeliveryDate: parsed.date },
      NOW,
    );

    expect((await orderRow(getDb(), order.id)).requestedDeliveryDate).toBe("2026-12-04");
    expect((await getOrderForConfirmation(getDb(), order.id))?.requestedDeliveryDate).toBe("2026-12-04");
    expect((await getAdminOrder(getDb(), order.id))?.requestedDeliveryDate).toBe("2026-12-04");
    expect((await listAdminOrders(getDb())).rows.find((r) => r.id === order.id)?.requestedDeliveryDate).toBe("2026-12-04");
    expect((await getPackingSlips(getDb(), [order.id]))[0].requestedDeliveryDate).toBe("2026-12-04");
    const forMail = await loadOrderForMail(getDb(), order.id);
    if (!forMail) throw new Error("order not found");
    expect(orderConfirmationMail(forMail, "http://shop.test").text).toContain("İstenen Teslimat Günü: 4 Aralık 2026 Cuma");
    expect(newOrderNoticeMail(forMail, "http://shop.test").text).toContain("İstenen Teslimat Günü: 4 Aralık 2026 Cuma");
  });

  it("left empty means as soon as possible (null)", async () => {
    const parsed = checkDeliveryDate(rules, readDeliveryDate(checkoutForm([])), NOW);
    expect(parsed).toEqual({ ok: true, date: null });
    const order = await placeOrder(getDb(), { fields: checkoutFields, items: [{ productId: mug.id, quantity: 1 }], paymentMethod: "simulated" }, NOW);
    expect((await orderRow(getDb(), order.id)).requestedDeliveryDate).toBeNull();
  });

  it("a day outside the window or not a business day is refused with a Turkish message and changes nothing", async () => {
    // The checkout words the refusal (app/routes/shop/checkout.tsx) with the product description's sentence.
    expect(deliveryDateText.dateNotAllowed).toBe("Bu teslimat günü seçilemez. Lütfen listeden bir iş günü seçin.");
    // Too early, a Saturday, 1 January, past the 30 days, not a date.
    expect(choosableDeliveryDates(rules, NOW).at(-1)).toBe("2026-12-25");
    const ordersBefore = (await getDb().select().from(orders)).length;
    for (const day of ["2026-11-27", "2026-12-05", "2027-01-01", "2026-12-28", "2026-02-30", "yarın", "2026-12-04T00:00"]) {
      const parsed = checkDeliveryDate(rules, readDeliveryDate(checkoutForm([], { deliveryDate: day })), NOW);
      expect(parsed).toEqual({ ok: false, reason: "deliveryDate" });
      const refused = await placeOrder(
        getDb(),
        { fields: checkoutFields, items: [{ productId: mug.id, quantity: 1 }], paymentMethod: "simulated", requestedDeliveryDate: day },
        NOW,
      ).catch((e) => e);
      expect(refused).toBeInstanceOf(OrderRefusedError);
      expect(refused.reason).toBe("deliveryDate");
    }
    expect(await stockOf(getDb(), mug.id)).toBe(5);
    expect(await getDb().select().from(orders)).toHaveLength(ordersBefore);
  });
});
