import { describe, expect, it } from "vitest";
import { mailTexts } from "~/lib/i18n/mail";
import { DEMO_SHOP_SETTINGS, orderSellerFrom } from "~/lib/shop-settings";
import {
  cancellationMail,
  newOrderNoticeMail,
  type OrderForMail,
  orderConfirmationMail,
  personalMailAttachments,
  refundMail,
  shipmentMail,
} from "./templates.server";

const PUBLIC_URL = "https://shop.example.com";
const XSS = "<script>alert(1)</script>";

function order(overrides: Partial<OrderForMail> = {}): OrderForMail {
  return {
    id: "3f2b8c1e-6a4d-4e8f-9b1a-2c3d4e5f6a7b",
    orderNumber: "ORD-20261121-123",
    createdAt: new Date("2026-11-21T10:30:00Z"),
    subtotalKurus: 123450 + 2 * 4990,
    shippingKurus: 2999,
    totalKurus: 123450 + 2 * 4990 + 2999,
    recipientName: "Ayşe Yılmaz",
    recipientCity: "İzmir",
    senderEmail: "gonderen@example.com",
    anonymousMessage: "İyi ki doğdun!\nSevgiler",
    trackingNumber: null,
    seller: orderSellerFrom(DEMO_SHOP_SETTINGS),
    carriers: DEMO_SHOP_SETTINGS.carriers,
    items: [
      { productName: "Dev Karton Şef", unitPriceKurus: 123450, quantity: 1 },
      { productName: "Işıklı Kupa", unitPriceKurus: 4990, quantity: 2 },
    ],
    ...overrides,
  };
}

/** The html with every tag removed and the escapes the templates use turned back, to read it as text. */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

