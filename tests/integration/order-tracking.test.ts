// Shipping carriers and delivery (docs/product.md#shipping-carriers): the admin ships with a carrier, the
// shopper's page and the shipment mail link to the carrier's tracking page, and "Teslim Edildi" keeps its date.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, orders } from "~/db/schema";
import { getAdminOrder, parseOrderAction, setOrderStatus, shipOrder } from "~/modules/orders/admin-orders.server";
import { getOrderForConfirmation } from "~/modules/orders/order-view.server";
import { action as ordersAction } from "~/routes/admin/orders";
import { adminCookie, paidOrder, routeContext } from "../support/admin-fixtures";
import { type DatabaseKind, describeEachDatabase } from "../support/databases";

const mail = { publicUrl: "http://shop.test" };

describeEachDatabase("shipping carriers and delivery", (getDb, kind: DatabaseKind) => {
  it(`the ship form saves the carrier with the tracking number; the order page and the mail link to its tracking page [${kind}]`, async () => {
    const db = getDb();
    const o = await paidOrder(db);
    const body = new FormData();
    for (const [k, v] of Object.entries({ intent: "ship", orderId: o.id, trackingNumber: "ARAS 123", carrier: "aras" })) body.set(k, v);
    const request = new Request("http://shop.test/admin/orders", {
      method: "POST",
      headers: { Origin: "http://shop.test", Cookie: await adminCookie(db) },
      body,
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- route args are built by hand here
    const answer: any = await ordersAction({ request, context: routeContext(db), params: {} } as any);
    expect(answer.data).toEqual({ ok: true, error: null });

    const [row] = await db.select().from(orders).where(eq(orders.id, o.id));
    expect([row.status, row.trackingNumber, row.carrier, row.deliveredAt]).toEqual(["shipped", "ARAS 123", "aras", null]);
    const view = await getOrderForConfirmation(db, o.id);
    expect([view?.carrier, view?.trackingNumber]).toEqual(["aras", "ARAS 123"]);
    expect((await getAdminOrder(db, o.id))?.carrier).toBe("aras");
    const [shipped] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `order-shipped:${o.id}:ARAS 123`));
    expect(shipped.text).toContain("https://kargotakip.araskargo.com.tr/mainpage.aspx?code=ARAS%20123");
    expect(shipped.text).toContain("Aras Kargo");
  });

  it(`refuses an unknown carrier; shipping without one (an older client) records none [${kind}]`, async () => {
    const db = getDb();
    const id = "00000000-0000-4000-8000-000000000001";
    const form = (fields: Record<string, string>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.set(k, v);
      return f;
    };
    // Not a carrier id at all: refused as a form; an id the settings do not have (enabled): refused by the ship action.
    expect(parseOrderAction(form({ intent: "ship", orderId: id, trackingNumber: "A1", carrier: "DHL Express!" }))).toBeNull();
    expect(parseOrderAction(form({ intent: "ship", orderId: id, trackingNumber: "A1", carrier: "other" }))).toEqual({
      intent: "ship",
      orderId: id,
      trackingNumber: "A1",
      carrier: "other",
    });
    const o = await paidOrder(db);
    expect(await shipOrder(db, o.id, "D1", mail, { carrier: "dhl" })).toEqual({ ok: false, reason: "carrier-unavailable" });
    expect((await shipOrder(db, o.id, "N1", mail)).ok).toBe(true);
    const [row] = await db.select({ carrier: orders.carrier }).from(orders).where(eq(orders.id, o.id));
    expect(row.carrier).toBeNull();
  });

  it(`Teslim Edildi keeps the date it was first set, and a delivered order does not go back [${kind}]`, async () => {
    const db = getDb();
    const o = await paidOrder(db);
    await shipOrder(db, o.id, "PTT1", mail, { carrier: "ptt" });
    const when = new Date("2026-11-22T09:15:00Z");
    expect(await setOrderStatus(db, o.id, "delivered", mail, { now: when })).toEqual({ ok: true, changed: true });
    await setOrderStatus(db, o.id, "delivered", mail, { now: new Date("2026-11-23T09:15:00Z") });
    expect((await getOrderForConfirmation(db, o.id))?.deliveredAt).toEqual(when);
    expect((await getAdminOrder(db, o.id))?.deliveredAt).toEqual(when);
    expect(await setOrderStatus(db, o.id, "processing", mail)).toMatchObject({ ok: false });
    expect((await getOrderForConfirmation(db, o.id))?.deliveredAt).toEqual(when);
  });
});

describe("the carrier list is the shop settings' list", () => {
  it("offers every carrier id to the ship form", () => {
    const f = new FormData();
    for (const [k, v] of Object.entries({ intent: "ship", orderId: "00000000-0000-4000-8000-000000000001", trackingNumber: "A1", carrier: "hepsijet" }))
      f.set(k, v);
    expect(parseOrderAction(f)).toMatchObject({ carrier: "hepsijet" });
  });
});
