// Packing slips (docs/product.md#packing-slips): the recipient's address, the items and the message card,
// never the sender's e-mail; admin only and never cached.
import { describe, expect, it } from "vitest";
import { getPackingSlips } from "~/modules/orders/packing-slips.server";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { loader as slipsLoader } from "~/routes/admin/packing-slips";
import { adminCookie, routeContext } from "../support/admin-fixtures";
import { defaultSku } from "~/lib/variants";
import { insertProduct } from "../support/catalog-fixtures";
import { type DatabaseKind, describeEachDatabase } from "../support/databases";
import { checkoutFields } from "../support/order-fixtures";

const SENDER = "gizli.gonderen@example.com";

describeEachDatabase("packing slips", (getDb, kind: DatabaseKind) => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- route args are built by hand here
  const load = (url: string, cookie?: string): Promise<any> =>
    slipsLoader({ request: new Request(url, { headers: cookie ? { Cookie: cookie } : {} }), context: routeContext(getDb()), params: {} } as Parameters<
      typeof slipsLoader
    >[0]);

  async function twoOrders() {
    const db = getDb();
    const mug = await insertProduct(db, { name: "Işıklı Kupa", stock: 20 });
    const pad = await insertProduct(db, { name: "Mouse Pad", stock: 20 });
    const first = await placeOrder(db, {
      fields: { ...checkoutFields, senderEmail: SENDER, recipientName: "Zeynep Kaya", anonymousMessage: "Seni seviyorum!\nGizli hayranın" },
      items: [
        { productId: mug.id, quantity: 2 },
        { productId: pad.id, quantity: 1 },
      ],
      paymentMethod: "simulated",
    });
    const second = await placeOrder(db, {
      fields: { ...checkoutFields, senderEmail: SENDER, recipientCity: "Muğla" },
      items: [{ productId: pad.id, quantity: 3 }],
      paymentMethod: "simulated",
    });
    return { first, second, pad };
  }

  it(`holds the address, the items with quantities and the message, never the sender's e-mail [${kind}]`, async () => {
    const { first, second, pad } = await twoOrders();
    const answer = await load(`http://shop.test/admin/packing-slips?ids=${second.id},${first.id}&ids=not-an-id`, await adminCookie(getDb()));
    expect(answer.init.headers).toMatchObject({ "Cache-Control": "private, no-store" });
    const slips = answer.data.slips;
    expect(slips.map((s: { id: string }) => s.id)).toEqual([second.id, first.id]);
    const slip = slips[1];
    expect(slip).toMatchObject({
      orderNumber: first.orderNumber,
      recipientName: "Zeynep Kaya",
      recipientAddress: checkoutFields.recipientAddress,
      recipientCity: checkoutFields.recipientCity,
      recipientPostalCode: checkoutFields.recipientPostalCode,
      anonymousMessage: "Seni seviyorum!\nGizli hayranın",
      items: [
        { productName: "Işıklı Kupa", quantity: 2 },
        { productName: "Mouse Pad", quantity: 1 },
      ],
    });
    // A product without options: no option values; the line keeps its one variant's SKU (its default, from the slug).
    expect(slips[0].items).toEqual([{ productName: "Mouse Pad", optionValues: [], sku: defaultSku(pad.slug), quantity: 3 }]);
    expect(JSON.stringify(answer.data)).not.toContain(SENDER);
    expect(JSON.stringify(answer.data)).not.toMatch(/senderEmail|gizli\.gonderen/i);
  });

  it(`leaves unknown ids out and answers an empty list without ids [${kind}]`, async () => {
    const cookie = await adminCookie(getDb());
    expect((await load("http://shop.test/admin/packing-slips", cookie)).data.slips).toEqual([]);
    expect(await getPackingSlips(getDb(), ["00000000-0000-4000-8000-000000000009"])).toEqual([]);
  });

  it(`refuses without an admin session: a redirect to /admin, no slip [${kind}]`, async () => {
    const { first } = await twoOrders();
    for (const cookie of [undefined, `admin_session=${"a".repeat(43)}`]) {
      const result = await load(`http://shop.test/admin/packing-slips?ids=${first.id}`, cookie).catch((e) => e);
      expect(result).toBeInstanceOf(Response);
      expect([result.status, result.headers.get("Location")]).toEqual([302, "/admin"]);
    }
  });
});

describe("packing slip ids", () => {
  it("are only read from the ids parameter", async () => {
    const { packingSlipIds } = await import("~/modules/orders/packing-slips.server");
    expect(packingSlipIds(new URLSearchParams("id=00000000-0000-4000-8000-000000000009"))).toEqual([]);
  });
});
