// The admin back office for orders and the dashboard (docs/product.md#admin-orders, #dashboard):
// list/filter/search, status changes (cancelling returns stock once), shipping with its mail, the CSV,
// dashboard figures, and the routes refusing a request without a session.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, orders, products } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { adminOrdersText } from "~/lib/i18n/admin-orders";
import { createLogger } from "~/modules/platform/logger.server";
import {
  type AdminOrderRow,
  filterFromSearchParams,
  getAdminOrder,
  listAdminOrders,
  listAdminOrdersForExport,
  parseOrderAction,
  setOrderStatus,
  shipOrder,
} from "~/modules/orders/admin-orders.server";
import { csvCell, kurusToCsvAmount, ordersCsv, ordersCsvFilename, paymentCells } from "~/modules/orders/admin-orders-csv.server";
import { istanbulDay } from "~/lib/dates";
import { defaultSku } from "~/lib/variants";
import { vatOfGross } from "~/lib/vat";
import { dayRange, getDashboardStats } from "~/modules/orders/dashboard.server";
import { completePayment, failPayment } from "~/modules/orders/payment-state.server";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { loader as dashboardLoader } from "~/routes/admin/dashboard";
import { loader as csvLoader } from "~/routes/admin/orders-csv";
import { action as ordersAction, loader as ordersLoader } from "~/routes/admin/orders";
import { adminCookie, paidOrder, routeContext } from "../support/admin-fixtures";
import { insertProduct } from "../support/catalog-fixtures";
import { type DatabaseKind, describeEachDatabase } from "../support/databases";
import { checkoutFields } from "../support/order-fixtures";
import type { Database } from "~/db/client.server";

const mail = { publicUrl: "http://shop.test" };

async function order(db: Database, items: { productId: string; quantity: number }[], fields: Partial<typeof checkoutFields> = {}, now = new Date()) {
  return placeOrder(db, { fields: { ...checkoutFields, ...fields }, items, paymentMethod: "simulated" }, now);
}

async function stockOf(db: Database, id: string) {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
  return row.stock;
}

