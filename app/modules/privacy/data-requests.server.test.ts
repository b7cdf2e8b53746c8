// KVKK data requests and retention (docs/product.md#kvkk), on PGlite and on PostgreSQL when TEST_DATABASE_URL is set.
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { mailOutbox, orderDiscounts, orderEvents, orderItems, orders, paymentEvents, unpaidOrderAddresses } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { createLogger } from "~/modules/platform/logger.server";
import { DEMO_SHOP_SETTINGS } from "~/lib/shop-settings";
import { privacyText } from "~/lib/i18n/privacy";
import { ordersCsv } from "~/modules/orders/admin-orders-csv.server";
import { getDashboardStats } from "~/modules/orders/dashboard.server";
import { getPackingSlips } from "~/modules/orders/packing-slips.server";
import { startOrderJobs } from "~/modules/jobs/order-jobs.server";
import { addOrderNote } from "~/modules/orders/lifecycle.server";
import { completePayment } from "~/modules/orders/payment-state.server";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { readOrderDocuments } from "~/modules/documents/order-documents.server";
import { canonicalDocumentText } from "~/lib/order-contract";
import { action as exportAction } from "~/routes/admin/data-requests-export";
import { action as pageAction } from "~/routes/admin/data-requests";
import { adminCookie, paidOrder, routeContext } from "../../../tests/support/admin-fixtures";
import { insertProduct } from "../../../tests/support/catalog-fixtures";
import { describeEachDatabase } from "../../../tests/support/databases";
import { giveOrderDiscounts } from "../../../tests/support/discount-fixtures";
import { checkoutFields } from "../../../tests/support/order-fixtures";
import {
  anonymisedPaymentPayload,
  anonymiseExpiredOrders,
  anonymiseOrdersOfEmail,
  dataRequestCsv,
  dataRequestEmail,
  dataRequestJson,
  findOrdersById,
  findOrdersOfEmail,
  retentionCutoff,
} from "./data-requests.server";

const mail = { publicUrl: "http://shop.test", shopNotifyEmail: "shop@example.com" };
const YEAR = 365 * 24 * 60 * 60 * 1000;

async function order(db: Database, productId: string, fields: Partial<typeof checkoutFields>, now = new Date()) {
  return placeOrder(db, { fields: { ...checkoutFields, ...fields }, items: [{ productId, quantity: 2 }], paymentMethod: "simulated" }, now);
}

async function orderRows(db: Database, ids: string[]) {
  return db.select().from(orders).where(inArray(orders.id, ids));
}

describe("data request input and payloads", () => {
  it("takes a trimmed e-mail address and refuses anything else", () => {
    expect(dataRequestEmail("  Irem@Example.com ")).toBe("Irem@Example.com");
    expect(dataRequestEmail("irem")).toBeNull();
    expect(dataRequestEmail("a b@c.d")).toBeNull();
    expect(dataRequestEmail(null)).toBeNull();
  });

  it("keeps only a payment record's non-personal fields", () => {
    const payload = JSON.stringify({
      merchant_oid: "X1",
      status: "success",
      total_amount: "1000",
      email: "a@b.c",
      user_name: "Ayşe",
      user_address: "Moda",
      user_phone: "0555",
    });
    expect(JSON.parse(anonymisedPaymentPayload(payload))).toEqual({ merchant_oid: "X1", status: "success", total_amount: "1000" });
    expect(anonymisedPaymentPayload('{"email":"a@b.c", "user_na')).toBe("{}");
  });

  it("counts retention in calendar years", () => {
    expect(retentionCutoff(new Date("2026-11-24T10:00:00Z"), 3).toISOString()).toBe("2023-11-24T10:00:00.000Z");
  });
});

