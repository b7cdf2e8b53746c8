// An order's lines name the variant bought (docs/product.md#options-and-variants), on PGlite and PostgreSQL:
// one order of a black mug ("Renk: Siyah", its SKU) and two mouse pads without options, placed through the
// real checkout, read back on every page and file that shows an order's lines: the shopper's order page, the
// admin's list and order dialog, the packing slip, both mails that list the items (as .eml files), the order
// CSV and the KVKK export. The shopper sees the options; the owner also the SKU. The pad reads as it always did.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { afterAll, beforeAll, expect, it } from "vitest";
import { OrderDetail } from "~/components/admin/order-detail";
import { OrdersTable } from "~/components/admin/orders-table";
import { PackingSlipPage } from "~/components/admin/packing-slip";
import { OrderItems } from "~/components/shop/order-details";
import type { Database } from "~/db/client.server";
import { type Env, parseEnv } from "~/env.server";
import { deliverDueMail } from "~/modules/mail/outbox.server";
import { createMailTransport, type MailTransport, mailFilesDir } from "~/modules/mail/transport.server";
import { ordersCsv } from "~/modules/orders/admin-orders-csv.server";
import { type AdminOrderRow, getAdminOrder, listAdminOrdersForExport } from "~/modules/orders/admin-orders.server";
import { mailSettingsFrom } from "~/modules/orders/order-mail.server";
import { completePayment } from "~/modules/orders/payment-state.server";
import type { PackingSlip } from "~/modules/orders/packing-slips.server";
import { action as exportAction } from "~/routes/admin/data-requests-export";
import { loader as slipsLoader } from "~/routes/admin/packing-slips";
import { loader as orderPageLoader } from "~/routes/shop/order-confirmation";
import { defaultSku } from "~/lib/variants";
import { adminCookie, routeContext } from "../support/admin-fixtures";
import { describeEachDatabase } from "../support/databases";
import { readEml } from "../support/hostile";
import { placeVariantOrder } from "../support/variant-order-fixtures";

const ORIGIN = "http://shop.test";

/** The text a reader sees, entities decoded and white space folded. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** Renders a component inside a data router (the order dialog uses a fetcher, the list links). */
async function renderInRouter(element: () => React.ReactElement): Promise<string> {
  const handler = createStaticHandler([{ id: "page", path: "/", Component: element }]);
  const context = await handler.query(new Request(`${ORIGIN}/`));
  if (context instanceof Response) throw new Error(`answered ${context.status}`);
  return renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context, hydrate: false }));
}

/** The table rows (<tr>…</tr>) of some HTML that mention `needle`. */
function rowsWith(html: string, needle: string): string[] {
  return [...html.matchAll(/<tr[^>]*>[\s\S]*?<\/tr>/g)].map((m) => m[0]).filter((row) => row.includes(needle));
}