describeEachDatabase("admin orders", (getDb) => {
  let mug: { id: string; slug: string };
  let pad: { id: string; slug: string };
  const placed: Record<string, { id: string; orderNumber: string }> = {};

  beforeAll(async () => {
    const db = getDb();
    mug = await insertProduct(db, { name: "Özel Işıklı Kupa", priceKurus: 14999, shippingCostKurus: 2999, stock: 50 });
    pad = await insertProduct(db, { name: "Mouse Pad", priceKurus: 9950, shippingCostKurus: 4999, stock: 50 });
    const base = Date.now() - 10 * 60_000;
    placed.ayse = await order(db, [{ productId: mug.id, quantity: 2 }], { recipientName: "Ayşe Yılmaz" }, new Date(base));
    placed.ismail = await order(
      db,
      [
        { productId: mug.id, quantity: 1 },
        { productId: pad.id, quantity: 3 },
      ],
      { recipientName: "İSMAİL ÇAKIR", recipientCity: "İzmir" },
      new Date(base + 1000),
    );
    placed.irmak = await order(db, [{ productId: pad.id, quantity: 1 }], { recipientName: "Irmak Şen" }, new Date(base + 2000));
    await getDb().update(orders).set({ status: "processing" }).where(eq(orders.id, placed.irmak.id));
  });

  it("lists newest first with item count and product names, and pages", async () => {
    const all = await listAdminOrders(getDb(), {});
    expect(all.rows.map((r) => r.id)).toEqual([placed.irmak.id, placed.ismail.id, placed.ayse.id]);
    const ismail = all.rows[1];
    expect(ismail.itemCount).toBe(4);
    // Products without options: no option values; each line keeps its one variant's SKU (its default, from the slug).
    expect(ismail.items).toEqual([
      { productName: "Mouse Pad", optionValues: [], sku: defaultSku(pad.slug), unitPriceKurus: 9950, quantity: 3, discountKurus: 0, id: expect.any(String) },
      {
        productName: "Özel Işıklı Kupa",
        optionValues: [],
        sku: defaultSku(mug.slug),
        unitPriceKurus: 14999,
        quantity: 1,
        discountKurus: 0,
        id: expect.any(String),
      },
    ]);
    expect(ismail.recipientCity).toBe("İzmir");
    expect(ismail.createdAt).toBeInstanceOf(Date);
    expect(ismail.totalKurus).toBe(14999 + 3 * 9950 + 4999);

    const page1 = await listAdminOrders(getDb(), {}, { page: 1, pageSize: 2 });
    const page2 = await listAdminOrders(getDb(), {}, { page: 2, pageSize: 2 });
    expect([page1.total, page1.pages, page1.rows.length, page2.rows.length]).toEqual([3, 2, 2, 1]);
    expect(page2.rows[0].id).toBe(placed.ayse.id);
    // A page past the end shows the last one.
    expect((await listAdminOrders(getDb(), {}, { page: 99, pageSize: 2 })).page).toBe(2);
  });

  it("filters by status and searches by order number or recipient name, Turkish-aware", async () => {
    const processing = await listAdminOrders(getDb(), { status: "processing" });
    expect(processing.rows.map((r) => r.id)).toEqual([placed.irmak.id]);
    const pending = await listAdminOrders(getDb(), { status: "pending" });
    expect(pending.total).toBe(2);

    const ids = async (query: string, status?: "pending") => (await listAdminOrders(getDb(), { query, status })).rows.map((r) => r.id);
    expect(await ids("ismail")).toEqual([placed.ismail.id]);
    expect(await ids("çakır")).toEqual([placed.ismail.id]);
    expect(await ids("AYŞE")).toEqual([placed.ayse.id]);
    expect(await ids("ayse yilmaz")).toEqual([placed.ayse.id]);
    expect(await ids("ırmak")).toEqual([placed.irmak.id]);
    expect(await ids("IRMAK")).toEqual([placed.irmak.id]);
    expect(await ids(placed.ismail.orderNumber.toLowerCase())).toEqual([placed.ismail.id]);
    expect(await ids(placed.ayse.orderNumber.slice(-3))).toContain(placed.ayse.id);
    expect(await ids("irmak", "pending")).toEqual([]);
    // LIKE wildcards are plain characters.
    expect(await ids("%")).toEqual([]);
    expect(await ids("_")).toEqual([]);
    expect(await ids("nobody")).toEqual([]);

    expect(filterFromSearchParams(new URLSearchParams("status=shipped&q=%20ayşe%20"))).toEqual({ status: "shipped", query: "ayşe" });
    expect(filterFromSearchParams(new URLSearchParams("status=bogus&q="))).toEqual({ status: undefined, query: undefined });
  });

  it("gets one order with its items, or null", async () => {
    const one = await getAdminOrder(getDb(), placed.ayse.id);
    expect(one?.items).toEqual([
      {
        productName: "Özel Işıklı Kupa",
        optionValues: [],
        sku: defaultSku(mug.slug),
        unitPriceKurus: 14999,
        quantity: 2,
        discountKurus: 0,
        id: expect.any(String),
      },
    ]);
    expect(one?.senderEmail).toBe(checkoutFields.senderEmail);
    expect(one?.anonymousMessage).toBe(checkoutFields.anonymousMessage);
    expect(await getAdminOrder(getDb(), "not-a-uuid")).toBeNull();
    expect(await getAdminOrder(getDb(), "00000000-0000-4000-8000-000000000000")).toBeNull();
  });

  it("gets the provider, the installments and what the buyer paid (docs/product.md#payment-providers)", async () => {
    const db = getDb();
    expect(await getAdminOrder(db, placed.ayse.id)).toMatchObject({ paymentMethod: "simulated", installmentCount: null, paidKurus: null });
    const total = (await getAdminOrder(db, placed.ayse.id))!.totalKurus;
    await db
      .update(orders)
      .set({ installmentCount: 6, paidKurus: total + 1234 })
      .where(eq(orders.id, placed.ayse.id));
    try {
      const one = await getAdminOrder(db, placed.ayse.id);
      expect(one).toMatchObject({ installmentCount: 6, paidKurus: total + 1234, totalKurus: total });
      expect(paymentCells(one!)).toEqual(["Simülasyon", "6", kurusToCsvAmount(total + 1234)]);
    } finally {
      await db.update(orders).set({ installmentCount: null, paidKurus: null }).where(eq(orders.id, placed.ayse.id));
    }
  });

  it("sets only the statuses the lifecycle allows; cancelling returns the stock exactly once and fails a pending payment", async () => {
    const db = getDb();
    const o = await order(db, [
      { productId: mug.id, quantity: 4 },
      { productId: pad.id, quantity: 2 },
    ]);
    const mugBefore = await stockOf(db, mug.id);
    const padBefore = await stockOf(db, pad.id);

    // Unpaid: it does not go forward; shipped is only set with a tracking number; delivered only after shipped.
    expect(await setOrderStatus(db, o.id, "processing", mail)).toEqual({ ok: false, reason: "not-paid" });
    expect(await setOrderStatus(db, o.id, "shipped", mail)).toEqual({ ok: false, reason: "invalid-status" });
    expect(await setOrderStatus(db, o.id, "delivered", mail)).toEqual({ ok: false, reason: "not-allowed" });
    expect(await setOrderStatus(db, o.id, "bogus", mail)).toEqual({ ok: false, reason: "invalid-status" });
    expect(await setOrderStatus(db, "00000000-0000-4000-8000-000000000000", "processing", mail)).toEqual({ ok: false, reason: "not-found" });
    expect(await setOrderStatus(db, o.id, "pending", mail)).toEqual({ ok: true, changed: false });

    expect((await setOrderStatus(db, o.id, "cancelled", mail)).ok).toBe(true);
    expect(await stockOf(db, mug.id)).toBe(mugBefore + 4);
    expect(await stockOf(db, pad.id)).toBe(padBefore + 2);
    const [row] = await db.select().from(orders).where(eq(orders.id, o.id));
    expect([row.status, row.paymentStatus]).toEqual(["cancelled", "failed"]);
    expect(row.stockReleasedAt).toBeInstanceOf(Date);

    // Twice, concurrently too: still returned once.
    await Promise.all([setOrderStatus(db, o.id, "cancelled", mail), setOrderStatus(db, o.id, "cancelled", mail)]);
    expect(await setOrderStatus(db, o.id, "cancelled", mail)).toEqual({ ok: true, changed: false });
    // An unpaid cancelled order is not re-opened, and a failed payment that arrives later changes nothing.
    expect(await setOrderStatus(db, o.id, "processing", mail)).toEqual({ ok: false, reason: "not-paid" });
    expect((await failPayment(db, { orderId: o.id })).outcome).toBe("repeat");
    expect(await stockOf(db, mug.id)).toBe(mugBefore + 4);
    expect(await stockOf(db, pad.id)).toBe(padBefore + 2);
    // A late payment can no longer complete the cancelled order.
    expect((await completePayment(db, { orderId: o.id }, mail)).outcome).toBe("repeat");
  });

  it("cancelling a paid (simulated) order refunds it at once and still returns the stock", async () => {
    const db = getDb();
    const o = await order(db, [{ productId: mug.id, quantity: 1 }]);
    await completePayment(db, { orderId: o.id }, mail);
    const before = await stockOf(db, mug.id);
    await setOrderStatus(db, o.id, "cancelled", mail);
    const [row] = await db.select().from(orders).where(eq(orders.id, o.id));
    expect([row.status, row.paymentStatus, row.refundedKurus]).toEqual(["cancelled", "refunded", row.totalKurus]);
    expect(await stockOf(db, mug.id)).toBe(before + 1);
  });

  it("ships: status and tracking number set, exactly one shipment mail to the sender; empty tracking refused", async () => {
    const db = getDb();
    const o = await order(db, [{ productId: pad.id, quantity: 1 }], { senderEmail: "kargo@example.com" });
    expect(await shipOrder(db, o.id, "YK1", mail)).toEqual({ ok: false, reason: "not-paid" });
    await completePayment(db, { orderId: o.id }, mail);
    expect(await shipOrder(db, o.id, "   ", mail)).toEqual({ ok: false, reason: "tracking-required" });
    expect(await shipOrder(db, o.id, "x".repeat(65), mail)).toEqual({ ok: false, reason: "tracking-too-long" });
    expect(await shipOrder(db, "00000000-0000-4000-8000-000000000000", "YK1", mail)).toEqual({ ok: false, reason: "not-found" });
    const [untouched] = await db.select().from(orders).where(eq(orders.id, o.id));
    expect([untouched.status, untouched.trackingNumber]).toEqual(["pending", null]);

    const shipped = await shipOrder(db, o.id, "  YK123 456\n789TR ", mail);
    expect(shipped).toEqual({ ok: true, changed: true, mailQueued: true });
    const [row] = await db.select().from(orders).where(eq(orders.id, o.id));
    expect([row.status, row.trackingNumber]).toEqual(["shipped", "YK123 456 789TR"]);
    // The same again (a double click) queues no second mail.
    expect(await shipOrder(db, o.id, "YK123 456 789TR", mail)).toEqual({ ok: true, changed: false, mailQueued: false });

    const mails = (await db.select().from(mailOutbox)).filter((m) => m.dedupeKey.startsWith(`order-shipped:${o.id}:`));
    expect(mails).toHaveLength(1);
    expect(mails[0].dedupeKey).toBe(`order-shipped:${o.id}:YK123 456 789TR`);
    expect(mails[0].toAddress).toBe("kargo@example.com");
    expect(mails[0].text).toContain("YK123 456 789TR");
    expect(mails[0].html).toContain("YK123 456 789TR");
    expect(mails[0].subject).toContain(o.orderNumber);
  });

  it("parses the dialog's forms", () => {
    const id = "00000000-0000-4000-8000-000000000000";
    const form = (entries: Record<string, string>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(entries)) f.set(k, v);
      return f;
    };
    expect(parseOrderAction(form({ intent: "status", orderId: id, status: "delivered" }))).toEqual({ intent: "status", orderId: id, status: "delivered" });
    expect(parseOrderAction(form({ intent: "ship", orderId: id, trackingNumber: "A1" }))).toEqual({ intent: "ship", orderId: id, trackingNumber: "A1" });
    expect(parseOrderAction(form({ intent: "status", orderId: id, status: "lost" }))).toBeNull();
    expect(parseOrderAction(form({ intent: "status", orderId: "1; drop table", status: "pending" }))).toBeNull();
    expect(parseOrderAction(form({ intent: "delete", orderId: id }))).toBeNull();
  });

  it("exports the filtered list as CSV for Excel", async () => {
    const rows = await listAdminOrdersForExport(getDb(), { query: "çakır" });
    expect(rows).toHaveLength(1);
    const csv = ordersCsv(rows);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      "Sipariş No;Tarih;Alıcı;Şehir;Ürünler;Adet;Toplam (TL);Ödeme;Durum;Takip No;İade (TL);Net Gelir (TL);Teslimat Günü;SKU;İndirim (TL);İndirim Kodu / Kampanya;KDV (TL);KDV %1 (TL);KDV %10 (TL);KDV %20 (TL);Matrah (TL);Fatura Türü;Fatura Adı / Unvanı;TCKN / VKN;Vergi Dairesi;Fatura Adresi;Ödeme sağlayıcısı;Taksit;Ödenen (TL)",
    );
    const cells = lines[1].split(";");
    const vat = vatOfGross(14999, 20) + vatOfGross(3 * 9950, 20) + vatOfGross(4999, 20);
    expect(cells[0]).toBe(placed.ismail.orderNumber);
    expect(cells[1]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(cells[2]).toBe("İSMAİL ÇAKIR");
    expect(cells[3]).toBe("İzmir");
    expect(cells[4]).toBe('"Mouse Pad × 3, Özel Işıklı Kupa × 1"');
    expect(cells[5]).toBe("4");
    expect(cells[6]).toBe(`"${kurusToCsvAmount(14999 + 3 * 9950 + 4999)}"`);
    // Unpaid: nothing refunded, nothing earned; no delivery day asked for.
    // Products without options: the SKU column lists each line's SKU (its default, from the slug) with its quantity.
    expect(cells.slice(7)).toEqual([
      "Beklemede",
      "Beklemede",
      "",
      '"0,00"',
      '"0,00"',
      "En kısa sürede",
      `"${defaultSku(pad.slug)} × 3, ${defaultSku(mug.slug)} × 1"`,
      // No discount, no code.
      '"0,00"',
      "",
      // KDV at the default 20%, each line and the shipping rounded on its own (docs/product.md#vat); no billing details given.
      `"${kurusToCsvAmount(vat)}"`,
      '"0,00"',
      '"0,00"',
      `"${kurusToCsvAmount(vat)}"`,
      `"${kurusToCsvAmount(14999 + 3 * 9950 + 4999 - vat)}"`,
      "Bireysel",
      "Nihai Tüketici",
      "",
      "",
      "",
      // The provider that took the payment, one payment, nothing paid yet (docs/product.md#payment-providers).
      "Simülasyon",
      "1",
      "",
    ]);
    expect(lines[2]).toBe("");
    expect(ordersCsvFilename(new Date("2026-11-21T22:30:00Z"))).toBe("siparisler-20261122.csv");
  });
});

