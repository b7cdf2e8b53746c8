// The sender's choice of thank-you notes at checkout (docs/product.md#thank-you-notes): a ticked box posts `on` and the
// order gets a random code; without it the order has none. The code is not derived from the order's id or number, a
// resubmitted form finds its order and its one code, and the packing slip's card then carries the QR, short address
// and code. On PGlite and on PostgreSQL when TEST_DATABASE_URL is set.
import { expect, it } from "vitest";
import { formatThanksCode, normaliseThanksCode, THANKS_CODE_LENGTH, thanksShortAddress } from "~/lib/thanks";
import { thanksCardText } from "~/lib/i18n/thanks-card";
import { orderConfirmationMail } from "~/modules/mail/templates.server";
import { getAdminOrder } from "~/modules/orders/admin-orders.server";
import { loadOrdersForMail } from "~/modules/orders/order-mail.server";
import { getOrderForConfirmation } from "~/modules/orders/order-view.server";
import { getPackingSlips } from "~/modules/orders/packing-slips.server";
import { insertProduct } from "../../../tests/support/catalog-fixtures";
import { describeEachDatabase } from "../../../tests/support/databases";
import { checkoutFields, checkoutForm, orderRow } from "../../../tests/support/order-fixtures";
import { parseCheckoutForm } from "./checkout-form.server";
import { placeOrder } from "./place-order.server";

const PUBLIC_URL = "https://hediye.example.com";

describeEachDatabase("the thank-you code of a placed order", (getDb) => {
  it("is a fresh random code when the sender allows notes and null when not", async () => {
    const db = getDb();
    const mug = await insertProduct(db, { name: "Kupa", stock: 50 });
    const items = [{ productId: mug.id, quantity: 1 }];

    const allowed = parseCheckoutForm(checkoutForm(items, { thanksAllowed: "on" }));
    const notAllowed = parseCheckoutForm(checkoutForm(items));
    expect(allowed).toMatchObject({ ok: true, thanksAllowed: true });
    expect(notAllowed).toMatchObject({ ok: true, thanksAllowed: false });
    expect(parseCheckoutForm(checkoutForm(items, { thanksAllowed: "yes" }))).toMatchObject({ ok: true, thanksAllowed: false });

    const withCode = await placeOrder(db, {
      fields: checkoutFields,
      items,
      paymentMethod: "simulated",
      thanksAllowed: true,
      submissionKey: "thanks-key-000000001",
    });
    const without = await placeOrder(db, { fields: checkoutFields, items, paymentMethod: "simulated", thanksAllowed: false });
    const absent = await placeOrder(db, { fields: checkoutFields, items, paymentMethod: "simulated" });
    const code = (await orderRow(db, withCode.id)).thanksCode as string;
    expect(code).toHaveLength(THANKS_CODE_LENGTH);
    expect(normaliseThanksCode(code)).toBe(code);
    expect((await orderRow(db, without.id)).thanksCode).toBeNull();
    expect((await orderRow(db, absent.id)).thanksCode).toBeNull();

    // The admin's detail and the sender's order page say whether notes are allowed; neither carries the code.
    expect((await getAdminOrder(db, withCode.id))?.thanksAllowed).toBe(true);
    expect((await getAdminOrder(db, without.id))?.thanksAllowed).toBe(false);
    const confirmation = await getOrderForConfirmation(db, withCode.id);
    expect(confirmation?.thanksAllowed).toBe(true);
    expect(JSON.stringify(confirmation)).not.toContain(code);
    expect(JSON.stringify(await getAdminOrder(db, withCode.id))).not.toContain(code);
    expect((await getOrderForConfirmation(db, without.id))?.thanksAllowed).toBe(false);

    // The confirmation mail says it too, never with the code.
    const [mailWith, mailWithout] = (await loadOrdersForMail(db, [withCode.id, without.id])).map((order) => orderConfirmationMail(order, PUBLIC_URL));
    expect(mailWith.text).toContain(thanksCardText.confirmation);
    expect(mailWith.html).toContain(thanksCardText.confirmation);
    expect(`${mailWith.text}${mailWith.html}`).not.toContain(code);
    expect(`${mailWith.text}${mailWith.html}`).not.toContain(formatThanksCode(code));
    expect(mailWithout.text).not.toContain(thanksCardText.confirmation);

    // Not the id or number in any form.
    const plain = (text: string) => text.toLowerCase().replace(/[^0-9a-z]/g, "");
    expect(plain(withCode.id)).not.toContain(code.slice(0, 6));
    expect(plain(withCode.orderNumber)).not.toContain(code.slice(0, 6));
    expect(code).not.toContain(plain(withCode.orderNumber).slice(-6));

    // The same form again finds its order: no second order, no second code.
    const again = await placeOrder(db, {
      fields: checkoutFields,
      items,
      paymentMethod: "simulated",
      thanksAllowed: true,
      submissionKey: "thanks-key-000000001",
    });
    expect(again).toMatchObject({ id: withCode.id, created: false });
    expect((await orderRow(db, withCode.id)).thanksCode).toBe(code);

    // Every order its own code.
    const other = await placeOrder(db, { fields: checkoutFields, items, paymentMethod: "simulated", thanksAllowed: true });
    expect((await orderRow(db, other.id)).thanksCode).not.toBe(code);

    // The packing slip's card: QR, short address and printed code; nothing for the order without a code or without an address.
    const [slip, plainSlip] = await getPackingSlips(db, [withCode.id, without.id], PUBLIC_URL);
    expect(slip.thanksCard).toMatchObject({ shortAddress: thanksShortAddress(PUBLIC_URL), code: formatThanksCode(code) });
    expect(slip.thanksCard?.qrSvg).toMatch(/^<svg[^>]*>/);
    expect(slip.thanksCard?.qrSvg).not.toMatch(/<script|href=/i);
    expect(plainSlip.thanksCard).toBeNull();
    expect((await getPackingSlips(db, [withCode.id]))[0].thanksCard).toBeNull();
  });
});