describeEachDatabase("KVKK data requests", (getDb) => {
  let product: { id: string };
  const placed: Record<"paid" | "unpaid" | "other", { id: string; orderNumber: string }> = {} as never;

  beforeAll(async () => {
    const db = getDb();
    product = await insertProduct(db, { name: "Özel Işıklı Kupa", priceKurus: 14999, shippingCostKurus: 2999, stock: 100 });
    const base = Date.now() - 60 * 60_000;
    placed.paid = await order(
      db,
      product.id,
      { senderEmail: "İrem.Kaya@Example.com", recipientName: "Ayşe Yılmaz", anonymousMessage: '=HYPERLINK("http://x")' },
      new Date(base),
    );
    placed.unpaid = await order(
      db,
      product.id,
      { senderEmail: "irem.kaya@example.com", recipientName: "Zeynep Demir", recipientPhone: "05321112233" },
      new Date(base + 1000),
    );
    placed.other = await order(db, product.id, { senderEmail: "baska@example.com", recipientName: "Mehmet Öz" }, new Date(base + 2000));
    await completePayment(db, { orderId: placed.paid.id }, mail);
    await completePayment(db, { orderId: placed.other.id }, mail);
    await db.update(orders).set({ paymentReference: "KVKKPAID1" }).where(eq(orders.id, placed.paid.id));
    await db.insert(paymentEvents).values({
      provider: "paytr",
      reference: "KVKKPAID1",
      status: "success",
      verified: true,
      outcome: "applied",
      payload: JSON.stringify({
        merchant_oid: "KVKKPAID1",
        status: "success",
        total_amount: "32996",
        email: "irem.kaya@example.com",
        user_name: "Ayşe Yılmaz",
      }),
    });
    await addOrderNote(db, placed.paid.id, "İrem Hanım aradı, 0532 111 22 33", "admin@example.com");
    await db.insert(unpaidOrderAddresses).values({ orderId: placed.unpaid.id, address: "203.0.113.7" }).onConflictDoNothing();
  });

  it("finds every order of an address, trimmed, whatever the case and the Turkish İ/I, paid or not", async () => {
    const found = await findOrdersOfEmail(getDb(), "  IREM.KAYA@example.COM ");
    expect(found.map((o) => o.orderNumber)).toEqual([placed.unpaid.orderNumber, placed.paid.orderNumber]);
    expect(found.map((o) => o.paymentStatus)).toEqual(["pending", "completed"]);
    expect(await findOrdersOfEmail(getDb(), "irem.kaya@example.co")).toEqual([]);
  });

  it("exports them as JSON and as a CSV for Excel", async () => {
    const found = await findOrdersOfEmail(getDb(), "irem.kaya@example.com");
    const json = JSON.parse(dataRequestJson("irem.kaya@example.com", found, DEMO_SHOP_SETTINGS.companyName, new Date("2026-11-24T10:00:00Z")));
    expect(json.request).toMatchObject({ email: "irem.kaya@example.com", exportedAt: "2026-11-24T10:00:00.000Z" });
    expect(json.orders).toHaveLength(2);
    expect(json.orders[1]).toMatchObject({
      orderNumber: placed.paid.orderNumber,
      senderEmail: "İrem.Kaya@Example.com",
      recipient: { name: "Ayşe Yılmaz", address: checkoutFields.recipientAddress, phone: checkoutFields.recipientPhone },
      items: [{ productName: "Özel Işıklı Kupa", quantity: 2, unitPriceKurus: 14999 }],
      totalKurus: 2 * 14999 + 2999,
      anonymisedAt: null,
    });

    const csv = dataRequestCsv(found);
    expect(csv.startsWith("\uFEFFSipariş No;Tarih;")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`${placed.unpaid.orderNumber};`);
    expect(lines[1]).toContain(";Zeynep Demir;");
    // A message a spreadsheet would run as a formula is written as text.
    expect(lines[2]).toContain(`;"'=HYPERLINK(""http://x"")";`);
    expect(lines[2]).toContain(";İrem.Kaya@Example.com;");
  });

  it("anonymises that person's orders and their mails, payment records, notes and addresses; the other order and the figures stay", async () => {
    const db = getDb();
    const before = await getDashboardStats(db);
    const [otherBefore] = await orderRows(db, [placed.other.id]);
    const itemsBefore = await db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, [placed.paid.id, placed.unpaid.id]));
    const now = new Date();

    const result = await anonymiseOrdersOfEmail(db, "irem.kaya@EXAMPLE.com", now);
    expect(result.orderNumbers).toEqual([placed.paid.orderNumber, placed.unpaid.orderNumber]);
    expect(result).toMatchObject({ paymentEvents: 1, notes: 1 });
    expect(result.mails).toBeGreaterThanOrEqual(2);

    for (const row of await orderRows(db, [placed.paid.id, placed.unpaid.id])) {
      expect(row).toMatchObject({
        recipientName: "",
        recipientAddress: "",
        recipientCity: "",
        recipientPostalCode: "",
        recipientPhone: "",
        senderEmail: "",
        anonymousMessage: "",
        paymentUrl: null,
      });
      expect(row.anonymisedAt?.getTime()).toBe(now.getTime());
      expect(row.totalKurus).toBe(2 * 14999 + 2999);
    }
    const [paid] = await orderRows(db, [placed.paid.id]);
    expect(paid).toMatchObject({ status: "pending", paymentStatus: "completed", orderNumber: placed.paid.orderNumber });
    expect(
      await db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, [placed.paid.id, placed.unpaid.id])),
    ).toEqual(itemsBefore);

    const mails = await db.select().from(mailOutbox);
    const theirs = mails.filter((m) => m.dedupeKey.includes(placed.paid.id) || m.dedupeKey.includes(placed.unpaid.id));
    for (const m of theirs) expect(m).toMatchObject({ toAddress: "", subject: "", html: "", text: "" });
    expect(JSON.stringify(mails)).not.toMatch(/irem|Ayşe Yılmaz|Zeynep/i);
    const [event] = await db.select().from(paymentEvents).where(eq(paymentEvents.reference, "KVKKPAID1"));
    expect(JSON.parse(event.payload)).toEqual({ merchant_oid: "KVKKPAID1", status: "success", total_amount: "32996" });
    const notes = await db.select().from(orderEvents).where(eq(orderEvents.orderId, placed.paid.id));
    expect(notes.filter((n) => n.kind === "note").map((n) => n.note)).toEqual([null]);
    expect(await db.select().from(unpaidOrderAddresses).where(eq(unpaidOrderAddresses.orderId, placed.unpaid.id))).toEqual([]);

    const [otherAfter] = await orderRows(db, [placed.other.id]);
    expect(otherAfter).toEqual(otherBefore);
    expect(mails.find((m) => m.dedupeKey === `order-confirmation:${placed.other.id}`)?.toAddress).toBe("baska@example.com");

    // The admin's order CSV and the packing slip say so instead of the recipient.
    const [paidRow] = await findOrdersById(db, [placed.paid.id]);
    expect(ordersCsv([paidRow]).split("\r\n")[1].split(";")[2]).toBe(privacyText.anonymised);
    const [slip] = await getPackingSlips(db, [placed.paid.id]);
    expect(slip).toMatchObject({ recipientName: "", anonymousMessage: "", anonymisedAt: now });

    const { recentOrders: recentBefore, ...figuresBefore } = before;
    const { recentOrders: recentAfter, ...figuresAfter } = await getDashboardStats(db);
    expect(figuresAfter).toEqual(figuresBefore);
    expect(recentAfter.map((o) => [o.orderNumber, o.totalKurus])).toEqual(recentBefore.map((o) => [o.orderNumber, o.totalKurus]));
  });

  it("is harmless the second time: nothing is found, nothing changes", async () => {
    const db = getDb();
    expect(await findOrdersOfEmail(db, "irem.kaya@example.com")).toEqual([]);
    const again = await anonymiseOrdersOfEmail(db, "irem.kaya@example.com");
    expect(again).toEqual({ orderNumbers: [], orderIds: [], mails: 0, paymentEvents: 0, notes: 0, reviews: 0, thankYouNotes: 0 });
  });

  it("anonymises orders older than the retention period in bounded batches, oldest first, skipping anonymised ones", async () => {
    const db = getDb();
    const now = new Date();
    const old = [];
    for (const [i, years] of [4.5, 4, 3.2].entries()) {
      const placedOld = await order(db, product.id, { senderEmail: `eski${i}@example.com` });
      await db
        .update(orders)
        .set({ createdAt: new Date(now.getTime() - years * YEAR) })
        .where(eq(orders.id, placedOld.id));
      old.push(placedOld);
    }
    const recent = await order(db, product.id, { senderEmail: "yeni@example.com" });
    await db
      .update(orders)
      .set({ createdAt: new Date(now.getTime() - 2.9 * YEAR) })
      .where(eq(orders.id, recent.id));
    // An old order anonymised on request is not taken again.
    await db
      .update(orders)
      .set({ createdAt: new Date(now.getTime() - 5 * YEAR) })
      .where(eq(orders.id, placed.paid.id));

    const first = await anonymiseExpiredOrders(db, { now, orderYears: 3, batchSize: 2 });
    expect(first.orderNumbers).toEqual([old[0].orderNumber, old[1].orderNumber]);
    const second = await anonymiseExpiredOrders(db, { now, orderYears: 3, batchSize: 2 });
    expect(second.orderNumbers).toEqual([old[2].orderNumber]);
    expect((await anonymiseExpiredOrders(db, { now, orderYears: 3, batchSize: 2 })).orderNumbers).toEqual([]);

    const [kept] = await orderRows(db, [recent.id]);
    expect(kept).toMatchObject({ senderEmail: "yeni@example.com", anonymisedAt: null });
    for (const row of await orderRows(
      db,
      old.map((o) => o.id),
    ))
      expect(row).toMatchObject({ senderEmail: "", recipientName: "" });
    // The contract texts stay as long as the order: the old ones lose their people's values, the recent one keeps them.
    const contractText = async (id: string) => (await readOrderDocuments(db, id)).map((d) => canonicalDocumentText(d.body)).join("\n");
    for (const [i, o] of old.entries()) {
      const text = await contractText(o.id);
      expect(text).toContain(DEMO_SHOP_SETTINGS.companyName);
      expect(text).not.toContain(`eski${i}@example.com`);
      expect(text).not.toContain(checkoutFields.recipientName);
    }
    expect(await contractText(recent.id)).toContain("yeni@example.com");
  });
  retentionJobTests(getDb);
  routeTests(getDb);

  it("exports a discounted order's discounts; anonymising leaves them, as nothing in them is personal", async () => {
    const db = getDb();
    const own = await order(db, product.id, { senderEmail: "indirim@example.com", recipientName: "Selin Ak" });
    await giveOrderDiscounts(db, own.id, [
      { label: "SEVGILI20", lines: [6000] },
      { label: "KARGO", kind: "automatic", target: "shipping", amountKurus: 2999 },
    ]);
    const found = await findOrdersOfEmail(db, "indirim@example.com");
    const [exported] = JSON.parse(dataRequestJson("indirim@example.com", found, DEMO_SHOP_SETTINGS.companyName)).orders;
    expect(exported).toMatchObject({
      discountKurus: 8999,
      discounts: [
        { label: "SEVGILI20", kind: "code", target: "items", amountKurus: 6000 },
        { label: "KARGO", kind: "automatic", target: "shipping", amountKurus: 2999 },
      ],
      totalKurus: 2 * 14999 + 2999 - 8999,
    });
    expect(dataRequestCsv(found).split("\r\n")[1].split(";").slice(-2)).toEqual(['"89,99"', '"SEVGILI20, KARGO"']);
    // order_discounts holds the code or offer's name, its target, amount and lines: nothing that names a person.
    const columnsBefore = await db.select().from(orderDiscounts).where(eq(orderDiscounts.orderId, own.id));
    expect(Object.keys(columnsBefore[0]).sort()).toEqual([
      "amountKurus",
      "campaignId",
      "codeId",
      "createdAt",
      "id",
      "kind",
      "label",
      "lines",
      "orderId",
      "releasedAt",
      "target",
    ]);
    await anonymiseOrdersOfEmail(db, "indirim@example.com");
    expect(await db.select().from(orderDiscounts).where(eq(orderDiscounts.orderId, own.id))).toEqual(columnsBefore);
  });
});