describe("CSV cells", () => {
  const row = (over: Partial<AdminOrderRow>): AdminOrderRow => ({
    id: "00000000-0000-4000-8000-000000000001",
    orderNumber: "ORD-20261121-123",
    status: "shipped",
    paymentStatus: "completed",
    paymentMethod: "simulated",
    installmentCount: null,
    paidKurus: null,
    subtotalKurus: 120000,
    shippingKurus: 3450,
    totalKurus: 123450,
    vatKurus: 20575,
    vatBreakdown: [{ rate: 20, netKurus: 102875, vatKurus: 20575, grossKurus: 123450 }],
    hasContract: true,
    refundedKurus: 0,
    recipientName: "Ayşe",
    recipientAddress: "Adres",
    recipientCity: "Muğla",
    recipientPostalCode: "48000",
    recipientPhone: "05550000000",
    senderEmail: "a@example.com",
    anonymousMessage: "Selam",
    trackingNumber: "YK1",
    carrier: null,
    deliveredAt: null,
    requestedDeliveryDate: null,
    paidAt: new Date("2026-11-21T10:00:00Z"),
    createdAt: new Date("2026-11-21T10:00:00Z"),
    anonymisedAt: null,
    billing: null,
    thanksAllowed: false,
    itemCount: 1,
    discountKurus: 0,
    discounts: [],
    items: [
      { id: "00000000-0000-4000-8000-000000000002", productName: "Kupa", optionValues: [], sku: "KUPA", unitPriceKurus: 120000, quantity: 1, discountKurus: 0 },
    ],
    ...over,
  });

  it("amounts as 1234,50", () => {
    expect(kurusToCsvAmount(123450)).toBe("1234,50");
    expect(kurusToCsvAmount(5)).toBe("0,05");
    expect(kurusToCsvAmount(100000000)).toBe("1000000,00");
  });

  it("quotes separators, quotes and line breaks, and neutralises formulas", () => {
    expect(csvCell("düz")).toBe("düz");
    expect(csvCell('a "b"')).toBe('"a ""b"""');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell("a\nb")).toBe('"a\nb"');
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("+90 555")).toBe("'+90 555");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell('=HYPERLINK("http://x";"y")')).toBe(`"'=HYPERLINK(""http://x"";""y"")"`);

    const csv = ordersCsv([
      row({
        recipientName: '=cmd|" /C calc"!A0',
        recipientCity: "Şanlıurfa, Merkez",
        trackingNumber: "@x",
        items: [
          {
            id: "00000000-0000-4000-8000-000000000003",
            productName: 'Kupa "XL"\nçift',
            optionValues: [],
            sku: null,
            unitPriceKurus: 1,
            quantity: 2,
            discountKurus: 0,
          },
        ],
      }),
    ]);
    expect(csv.startsWith("\uFEFFSipariş No;")).toBe(true);
    const body = csv.split("\r\n")[1];
    expect(body).toContain(`"'=cmd|"" /C calc""!A0"`);
    expect(body).toContain('"Şanlıurfa, Merkez"');
    expect(body).toContain('"Kupa ""XL""\nçift × 2"');
    expect(body).toContain(";'@x");
    expect(body).toContain(";Ödendi;Kargoda;");
    expect(body).toContain(';"1234,50";');
  });
});

