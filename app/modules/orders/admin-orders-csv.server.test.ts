// The CSV export's cells: formula escaping and quoting as Excel needs them (admin-orders-csv.server.ts, ADR 0012).
// tests/integration/admin-orders.test.ts checks more cells ("CSV cells") and the export of real orders.
import { describe, expect, it } from "vitest";
import { csvCell, type OrderCsvRow, ordersCsv } from "./admin-orders-csv.server";
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
    vatKurus: 20575,
    vatBreakdown: [{ rate: 20, netKurus: 102875, vatKurus: 20575, grossKurus: 123450 }],
    refundedKurus: 23450,
    paymentStatus: "partially_refunded",
    status: "shipped",
    trackingNumber: null,
    carrier: null,
    deliveredAt: null,
    requestedDeliveryDate: "2026-11-27",
    paymentMethod: "paytr",
    installmentCount: 6,
    paidKurus: 130240,
  } as unknown as AdminOrderRow;

  it("starts with a byte-order mark, separates with ; and ends every line with CRLF", () => {
    const csv = ordersCsv([row]);
    expect(csv).toBe(
      "\uFEFFSipariş No;Tarih;Alıcı;Şehir;Ürünler;Adet;Toplam (TL);Ödeme;Durum;Takip No;İade (TL);Net Gelir (TL);Teslimat Günü;SKU;İndirim (TL);İndirim Kodu / Kampanya;KDV (TL);KDV %1 (TL);KDV %10 (TL);KDV %20 (TL);Matrah (TL);Fatura Türü;Fatura Adı / Unvanı;TCKN / VKN;Vergi Dairesi;Fatura Adresi;Ödeme sağlayıcısı;Taksit;Ödenen (TL)\r\n" +
        `ORD-20261121-123;21.11.2026 13:00;'=Ayşe;Muğla;Kupa × 1;1;"1234,50";Kısmen İade Edildi;Kargoda;;"234,50";"1000,00";27.11.2026;KUPA × 1;"0,00";;"205,75";"0,00";"0,00";"205,75";"1028,75";Bireysel;Nihai Tüketici;;;;PayTR;6;"1302,40"\r\n`,
    );
    expect(ordersCsv([])).toBe(
      "\uFEFFSipariş No;Tarih;Alıcı;Şehir;Ürünler;Adet;Toplam (TL);Ödeme;Durum;Takip No;İade (TL);Net Gelir (TL);Teslimat Günü;SKU;İndirim (TL);İndirim Kodu / Kampanya;KDV (TL);KDV %1 (TL);KDV %10 (TL);KDV %20 (TL);Matrah (TL);Fatura Türü;Fatura Adı / Unvanı;TCKN / VKN;Vergi Dairesi;Fatura Adresi;Ödeme sağlayıcısı;Taksit;Ödenen (TL)\r\n",
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
    expect(cells.slice(14, 16)).toEqual(['"179,99"', '"SEVGILI20, 3 al 2 öde"']);
  });

  it("names a variant's options in Ürünler and every line's SKU in the SKU column; a line without options by its name alone", () => {
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
    expect(cells).toHaveLength(29);
    expect(cells[4]).toBe('"Karton Kopya (Boyut: 180 cm, Renk: Siyah) × 2, Kupa × 1, Eski Ürün × 1"');
    expect(cells[13]).toBe('"KARTON-180-SIYAH × 2, KUPA × 1"');
  });

  describe("KDV and billing columns, after the older ones", () => {
    const paperwork = (over: Partial<OrderCsvRow>) =>
      ordersCsv([{ ...row, ...over }])
        .split("\r\n")[1]
        .split(";")
        .slice(16, 26);

    it("the order's KDV, one column per rate (1, 10, 20), and the net amount", () => {
      const vatBreakdown = [
        { rate: 0, netKurus: 5000, vatKurus: 0, grossKurus: 5000 },
        { rate: 1, netKurus: 10000, vatKurus: 100, grossKurus: 10100 },
        { rate: 10, netKurus: 90910, vatKurus: 9090, grossKurus: 100000 },
        { rate: 20, netKurus: 6792, vatKurus: 1358, grossKurus: 8150 },
      ] as const;
      expect(paperwork({ totalKurus: 123250, vatKurus: 10548, vatBreakdown: [...vatBreakdown] }).slice(0, 5)).toEqual([
        '"105,48"',
        '"1,00"',
        '"90,90"',
        '"13,58"',
        '"1127,02"',
      ]);
      // An order that cost nothing has no breakdown: every KDV cell 0.
      expect(paperwork({ totalKurus: 0, vatKurus: 0, vatBreakdown: [] }).slice(0, 5)).toEqual(['"0,00"', '"0,00"', '"0,00"', '"0,00"', '"0,00"']);
    });

    it("who the invoice names: a company with its VKN and tax office, an individual with or without details", () => {
      const address = { address: "Atatürk Cad. 5", district: "Kadıköy", province: "İstanbul" };
      expect(paperwork({ billing: { kind: "company", title: "Örnek A.Ş.", vkn: "1234567890", taxOffice: "Kadıköy", address } }).slice(5)).toEqual([
        "Kurumsal",
        "Örnek A.Ş.",
        "1234567890",
        "Kadıköy",
        '"Atatürk Cad. 5, Kadıköy/İstanbul"',
      ]);
      expect(paperwork({ billing: { kind: "individual", name: "Ayşe Yılmaz", tckn: "10000000146", address: null } }).slice(5)).toEqual([
        "Bireysel",
        "Ayşe Yılmaz",
        "10000000146",
        "",
        "",
      ]);
      expect(paperwork({ billing: null }).slice(5)).toEqual(["Bireysel", "Nihai Tüketici", "", "", ""]);
    });

    it("an anonymised order's billing cells are empty; its amounts stay", () => {
      const billing = { kind: "individual", name: "Ayşe Yılmaz", tckn: "10000000146", address: null } as const;
      expect(paperwork({ billing, anonymisedAt: new Date("2026-12-01T10:00:00Z") })).toEqual([
        '"205,75"',
        '"0,00"',
        '"0,00"',
        '"205,75"',
        '"1028,75"',
        "",
        "",
        "",
        "",
        "",
      ]);
    });
  });

  it("the provider, the installments and what the buyer paid, in the last three columns; a simulated order paid at once", () => {
    const last3 = (over: Partial<OrderCsvRow>) =>
      ordersCsv([{ ...row, ...over }])
        .split("\r\n")[1]
        .split(";")
        .slice(26);
    expect(last3({})).toEqual(["PayTR", "6", '"1302,40"']);
    expect(last3({ paymentMethod: "iyzico", installmentCount: 3, paidKurus: 126000 })).toEqual(["iyzico", "3", '"1260,00"']);
    expect(last3({ paymentMethod: "simulated", installmentCount: null, paidKurus: null })).toEqual(["Simülasyon", "1", ""]);
  });
});