/** The order jobs anonymise what is past retention (in the suite above, on its database). */
function retentionJobTests(getDb: () => Database) {
  it("anonymises an order dated back past the retention period, and leaves a newer one", async () => {
    const db = getDb();
    const product = await insertProduct(db, { name: "Kupa", stock: 10 });
    const old = await order(db, product.id, { senderEmail: "cok-eski@example.com" });
    const recent = await order(db, product.id, { senderEmail: "yeni@example.com" });
    await db
      .update(orders)
      .set({ createdAt: retentionCutoff(new Date(Date.now() - 60_000), DEMO_SHOP_SETTINGS.dataRetention.orderYears) })
      .where(eq(orders.id, old.id));
    const env = parseEnv({ NODE_ENV: "test", PUBLIC_URL: "http://shop.test", LOG_LEVEL: "silent" });
    const jobs = startOrderJobs({ db, env, logger: createLogger("silent"), onPaid() {}, settleEveryMs: 60_000, expireEveryMs: 20 });
    try {
      while ((await orderRows(db, [old.id]))[0].anonymisedAt === null) await new Promise((r) => setTimeout(r, 20));
    } finally {
      await jobs.stop();
    }
    expect((await orderRows(db, [old.id]))[0].senderEmail).toBe("");
    expect((await orderRows(db, [recent.id]))[0]).toMatchObject({ senderEmail: "yeni@example.com", anonymisedAt: null });
  });
}