describeEachDatabase("admin dashboard", (getDb) => {
  it("figures from a known data set", async () => {
    const db = getDb();
    const empty = await getDashboardStats(db);
    expect(empty).toMatchObject({
      totalRevenueKurus: 0,
      totalOrders: 0,
      pendingOrders: 0,
      totalProducts: 0,
      activeProducts: 0,
      lowStockProducts: 0,
      recentOrders: [],
    });
    expect(empty.daily).toHaveLength(30);
    expect(empty.daily.every((d) => d.orders === 0 && d.revenueKurus === 0)).toBe(true);

    // Products: stock 0, 1, 4, 5 active; stock 2 inactive → low stock = 2 (the 1 and the 4).
    await insertProduct(db, { name: "Sıfır", stock: 0 });
    await insertProduct(db, { name: "Bir", stock: 1 });
    await insertProduct(db, { name: "Dört", stock: 4 });
    await insertProduct(db, { name: "Beş", stock: 5 });
    await insertProduct(db, { name: "Pasif İki", stock: 2, isActive: false });
    const big = await insertProduct(db, { name: "Çok Satan", stock: 100, priceKurus: 1000, shippingCostKurus: 0 });

    const now = new Date("2026-11-21T12:00:00Z"); // 15:00 in Istanbul
    const at = (iso: string) => new Date(iso);
    // 7 orders of 10,00 TL each (one item of 1000 kuruş, free shipping).
    const made: { id: string }[] = [];
    const when = [
      at("2026-11-21T11:00:00Z"), // today
      at("2026-11-20T21:30:00Z"), // 00:30 on the 21st in Istanbul: today
      at("2026-11-20T20:30:00Z"), // 23:30 on the 20th in Istanbul
      at("2026-11-01T10:00:00Z"),
      at("2026-10-23T10:00:00Z"), // the oldest day of the 30
      at("2026-10-22T20:59:00Z"), // 23:59 on 22 Oct in Istanbul: outside the 30 days
      at("2026-06-01T10:00:00Z"),
    ];
    for (const w of when)
      made.push(await placeOrder(db, { fields: checkoutFields, items: [{ productId: big.id, quantity: 1 }], paymentMethod: "simulated" }, w));
    // Paid: 0, 1, 2, 4, 5, 6; failed: 3 (cancelled). Order 0 processing, order 2 shipped; others pending.
    for (const i of [0, 1, 2, 4, 5, 6]) await completePayment(db, { orderId: made[i].id }, mail, { now: when[i] });
    await failPayment(db, { orderId: made[3].id });
    await setOrderStatus(db, made[0].id, "processing", mail);
    await shipOrder(db, made[2].id, "YK9", mail);

    const stats = await getDashboardStats(db, now);
    expect(stats.totalOrders).toBe(7);
    expect(stats.totalRevenueKurus).toBe(6 * 1000);
    expect(stats.pendingOrders).toBe(4); // 1, 4, 5, 6
    expect(stats.totalProducts).toBe(6);
    expect(stats.activeProducts).toBe(5);
    expect(stats.lowStockProducts).toBe(2);
    expect(stats.recentOrders.map((o) => o.id)).toEqual(made.slice(0, 5).map((o) => o.id));
    expect(stats.recentOrders[0]).toMatchObject({ recipientName: checkoutFields.recipientName, totalKurus: 1000, status: "processing" });

    expect(stats.daily).toHaveLength(30);
    expect(stats.daily[0].date).toBe("2026-10-23");
    expect(stats.daily[29].date).toBe("2026-11-21");
    const day = (d: string) => stats.daily.find((x) => x.date === d);
    expect(day("2026-11-21")).toEqual({ date: "2026-11-21", orders: 2, revenueKurus: 2000 });
    expect(day("2026-11-20")).toEqual({ date: "2026-11-20", orders: 1, revenueKurus: 1000 });
    expect(day("2026-11-01")).toEqual({ date: "2026-11-01", orders: 1, revenueKurus: 0 });
    expect(day("2026-10-23")).toEqual({ date: "2026-10-23", orders: 1, revenueKurus: 1000 });
    expect(stats.daily.reduce((s, d) => s + d.orders, 0)).toBe(5);
    expect(stats.daily.filter((d) => d.orders === 0)).toHaveLength(26);
  });

  it("days in Istanbul", () => {
    expect(istanbulDay(new Date("2026-11-20T21:30:00Z"))).toBe("2026-11-21");
    expect(dayRange("2026-03-02", 3)).toEqual(["2026-02-28", "2026-03-01", "2026-03-02"]);
    expect(dayRange("2028-03-01", 2)).toEqual(["2028-02-29", "2028-03-01"]);
  });
});

