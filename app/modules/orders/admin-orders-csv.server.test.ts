// The CSV export's cells: formula escaping and quoting as Excel needs them (admin-orders-csv.server.ts, ADR 0012).
// tests/integration/admin-orders.test.ts checks more cells ("CSV cells") and the export of real orders.
import { describe, expect, it } from "vitest";
import { csvCell, ordersCsv } from "./admin-orders-csv.server";
import type { AdminOrderItem, AdminOrderRow } from "./admin-orders.server";

describe("csvCell", () => {
  it("prefixes a value a spreadsheet would run as a formula with an apostrophe", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell("\rx")).toBe(`"'\rx"`);
    // Only a leading sign counts.
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("1-2")).toBe("1-2");
  });

  it("quotes the separator, a comma, a quote and line breaks, doubling quotes; leaves other values bare", () => {
    expect(csvCell("")).toBe("");
    expect(csvCell("1234,50")).toBe('"1234,50"');
    expect(csvCell("a\rb")).toBe('"a\rb"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
    expect(csvCell("a|b", "|")).toBe('"a|b"');
    expect(csvCell('-"x"')).toBe(`"'-""x"""`);
  });
});

describe("ordersCsv", () => {
  // Only the fields the CSV writes.
  const row = {
    orderNumber: "ORD-20261121-123",
    createdAt: new Date("2026-11-21T10:00:00Z"),
    anonymisedAt: null,
    recipientName: "=Ayşe",
    recipientCity: "Muğla",
    items: [{ id: "i1", productName: "Kupa", optionValues: [], sku: "KUPA", unitPriceKurus: 120000, quantity: 1, discountKurus: 0 }] as AdminOrderItem[],
    discounts: [],
    discountKurus: 0,
    subtotalKurus: 120000,
    shippingKurus: 3450,
    itemCount: 1,
    totalKurus: 123450,
    refundedKurus: 23450,
    paymentStatus: "partially_refunded",
    status: "shipped",
    trackingNumber: null,
    carrier: null,
    deliveredAt: null,
    requestedDeliveryDate: "2026-11-27",
  } as unknown as AdminOrderRow;

  it("starts with a byte-order mark, separates with ; and ends every line with CRLF", () => {
    const csv = ordersCsv([row]);
    expect(csv).toBe(
      "\uFEFFSipariş No;Tarih;Alıcı;Şehir;Ürünler;Adet;Toplam (TL);Ödeme;Durum;Takip No;İade (TL);Net Gelir (TL);Teslimat Günü;SKU;İndirim (TL);İndirim Kodu / Kampanya\r\n" +
        `ORD-20261121-123;21.11.2026 13:00;'=Ayşe;Muğla;Kupa × 1;1;"1234,50";Kısmen İade Edildi;Kargoda;;"234,50";"1000,00";27.11.2026;KUPA × 1;"0,00";\r\n`,
    );
    expect(ordersCsv([])).toBe(
      "\uFEFFSipariş No;Tarih;Alıcı;Şehir;Ürünler;Adet;Toplam (TL);Ödeme;Durum;Takip No;İade (TL);Net Gelir (TL);Teslimat Günü;SKU;İndirim (TL);İndirim Kodu / Kampanya\r\n",
    );
  });

  it("a discounted order's discount and the codes and offers it used, in the last two columns", () => {
    const discounts = [
      { label: "SEVGILI20", kind: "code", target: "items", amountKurus: 3000 },
      { label: "3 al 2 öde", kind: "automatic", target: "items", amountKurus: 14999 },
    ] as const;
    const cells = ordersCsv([{ ...row, discountKurus: 17999, discounts: [...discounts] }])
      .split("\r\n")[1]
      .split(";");
    expect(cells.slice(14)).toEqual(['"179,99"', '"SEVGILI20, 3 al 2 öde"']);
  });

  it("names a variant's options in Ürünler and every line's SKU in the last column; a line without options by its name alone", () => {
    const items: AdminOrderItem[] = [
      {
        productName: "Karton Kopya",
        optionValues: [
          { name: "Boyut", value: "180 cm" },
          { name: "Renk", value: "Siyah" },
        ],
        sku: "KARTON-180-SIYAH",
        unitPriceKurus: 1,
        quantity: 2,
        id: "i1",
        discountKurus: 0,
      },
      { id: "i2", productName: "Kupa", optionValues: [], sku: "KUPA", unitPriceKurus: 1, quantity: 1, discountKurus: 0 },
      // An older line whose product was gone before variants: no SKU to list.
      { id: "i3", productName: "Eski Ürün", optionValues: [], sku: null, unitPriceKurus: 1, quantity: 1, discountKurus: 0 },
    ];
    const cells = ordersCsv([{ ...row, items, itemCount: 4 }])
      .split("\r\n")[1]
      .split(";");
    expect(cells).toHaveLength(16);
    expect(cells[4]).toBe('"Karton Kopya (Boyut: 180 cm, Renk: Siyah) × 2, Kupa × 1, Eski Ürün × 1"');
    expect(cells[13]).toBe('"KARTON-180-SIYAH × 2, KUPA × 1"');
  });
});
