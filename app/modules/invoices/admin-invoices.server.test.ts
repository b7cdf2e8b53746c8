// The admin's invoices (docs/product.md#invoices): a month's list, its CSV for the accountant and an invoice's PDF,
// on PGlite and on PostgreSQL when TEST_DATABASE_URL is set.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { products } from "~/db/schema";
import { DEMO_SHOP_SETTINGS } from "~/lib/shop-settings";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { changeOrderStatus } from "~/modules/orders/lifecycle.server";
import { completePayment } from "~/modules/orders/payment-state.server";
import { insertProduct } from "../../../tests/support/catalog-fixtures";
import { describeEachDatabase } from "../../../tests/support/databases";
import { checkoutFields } from "../../../tests/support/order-fixtures";
import { pdfPages } from "../../../tests/support/pdf-text";
import { getInvoice, listMonthInvoices, listOrderInvoices, monthRange, parseInvoiceMonth } from "./admin-invoices.server";
import { invoicePdf } from "./invoice-pdf.server";
import { invoicesCsv, invoicesCsvFilename } from "./invoices-csv.server";

const mail = { publicUrl: "http://shop.test" };
const company = {
  kind: "company" as const,
  title: "Örnek Yazılım A.Ş.",
  vkn: "1234567890",
  taxOffice: "Çankaya",
  address: { address: "Atatürk Cad. No: 5", district: "Çankaya", province: "Ankara" },
};

it("reads ?ay as a month in Istanbul, the current one by default, and refuses anything else", () => {
  const now = new Date("2026-11-30T21:30:00Z"); // 1 December 2026, 00:30 in Istanbul
  expect(parseInvoiceMonth(null, now)).toEqual({ year: 2026, month: 12, key: "2026-12" });
  expect(parseInvoiceMonth("2026-11", now)).toEqual({ year: 2026, month: 11, key: "2026-11" });
  for (const bad of ["2026-13", "2026-1", "11-2026", "x", "2026-11'"]) expect(parseInvoiceMonth(bad, now)).toBeNull();
  expect(monthRange({ year: 2026, month: 12, key: "2026-12" })).toEqual({ from: new Date("2026-11-30T21:00:00Z"), to: new Date("2026-12-31T21:00:00Z") });
});

describeEachDatabase("the admin's invoices", (getDb) => {
  it("lists the month's invoices, exports them per rate and prints each as a PDF with Turkish letters", async () => {
    const db = getDb();
    const book = await insertProduct(db, { name: "Şiir Kitabı", priceKurus: 10000, shippingCostKurus: 0, stock: 10 });
    await db.update(products).set({ vatRate: 10 }).where(eq(products.id, book.id));
    const mug = await insertProduct(db, { name: "Çay Kupası", priceKurus: 25000, shippingCostKurus: 2999, stock: 10 });
    const paidAt = new Date("2026-11-15T09:00:00Z");
    const placed = await placeOrder(db, {
      fields: checkoutFields,
      items: [
        { productId: book.id, quantity: 2 },
        { productId: mug.id, quantity: 1 },
      ],
      paymentMethod: "simulated",
      billing: company,
    });
    await completePayment(db, { orderId: placed.id }, mail, { now: paidAt });
    await changeOrderStatus(db, placed.id, "cancelled", "yonetici@example.com", mail, { now: new Date("2026-11-16T09:00:00Z") });

    const rows = await listMonthInvoices(db, parseInvoiceMonth("2026-11")!);
    const mine = rows.filter((r) => r.orderId === placed.id);
    expect(mine.map((r) => [r.kind, r.orderNumber, r.grossKurus])).toEqual([
      ["sale", placed.orderNumber, 47999],
      ["return", placed.orderNumber, 47999],
    ]);
    expect(mine[1].relatedNumber).toBe(mine[0].number);
    expect(await listMonthInvoices(db, parseInvoiceMonth("2026-10")!)).toEqual([]);
    expect((await listOrderInvoices(db, [placed.id])).get(placed.id)?.map((i) => i.kind)).toEqual(["sale", "return"]);

    const csv = invoicesCsv(mine);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv).toContain("\r\n");
    // No value here holds a separator or a quote: the rows split as they are (amounts, holding a comma, are quoted).
    const [header, sale, back] = csv
      .slice(1)
      .split("\r\n")
      .map((line) => line.split(";").map((cell) => cell.replace(/^"(.*)"$/, "$1")));
    expect(header).toEqual([
      "Fatura No",
      "Tarih",
      "Tür",
      "İlgili Fatura",
      "Sipariş No",
      "Alıcı",
      "TCKN/VKN",
      "Vergi Dairesi",
      "Matrah %0",
      "KDV %0",
      "Toplam %0",
      "Matrah %1",
      "KDV %1",
      "Toplam %1",
      "Matrah %10",
      "KDV %10",
      "Toplam %10",
      "Matrah %20",
      "KDV %20",
      "Toplam %20",
      "Matrah Toplam",
      "KDV Toplam",
      "Genel Toplam",
      "Entegratör Durumu",
    ]);
    expect(sale).toEqual([
      mine[0].number,
      "15.11.2026",
      "Satış",
      "",
      placed.orderNumber,
      "Örnek Yazılım A.Ş.",
      "1234567890",
      "Çankaya",
      "0,00",
      "0,00",
      "0,00",
      "0,00",
      "0,00",
      "0,00",
      "181,82",
      "18,18",
      "200,00",
      "233,32",
      "46,67",
      "279,99",
      "415,14",
      "64,85",
      "479,99",
      "Entegratör yok (kayıt)",
    ]);
    expect(back.slice(0, 4)).toEqual([mine[1].number, "16.11.2026", "İade", mine[0].number]);
    expect(invoicesCsvFilename(parseInvoiceMonth("2026-11")!)).toBe("faturalar-2026-11.csv");

    const invoice = await getInvoice(db, mine[0].id);
    expect(invoice?.orderNumber).toBe(placed.orderNumber);
    const [page, ...more] = await pdfPages(await invoicePdf(invoice!, DEMO_SHOP_SETTINGS.shopName));
    expect(more).toEqual([]);
    for (const text of [
      `${DEMO_SHOP_SETTINGS.shopName} · Fatura ${mine[0].number}`,
      `Fatura No: ${mine[0].number}`,
      "Fatura Tarihi: 15.11.2026",
      `Sipariş No: ${placed.orderNumber}`,
      DEMO_SHOP_SETTINGS.companyName,
      "Örnek Yazılım A.Ş.",
      "Vergi Dairesi: Çankaya · VKN: 1234567890",
      "Atatürk Cad. No: 5, Çankaya / Ankara",
      "Şiir Kitabı",
      "Çay Kupası",
      "Kargo",
      "%10",
      "KDV Dökümü",
      "₺479,99",
      "₺64,85",
      "Ödenecek Tutar (KDV dahil)",
      "e-Arşiv değil: kayıt",
    ])
      expect(page).toContain(text);

    const returnPdf = await pdfPages(await invoicePdf((await getInvoice(db, mine[1].id))!, DEMO_SHOP_SETTINGS.shopName));
    expect(returnPdf[0]).toContain("İade Faturası");
    expect(returnPdf[0]).toContain(`İlgili Fatura: ${mine[0].number}`);
    expect(returnPdf[0]).toContain("İade Edilen Tutar (KDV dahil)");
    expect(await getInvoice(db, "not-a-uuid")).toBeNull();
  });
});