describeEachDatabase("admin order routes without a session", (getDb, kind: DatabaseKind) => {
  const env = parseEnv({ PUBLIC_URL: "http://shop.test" });
  const context = () => ({ db: getDb(), env, logger: createLogger("silent"), jobs: { kickMail() {} }, requestId: "test", clientIp: "127.0.0.1" });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- route args are built by hand here
  const args = (request: Request): any => ({ request, context: context(), params: {} });

  async function refused(call: Promise<unknown>) {
    const result = await call.catch((e) => e);
    expect(result).toBeInstanceOf(Response);
    return result as Response;
  }

  it(`loaders redirect to /admin [${kind}]`, async () => {
    for (const [loader, url] of [
      [dashboardLoader, "http://shop.test/admin/dashboard"],
      [ordersLoader, "http://shop.test/admin/orders"],
      [csvLoader, "http://shop.test/admin/orders.csv"],
    ] as const) {
      const response = await refused((loader as (a: unknown) => Promise<unknown>)(args(new Request(url))));
      expect([response.status, response.headers.get("Location")]).toEqual([302, "/admin"]);
    }
    // A forged cookie is no session either.
    const forged = new Request("http://shop.test/admin/orders.csv", { headers: { Cookie: `admin_session=${"a".repeat(43)}` } });
    expect((await refused(csvLoader(args(forged)))).status).toBe(302);
  });

  it(`the action answers 401 and changes nothing [${kind}]`, async () => {
    const db = getDb();
    const mug = await insertProduct(db, { name: "Korunan Kupa", stock: 5 });
    const o = await placeOrder(db, { fields: checkoutFields, items: [{ productId: mug.id, quantity: 2 }], paymentMethod: "simulated" });
    const post = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.set(k, v);
      return new Request("http://shop.test/admin/orders", { method: "POST", headers: { Origin: "http://shop.test" }, body });
    };
    expect((await refused(ordersAction(args(post({ intent: "status", orderId: o.id, status: "cancelled" }))))).status).toBe(401);
    expect((await refused(ordersAction(args(post({ intent: "ship", orderId: o.id, trackingNumber: "YK1" }))))).status).toBe(401);
    const [row] = await db.select().from(orders).where(eq(orders.id, o.id));
    expect([row.status, row.paymentStatus, row.trackingNumber, row.stockReleasedAt]).toEqual(["pending", "pending", null, null]);
    expect(await stockOf(db, mug.id)).toBe(3);
    expect(await db.select().from(mailOutbox)).toHaveLength(0);
  });
});