describeEachDatabase("order lines name the variant", (getDb) => {
  let db: Database;
  let dataDir: string;
  let env: Env;
  let transport: MailTransport;
  let placed: Awaited<ReturnType<typeof placeVariantOrder>>;
  const sender = "varyant.alici@example.com";

  beforeAll(async () => {
    db = getDb();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "order-variants-"));
    // No SMTP_URL: the mails are written as .eml files under DATA_DIR/outbox.
    env = parseEnv({ DATA_DIR: dataDir, PUBLIC_URL: ORIGIN, SHOP_NOTIFY_EMAIL: "sahip@example.com", LOG_LEVEL: "silent" });
    transport = createMailTransport(env);
    placed = await placeVariantOrder(db, { senderEmail: sender });
  });
  afterAll(() => {
    transport.close?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("the order keeps each line's options and SKU as ordered", async () => {
    const order = await getAdminOrder(db, placed.order.id);
    expect(order?.items).toEqual([
      {
        id: expect.any(String),
        productName: "Mouse Pad",
        optionValues: [],
        sku: defaultSku(placed.pad.slug),
        unitPriceKurus: 9950,
        quantity: 2,
        discountKurus: 0,
      },
      {
        id: expect.any(String),
        productName: "Renkli Kupa",
        optionValues: [{ name: "Renk", value: "Siyah" }],
        sku: placed.blackSku,
        unitPriceKurus: 17999,
        quantity: 1,
        discountKurus: 0,
      },
    ]);
  });

  it("the shopper's order page shows the options under the product's name, and the pad as before", async () => {
    const answer = (await orderPageLoader({
      params: { orderId: placed.order.id },
      context: routeContext(db),
      request: new Request(ORIGIN),
    } as never)) as unknown as {
      data: { order: Parameters<typeof OrderItems>[0]["order"] };
    };
    const html = renderToString(createElement(OrderItems, { order: answer.data.order }));
    const items = [...html.matchAll(/<li[^>]*data-testid="order-item"[^>]*>[\s\S]*?<\/li>/g)].map((m) => textOf(m[0]));
    expect(items).toEqual(["Mouse Pad 2 adet × ₺99,50 ₺199,00", "Renkli Kupa Renk: Siyah 1 adet × ₺179,99 ₺179,99"]);
    expect(html).toContain('<span class="block text-sm text-gray-700" data-testid="order-item-options">Renk: Siyah</span>');
    // The shopper is not shown the SKU; a product without options has no options line.
    expect(html).not.toContain(placed.blackSku);
    expect(html.match(/order-item-options/g)).toHaveLength(1);
  });

  it("the admin's list names the variant, and the order dialog shows its options and SKU", async () => {
    const order = (await getAdminOrder(db, placed.order.id)) as AdminOrderRow;
    const list = await renderInRouter(() => createElement(OrdersTable, { rows: [order], onOpen: () => {} }));
    expect(textOf(list)).toContain("Mouse Pad, Renkli Kupa (Renk: Siyah)");

    const carriers: { id: string; name: string }[] = [];
    const detail = await renderInRouter(() =>
      createElement(OrderDetail, { order, events: [], refunds: [], trackingMaxLength: 64, carriers, shipCarriers: carriers, onDone: () => {} }),
    );
    const [mug] = rowsWith(detail, "Renkli Kupa");
    expect(textOf(mug)).toBe(`Renkli Kupa Renk: Siyah SKU: ${placed.blackSku} ₺179,99 1 ₺179,99`);
    // The pad's cell is its name alone, as before: no empty options line, no "SKU:" without a value.
    const [pad] = rowsWith(detail, "Mouse Pad");
    expect(pad).toContain('<td class="py-2 pr-3">Mouse Pad</td>');
    expect(textOf(pad)).toBe("Mouse Pad ₺99,50 2 ₺199,00");
  });

  it("the packing slip lists the variant's options and SKU, and the pad as before", async () => {
    const answer = (await slipsLoader({
      request: new Request(`${ORIGIN}/admin/packing-slips?ids=${placed.order.id}`, { headers: { Cookie: await adminCookie(db) } }),
      context: routeContext(db),
      params: {},
    } as never)) as unknown as { data: { slips: PackingSlip[] } };
    const [slip] = answer.data.slips;
    expect(slip.items).toEqual([
      { productName: "Mouse Pad", optionValues: [], sku: defaultSku(placed.pad.slug), quantity: 2 },
      { productName: "Renkli Kupa", optionValues: [{ name: "Renk", value: "Siyah" }], sku: placed.blackSku, quantity: 1 },
    ]);
    const html = renderToString(createElement(PackingSlipPage, { slip }));
    expect(textOf(rowsWith(html, "Renkli Kupa")[0])).toBe(`Renkli Kupa Renk: Siyah SKU: ${placed.blackSku} 1`);
    const [pad] = rowsWith(html, "Mouse Pad");
    expect(pad).toContain('<td class="py-2 pr-2">Mouse Pad</td>');
    expect(textOf(pad)).toBe("Mouse Pad 2");
  });

  it("the confirmation names the options; the owner's notice the options and the SKU (HTML and text, as .eml files)", async () => {
    await completePayment(db, { orderId: placed.order.id }, mailSettingsFrom(env));
    expect((await deliverDueMail(db, transport, { now: new Date(Date.now() + 60_000) })).sent).toBeGreaterThanOrEqual(2);
    const dir = mailFilesDir(env);
    const mails = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith(".eml"))
      .map((name) => readEml(fs.readFileSync(path.join(dir, name), "utf8")))
      .filter((mail) => mail.subject.includes(placed.order.orderNumber));
    const confirmation = mails.find((mail) => mail.to.includes(sender))!;
    const notice = mails.find((mail) => mail.to.includes("sahip@example.com"))!;
    expect(confirmation.subject).toBe(`Siparişiniz alındı: ${placed.order.orderNumber}`);
    expect(notice.subject).toMatch(/^Yeni sipariş: /);

    expect(confirmation.text).toContain("- Renkli Kupa (Renk: Siyah) — 1 × ₺179,99 = ₺179,99\n");
    expect(confirmation.text).toContain("- Mouse Pad — 2 × ₺99,50 = ₺199,00\n");
    expect(confirmation.text).not.toContain(placed.blackSku);
    expect(textOf(rowsWith(confirmation.html, "Renkli Kupa")[0])).toBe("Renkli Kupa Renk: Siyah ₺179,99 1 ₺179,99");
    expect(rowsWith(confirmation.html, "Mouse Pad")[0]).toContain(">Mouse Pad</td>");

    expect(notice.text).toContain(`- Renkli Kupa (Renk: Siyah) — 1 × ₺179,99 = ₺179,99\n  SKU: ${placed.blackSku}\n`);
    expect(notice.text).toContain("- Mouse Pad — 2 × ₺99,50 = ₺199,00\n- Renkli Kupa");
    expect(textOf(rowsWith(notice.html, "Renkli Kupa")[0])).toBe(`Renkli Kupa Renk: Siyah SKU: ${placed.blackSku} ₺179,99 1 ₺179,99`);
    expect(rowsWith(notice.html, "Mouse Pad")[0]).toContain(">Mouse Pad</td>");
  });

  it("the order CSV names the options in Ürünler and lists the SKUs in its SKU column", async () => {
    const rows = await listAdminOrdersForExport(db, { ids: [placed.order.id] });
    const lines = ordersCsv(rows).slice(1).split("\r\n");
    expect(lines[0]).toBe(
      "Sipariş No;Tarih;Alıcı;Şehir;Ürünler;Adet;Toplam (TL);Ödeme;Durum;Takip No;İade (TL);Net Gelir (TL);Teslimat Günü;SKU;İndirim (TL);İndirim Kodu / Kampanya;KDV (TL);KDV %1 (TL);KDV %10 (TL);KDV %20 (TL);Matrah (TL);Fatura Türü;Fatura Adı / Unvanı;TCKN / VKN;Vergi Dairesi;Fatura Adresi;Ödeme sağlayıcısı;Taksit;Ödenen (TL)",
    );
    const cells = lines[1].split(";");
    expect(cells).toHaveLength(29);
    expect(cells[0]).toBe(placed.order.orderNumber);
    expect(cells[4]).toBe('"Mouse Pad × 2, Renkli Kupa (Renk: Siyah) × 1"');
    expect(cells[5]).toBe("3");
    expect(cells[13]).toBe(`"${defaultSku(placed.pad.slug)} × 2, ${placed.blackSku} × 1"`);
  });

  it("the KVKK export (JSON and CSV) holds each line's options and SKU", async () => {
    const cookie = await adminCookie(db);
    const post = (format: string) => {
      const body = new FormData();
      body.set("email", sender);
      body.set("format", format);
      return exportAction({
        request: new Request(`${ORIGIN}/admin/data-requests/export`, { method: "POST", headers: { Origin: ORIGIN, Cookie: cookie }, body }),
        params: {},
        context: routeContext(db),
      } as never) as Promise<Response>;
    };
    const json = JSON.parse(await (await post("json")).text());
    expect(json.orders[0].items).toMatchObject([
      { productName: "Mouse Pad", optionValues: [], sku: defaultSku(placed.pad.slug), unitPriceKurus: 9950, quantity: 2 },
      { productName: "Renkli Kupa", optionValues: [{ name: "Renk", value: "Siyah" }], sku: placed.blackSku, unitPriceKurus: 17999, quantity: 1 },
    ]);
    const lines = (await (await post("csv")).text()).slice(1).split("\r\n");
    const header = lines[0].split(";");
    expect(header).toEqual(expect.arrayContaining(["Ürünler", "Toplam (TL)", "Kargo Takip No", "Anonimleştirildi", "SKU"]));
    const cells = lines[1].split(";");
    expect(cells[header.indexOf("SKU")]).toBe(`"${defaultSku(placed.pad.slug)} × 2, ${placed.blackSku} × 1"`);
    expect(lines[1]).toContain(';"Mouse Pad × 2, Renkli Kupa (Renk: Siyah) × 1";');
  });
});