describe("orderConfirmationMail", () => {
  const mail = orderConfirmationMail(order(), PUBLIC_URL);

  it("has the order number in the subject", () => {
    expect(mail.subject).toBe("Siparişiniz alındı: ORD-20261121-123");
  });

  it("lists every item with unit price, quantity and line total, and the totals, formatted in lira", () => {
    for (const body of [visibleText(mail.html), mail.text]) {
      expect(body).toContain("Dev Karton Şef");
      expect(body).toContain("₺1.234,50");
      expect(body).toContain("Işıklı Kupa");
      expect(body).toContain("₺49,90");
      expect(body).toContain("₺99,80"); // 2 × ₺49,90
      expect(body).toContain("₺1.334,30"); // subtotal
      expect(body).toContain("₺29,99"); // shipping
      expect(body).toContain("₺1.364,29"); // total
      expect(body).toContain("ORD-20261121-123");
      expect(body).toContain("İzmir");
      expect(body).toContain(DEMO_SHOP_SETTINGS.email);
    }
    expect(mail.text).toContain("Işıklı Kupa — 2 × ₺49,90 = ₺99,80");
    expect(mail.text).toContain("Toplam (KDV dahil): ₺1.364,29");
  });

  it("names the total KDV-inclusive and breaks its KDV down by rate, in both bodies of both mails (docs/product.md#vat)", () => {
    const vatBreakdown = [
      { rate: 10, netKurus: 112227, vatKurus: 11223, grossKurus: 123450 },
      { rate: 20, netKurus: 10816, vatKurus: 2163, grossKurus: 12979 },
    ] as const;
    const taxed = order({ vatKurus: 13386, vatBreakdown: [...vatBreakdown] });
    for (const rendered of [orderConfirmationMail(taxed, PUBLIC_URL), newOrderNoticeMail(taxed, PUBLIC_URL)]) {
      expect(rendered.text).toContain(
        "Toplam (KDV dahil): ₺1.364,29\nKDV %10 (matrah ₺1.122,27): ₺112,23\nKDV %20 (matrah ₺108,16): ₺21,63\nToplam KDV: ₺133,86\n",
      );
      const html = visibleText(rendered.html).replace(/\s+/g, " ");
      expect(html).toContain("Toplam (KDV dahil) ₺1.364,29 KDV %10 (matrah ₺1.122,27) ₺112,23 KDV %20 (matrah ₺108,16) ₺21,63 Toplam KDV ₺133,86");
    }
    // One rate: its row, no sum under it.
    const single = orderConfirmationMail(order({ vatKurus: 2163, vatBreakdown: [vatBreakdown[1]] }), PUBLIC_URL).text;
    expect(single).toContain("KDV %20 (matrah ₺108,16): ₺21,63\n");
    expect(single).not.toContain("Toplam KDV");
  });

  it("links to the order page in both bodies", () => {
    const link = `${PUBLIC_URL}/order-confirmation/3f2b8c1e-6a4d-4e8f-9b1a-2c3d4e5f6a7b`;
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain(link);
    expect(orderConfirmationMail(order(), `${PUBLIC_URL}/`).text).toContain(link);
  });

  it("shows free shipping as Ücretsiz", () => {
    const free = orderConfirmationMail(order({ shippingKurus: 0, totalKurus: 123450 + 2 * 4990 }), PUBLIC_URL);
    expect(free.text).toContain(`${mailTexts.shipping}: ${mailTexts.freeShipping}`);
    expect(free.text).not.toContain("₺0,00");
    expect(visibleText(free.html)).toContain("Ücretsiz");
  });

  it("says the paid order is confirmed and being prepared, not pending", () => {
    expect(mail.text).toContain("Sipariş durumu: Onaylandı — hazırlanıyor");
    expect(visibleText(mail.html)).toMatch(/Sipariş durumu\s+Onaylandı — hazırlanıyor/);
    expect(mail.text).not.toContain("Beklemede");
  });

  it("shows the order date in Turkish", () => {
    expect(mail.text).toContain("21 Kasım 2026");
  });

  it("quotes the sender's own message back, with its line breaks", () => {
    expect(mail.text).toContain("> İyi ki doğdun!\n> Sevgiler");
    expect(mail.html).toContain("İyi ki doğdun!<br>Sevgiler");
    const none = orderConfirmationMail(order({ anonymousMessage: "  " }), PUBLIC_URL);
    expect(none.text).not.toContain(mailTexts.confirmation.yourMessage);
  });

  it("escapes every user-entered value in the html body", () => {
    const evil = orderConfirmationMail(
      order({
        orderNumber: `ORD-1"><img src=x onerror=alert(1)>`,
        recipientName: XSS,
        recipientCity: XSS,
        anonymousMessage: `${XSS} & "quoted" 'single'`,
        items: [{ productName: XSS, unitPriceKurus: 1000, quantity: 1 }],
      }),
      PUBLIC_URL,
    );
    expect(evil.html).not.toContain("<script");
    expect(evil.html).not.toContain("<img");
    expect(evil.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(evil.html).toContain("&amp; &quot;quoted&quot; &#39;single&#39;");
    // The plain-text body carries the values as they are.
    expect(evil.text).toContain(XSS);
  });

  it("keeps the subject on one line", () => {
    expect(orderConfirmationMail(order({ orderNumber: "ORD-1\r\nBcc: x@example.com" }), PUBLIC_URL).subject).not.toMatch(/[\r\n]/);
  });

  it("is a Turkish HTML document", () => {
    expect(mail.html).toMatch(/^<!DOCTYPE html>/);
    expect(mail.html).toContain('<html lang="tr">');
    expect(mail.html).toContain('<meta charset="utf-8">');
  });
});

describe("newOrderNoticeMail", () => {
  const mail = newOrderNoticeMail(order(), PUBLIC_URL);

  it("names the order number and total in the subject", () => {
    expect(mail.subject).toBe("Yeni sipariş: ORD-20261121-123 (₺1.364,29)");
  });

  it("lists items, total, recipient name and city and links to the admin orders", () => {
    for (const body of [visibleText(mail.html), mail.text]) {
      expect(body).toContain("Dev Karton Şef");
      expect(body).toContain("₺1.364,29");
      expect(body).toContain("Ayşe Yılmaz");
      expect(body).toContain("İzmir");
    }
    expect(mail.html).toContain(`href="${PUBLIC_URL}/admin/orders"`);
    expect(mail.text).toContain(`${PUBLIC_URL}/admin/orders`);
  });

  it("escapes the recipient's name, the city and product names in the html body", () => {
    const evil = newOrderNoticeMail(
      order({ recipientName: XSS, recipientCity: XSS, items: [{ productName: XSS, unitPriceKurus: 1, quantity: 1 }] }),
      PUBLIC_URL,
    );
    expect(evil.html).not.toContain("<script");
    expect(evil.html.split("&lt;script&gt;").length - 1).toBe(3);
  });
});

describe("shipmentMail", () => {
  const mail = shipmentMail({ ...order(), trackingNumber: "YK123456789TR" }, PUBLIC_URL);

  it("gives the tracking number and the order page link", () => {
    expect(mail.subject).toBe("Siparişiniz kargoya verildi: ORD-20261121-123");
    expect(visibleText(mail.html)).toContain("YK123456789TR");
    expect(mail.text).toContain(`${mailTexts.shipment.trackingNumber}: YK123456789TR`);
    expect(mail.text).toContain(`${PUBLIC_URL}/order-confirmation/3f2b8c1e-6a4d-4e8f-9b1a-2c3d4e5f6a7b`);
  });

  it("escapes the tracking number", () => {
    const evil = shipmentMail({ ...order({ recipientCity: XSS }), trackingNumber: XSS }, PUBLIC_URL);
    expect(evil.html).not.toContain("<script");
  });
});

describe("carrier tracking and the lookup page (docs/product.md#shipping-carriers, #order-lookup)", () => {
  it("the shipment mail names the carrier and links to its tracking page with the number", () => {
    const mail = shipmentMail({ ...order(), trackingNumber: "YK 1/2", carrier: "yurtici" }, PUBLIC_URL);
    const href = "https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code=YK%201%2F2";
    expect(mail.html).toContain(`href="${href}"`);
    expect(mail.text).toContain(`${mailTexts.shipment.carrier}: Yurtiçi Kargo`);
    expect(mail.text).toContain(`${mailTexts.shipment.trackingLink}:\n${href}`);
  });

  it("has no tracking link for Diğer or without a carrier", () => {
    for (const carrier of ["other", null]) {
      const mail = shipmentMail({ ...order(), trackingNumber: "X1", carrier }, PUBLIC_URL);
      expect(mail.text).not.toContain(mailTexts.shipment.trackingLink);
      expect(mail.html).not.toContain(mailTexts.shipment.trackingLink);
    }
    expect(shipmentMail({ ...order(), trackingNumber: "X1", carrier: "other" }, PUBLIC_URL).text).toContain(`${mailTexts.shipment.carrier}: Diğer`);
  });

  it("every mail to the sender links to the Siparişim nerede? page; the owner's notice does not need it", () => {
    for (const mail of [orderConfirmationMail(order(), PUBLIC_URL), shipmentMail({ ...order(), trackingNumber: "X1" }, PUBLIC_URL)]) {
      expect(mail.html).toContain(`href="${PUBLIC_URL}/order-lookup"`);
      expect(visibleText(mail.html)).toContain("Siparişim nerede?");
      expect(mail.text).toContain(`Siparişim nerede?: ${PUBLIC_URL}/order-lookup`);
    }
    expect(newOrderNoticeMail(order(), PUBLIC_URL).text).not.toContain("/order-lookup");
  });
});

describe("the requested delivery day (docs/product.md#delivery-date)", () => {
  it("is in the buyer's confirmation and the shop's notice, or 'En kısa sürede'", () => {
    for (const render of [orderConfirmationMail, newOrderNoticeMail]) {
      const chosen = render(order({ requestedDeliveryDate: "2026-11-27" }), PUBLIC_URL);
      expect(chosen.text).toContain("İstenen Teslimat Günü: 27 Kasım 2026 Cuma");
      expect(visibleText(chosen.html)).toContain("27 Kasım 2026 Cuma");
      expect(render(order({ requestedDeliveryDate: null }), PUBLIC_URL).text).toContain("İstenen Teslimat Günü: En kısa sürede");
    }
  });
});

describe("the seller and the carriers a mail names", () => {
  const seller = {
    ...orderSellerFrom(DEMO_SHOP_SETTINGS),
    shopName: "Kuzey Hediyelik",
    companyName: "Kuzey Hediyelik Ltd. Şti.",
    address: "Atatürk Cad. No: 5, 06420",
    district: "Çankaya",
    province: "Ankara",
    email: "merhaba@kuzey.example",
  };

  it("are the order's own: its company, address, e-mail and shop name in both bodies", () => {
    for (const mail of [orderConfirmationMail(order({ seller }), PUBLIC_URL), shipmentMail({ ...order({ seller }), trackingNumber: "X1" }, PUBLIC_URL)]) {
      for (const body of [visibleText(mail.html), mail.text]) {
        expect(body).toContain("Kuzey Hediyelik Ltd. Şti. · Atatürk Cad. No: 5, 06420 Çankaya / Ankara");
        expect(body).toContain("merhaba@kuzey.example");
        expect(body).toContain("Kuzey Hediyelik");
        expect(body).not.toContain(DEMO_SHOP_SETTINGS.companyName);
        expect(body).not.toContain(DEMO_SHOP_SETTINGS.email);
      }
    }
  });

  it("track a parcel on the carrier's page the settings give", () => {
    const carriers = [{ id: "kuzey", name: "Kuzey Kargo", enabled: true, trackingUrl: "https://takip.kuzey.example/{code}" }];
    const mail = shipmentMail({ ...order({ carriers }), trackingNumber: "KZ 9", carrier: "kuzey" }, PUBLIC_URL);
    expect(mail.text).toContain(`${mailTexts.shipment.carrier}: Kuzey Kargo`);
    expect(mail.text).toContain("https://takip.kuzey.example/KZ%209");
  });
});

describe("a line of a product with options (docs/product.md#options-and-variants)", () => {
  const withOptions = order({
    items: [
      { productName: "Dev Karton Şef", optionValues: [{ name: "Boyut", value: "180 cm" }], sku: "KARTON-SEF-180", unitPriceKurus: 123450, quantity: 1 },
      { productName: "Işıklı Kupa", optionValues: [], sku: "ISIKLI-KUPA", unitPriceKurus: 4990, quantity: 2 },
    ],
  });

  it("the confirmation names the options under the product, without the SKU; a product without options reads as before", () => {
    const mail = orderConfirmationMail(withOptions, PUBLIC_URL);
    expect(mail.text).toContain("- Dev Karton Şef (Boyut: 180 cm) — 1 × ₺1.234,50 = ₺1.234,50\n");
    expect(mail.text).toContain("- Işıklı Kupa — 2 × ₺49,90 = ₺99,80\n");
    expect(mail.html).toContain('Dev Karton Şef<br><span style="font-size:13px;color:#4b5563;">Boyut: 180 cm</span></td>');
    expect(mail.html).toContain(">Işıklı Kupa</td>");
    for (const body of [mail.html, mail.text]) expect(body).not.toMatch(/SKU|KARTON-SEF-180|ISIKLI-KUPA/);
    // The same as a mail of lines stored before options (no optionValues at all).
    expect(orderConfirmationMail(order(), PUBLIC_URL).text).toContain("- Işıklı Kupa — 2 × ₺49,90 = ₺99,80\n");
  });

  it("the owner's notice names the options and the SKU of a variant, and no SKU for a product without options", () => {
    const mail = newOrderNoticeMail(withOptions, PUBLIC_URL);
    expect(mail.text).toContain("- Dev Karton Şef (Boyut: 180 cm) — 1 × ₺1.234,50 = ₺1.234,50\n  SKU: KARTON-SEF-180\n");
    expect(mail.text).toContain("- Işıklı Kupa — 2 × ₺49,90 = ₺99,80\n");
    expect(mail.text).not.toContain("ISIKLI-KUPA");
    expect(visibleText(mail.html).replace(/\s+/g, " ")).toContain("Dev Karton Şef Boyut: 180 cm SKU: KARTON-SEF-180");
    expect(mail.html).toContain(">Işıklı Kupa</td>");
    expect(mail.html).not.toContain("ISIKLI-KUPA");
  });

  it("escapes option names, values and SKUs in the HTML", () => {
    const hostile = order({ items: [{ productName: "Kupa", optionValues: [{ name: XSS, value: XSS }], sku: XSS, unitPriceKurus: 100, quantity: 1 }] });
    for (const mail of [orderConfirmationMail(hostile, PUBLIC_URL), newOrderNoticeMail(hostile, PUBLIC_URL)]) {
      expect(mail.html).not.toContain(XSS);
      expect(visibleText(mail.html)).toContain(`${XSS}: ${XSS}`);
    }
    expect(visibleText(newOrderNoticeMail(hostile, PUBLIC_URL).html)).toContain(`SKU: ${XSS}`);
  });
});

describe("personalised lines in mails", () => {
  const thumb = { cid: "personal-u1@hediye", filename: "fotograf-u1.webp", storageKey: "personal/u1/thumb.webp" };
  const personalised = order({
    items: [
      {
        productName: "Dev Karton Şef",
        unitPriceKurus: 123450,
        quantity: 1,
        personal: [
          { label: "Yüz fotoğrafı", kind: "photo", text: "", erased: false, thumb },
          { label: "İsim", kind: "text", text: XSS, erased: false },
        ],
      },
      { productName: "Kupa", unitPriceKurus: 4990, quantity: 1, personal: [{ label: "Fotoğraf", kind: "photo", text: "", erased: true }] },
    ],
  });

  it("shows the texts escaped and each photo as an inline thumbnail, both to the buyer and the shop", () => {
    for (const mail of [orderConfirmationMail(personalised, PUBLIC_URL), newOrderNoticeMail(personalised, PUBLIC_URL)]) {
      expect(mail.html).toContain('src="cid:personal-u1@hediye"');
      expect(mail.html).not.toContain("<script>");
      expect(visibleText(mail.html)).toMatch(/İsim:\s+<script>alert\(1\)<\/script>/);
      expect(mail.html).toContain("Fotoğraf saklama süresi dolduğu için silindi.");
      expect(mail.html).not.toContain("personal/u1");
      expect(mail.text).toContain(`İsim: ${XSS}`);
    }
    expect(personalMailAttachments(personalised)).toEqual([thumb]);
    expect(personalMailAttachments(order())).toEqual([]);
  });
});

describe("a discounted order's mails (docs/product.md#campaign-orders)", () => {
  const discounted = order({
    discounts: [
      { label: "SEVGILI20", kind: "code", target: "items", amountKurus: 26686 },
      { label: "KARGO", kind: "automatic", target: "shipping", amountKurus: 2999 },
    ],
    totalKurus: 123450 + 2 * 4990 + 2999 - 26686 - 2999,
  });

  it("list each discount between the shipping and the total paid, in the confirmation and the owner's notice", () => {
    for (const mail of [orderConfirmationMail(discounted, PUBLIC_URL), newOrderNoticeMail(discounted, PUBLIC_URL)]) {
      for (const body of [visibleText(mail.html), mail.text]) {
        expect(body).toContain("İndirim (SEVGILI20)");
        expect(body).toContain("−₺266,86");
        expect(body).toContain("Kargo indirimi (KARGO)");
        expect(body).toContain("₺1.067,44");
        expect(body.indexOf("İndirim (SEVGILI20)")).toBeGreaterThan(body.indexOf("₺1.334,30"));
        expect(body.lastIndexOf("₺1.067,44")).toBeGreaterThan(body.indexOf("Kargo indirimi (KARGO)"));
      }
    }
  });

  it("name the discounts and the total paid in the refund and cancellation mails; an order without discounts reads as before", () => {
    for (const mail of [refundMail(discounted, PUBLIC_URL, 1000), cancellationMail(discounted, PUBLIC_URL, discounted.totalKurus)]) {
      expect(mail.text).toContain("İndirim (SEVGILI20): −₺266,86");
      expect(mail.text).toContain("₺1.067,44");
    }
    expect(refundMail(order(), PUBLIC_URL, 1000).text).not.toContain("İndirim");
    expect(orderConfirmationMail(order(), PUBLIC_URL).text).not.toContain("İndirim");
  });
});