describeEachDatabase("admin refund amounts", (getDb, kind: DatabaseKind) => {
  const d = adminOrdersText.detail;
  // docs/product.md#refunds: the amount is read as the owner typed it; each refusal says its own cause.
  it(`a refund amount is refused per cause, nothing refunded; a Turkish amount is refunded as meant [${kind}]`, async () => {
    const db = getDb();
    const cookie = await adminCookie(db);
    const placed = await paidOrder(db);
    const refund = async (amount: string) => {
      const body = new FormData();
      for (const [k, v] of Object.entries({ intent: "refund", orderId: placed.id, amount })) body.set(k, v);
      const request = new Request("http://shop.test/admin/orders", { method: "POST", headers: { Origin: "http://shop.test", Cookie: cookie }, body });
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- route args are built by hand here
      const answer = (await ordersAction({ request, context: routeContext(db), params: {} } as any)) as unknown as {
        data: { ok: boolean; error: string | null };
        init: { status?: number } | null;
      };
      return [answer.init?.status ?? 200, answer.data.error];
    };
    const refused = (why: string) => [400, `${d.updateError}: ${why}`];
    const [before] = await db.select().from(orders).where(eq(orders.id, placed.id));
    expect(before.totalKurus).toBeGreaterThan(10_000);

    for (const amount of ["abc", "1e2", "0x10", "12,345", "1,234,56", "10,555", "10,5555", ""])
      expect(await refund(amount), amount).toEqual(refused(d.refundAmountMalformed));
    for (const amount of ["0", "0,00", "-10", "-0,50"]) expect(await refund(amount), amount).toEqual(refused(d.refundAmountNotPositive));
    for (const amount of [String(before.totalKurus / 100 + 1), "99999999999999"]) expect(await refund(amount), amount).toEqual(refused(d.refundTooLarge));
    const [unchanged] = await db.select().from(orders).where(eq(orders.id, placed.id));
    expect([unchanged.refundedKurus, unchanged.paymentStatus]).toEqual([0, "completed"]);

    // 34,56 is 34,56 TL (not 3456 TL, not refused); then 1.234,56 is more than is left.
    expect(await refund("34,56")).toEqual([200, null]);
    expect(await refund(" ₺0.44 ")).toEqual([200, null]);
    const [after] = await db.select().from(orders).where(eq(orders.id, placed.id));
    expect([after.refundedKurus, after.paymentStatus]).toEqual([3500, "partially_refunded"]);
  });
});