/** The page's action and the export route (in the suite above, on its database). */
function routeTests(getDb: () => Database) {
  const post = (url: string, fields: Record<string, string>, headers: Record<string, string>) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    return new Request(url, { method: "POST", headers, body });
  };
  const args = (request: Request) => ({ request, params: {}, context: routeContext(getDb()) }) as never;
  const answerOf = async (promise: Promise<unknown>) => {
    try {
      return await promise;
    } catch (thrown) {
      return thrown;
    }
  };

  it("the export is an attachment, never stored, for a signed-in admin from the shop's own pages only", async () => {
    const db = getDb();
    const cookie = await adminCookie(db);
    const placed = await paidOrder(db, { senderEmail: "rota@example.com" });
    const url = "http://shop.test/admin/data-requests/export";
    const own = { Origin: "http://shop.test", Cookie: cookie };

    const csv = (await exportAction(args(post(url, { email: "ROTA@example.com", format: "csv" }, own)))) as Response;
    expect(csv.headers.get("Content-Disposition")).toMatch(/^attachment; filename="kvkk-veri-talebi-\d{8}\.csv"$/);
    expect(csv.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await csv.text()).toContain(`${placed.orderNumber};`);
    const json = (await exportAction(args(post(url, { email: "rota@example.com", format: "json" }, own)))) as Response;
    expect(json.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(JSON.parse(await json.text()).orders[0].orderNumber).toBe(placed.orderNumber);

    expect(
      (
        (await answerOf(
          exportAction(args(post(url, { email: "rota@example.com", format: "csv" }, { Origin: "https://evil.test", Cookie: cookie }))),
        )) as Response
      ).status,
    ).toBe(403);
    expect(
      ((await answerOf(exportAction(args(post(url, { email: "rota@example.com", format: "csv" }, { Origin: "http://shop.test" }))))) as Response).status,
    ).toBe(401);
    expect(((await exportAction(args(post(url, { email: "rota", format: "csv" }, own)))) as Response).status).toBe(400);
  });

  it("the page's action anonymises only after the confirmation step, and refuses another site", async () => {
    const db = getDb();
    const cookie = await adminCookie(db);
    const placed = await paidOrder(db, { senderEmail: "onay@example.com" });
    const url = "http://shop.test/admin/data-requests";
    const own = { Origin: "http://shop.test", Cookie: cookie };
    const stage = async (fields: Record<string, string>, headers = own) => {
      const answer = (await answerOf(pageAction(args(post(url, fields, headers))))) as { data?: { stage: string }; status?: number };
      return answer.data?.stage ?? answer.status;
    };

    expect(await stage({ intent: "search", email: "ONAY@example.com" })).toBe("found");
    expect(await stage({ intent: "confirm", email: "onay@example.com" })).toBe("confirm");
    expect((await orderRows(db, [placed.id]))[0].anonymisedAt).toBeNull();
    expect(await stage({ intent: "anonymise", email: "onay@example.com" }, { Origin: "https://evil.test", Cookie: cookie })).toBe(403);
    expect((await orderRows(db, [placed.id]))[0].anonymisedAt).toBeNull();
    expect(await stage({ intent: "anonymise", email: "onay@example.com" })).toBe("done");
    expect((await orderRows(db, [placed.id]))[0].senderEmail).toBe("");
    expect(await stage({ intent: "search", email: "onay@example.com" })).toBe("none");
    expect(await stage({ intent: "search", email: "onay" })).toBe("invalid");
  });
}
