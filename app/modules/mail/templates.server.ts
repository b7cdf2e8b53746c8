// The shop's e-mails as pure functions (docs/product.md#mail): each returns a Turkish subject, an HTML body and a
// plain-text body. Every value that came from a shopper or the catalogue is HTML-escaped in the HTML body.
// These mails go to the sender and the shop owner only; nothing is ever e-mailed to the gift's recipient.
import { thanksCardText } from "~/lib/i18n/thanks-card";
import type { MailImageRef } from "~/db/schema";
import { mailTexts as t } from "~/lib/i18n/mail";
import { personalLineText } from "~/lib/i18n/personalisation";
import { notificationsText } from "~/lib/i18n/settings-notifications";
import { SHOP_TIME_ZONE } from "~/lib/dates";
import { escapeHtml } from "~/lib/input";
import { deliveryDateText } from "~/lib/i18n/delivery";
import { shopperOrderStatusText } from "~/lib/i18n/order";
import { formatKurus } from "~/lib/money";
import type { OrderDiscountView } from "~/lib/order-discounts";
import { discountFacts, discountRows } from "./discount-lines.server";
import { mailTotalLabel, type OrderVat, vatRowsHtml, vatRowsText } from "./vat-lines.server";
import { orderLineLabel, orderLineName, orderLineSku } from "~/lib/order-lines";
import type { OrderLineOption } from "~/lib/variants";
import { requestedDeliveryDay } from "~/lib/requested-delivery-date";
import { type Carrier, carrierTrackingUrl, findCarrier, fullAddress, type OrderSeller } from "~/lib/shop-settings";

export interface OrderForMail extends Partial<OrderVat> {
  /** The order's unguessable id, used in the order page link. */
  id: string;
  orderNumber: string;
  createdAt: Date;
  subtotalKurus: number;
  shippingKurus: number;
  totalKurus: number;
  /** The order's discounts (docs/product.md#campaign-orders); none or [] for an order without. */
  discounts?: OrderDiscountView[];
  recipientName: string;
  recipientCity: string;
  senderEmail: string;
  anonymousMessage: string;
  /** The card's thank-you code (docs/product.md#thank-you-notes): the mail says only that there is one, never the code. */
  thanksCode?: string | null;
  trackingNumber: string | null;
  /** The carrier's id among the settings' carriers (docs/product.md#shipping-carriers), once shipped. */
  carrier?: string | null;
  /**
   * The seller the mail names (company, address, e-mail, shop name): the order's own snapshot from when it was
   * placed, or the settings in force for an order placed before snapshots were kept (loadOrdersForMail).
   */
  seller: OrderSeller;
  /** The settings' carriers now: the tracking link and the carrier's name. */
  carriers: readonly Carrier[];
  /** The day the sender asked the gift to arrive on (docs/product.md#delivery-date); null: as soon as possible. */
  requestedDeliveryDate?: string | null;
  /**
   * The lines, each with its options as ordered and SKU (docs/product.md#options-and-variants); a line without
   * optionValues (or with []) is a product without options and reads as its name alone.
   */
  items: {
    productName: string;
    optionValues?: OrderLineOption[];
    sku?: string | null;
    unitPriceKurus: number;
    quantity: number;
    personal?: MailPersonalValue[];
  }[];
}

/**
 * A personalised line's value in a mail (docs/product.md#personalised-gifts): the text, or a photo shown by its
 * thumbnail, never the original, sent inline (`cid:`) and read from storage when the mail goes out (mail_outbox.attachments).
 */
export interface MailPersonalValue {
  label: string;
  kind: "text" | "photo" | "choice";
  text: string;
  erased: boolean;
  thumb?: MailImageRef;
}

/** The inline images the order's mails show: each photo's thumbnail, once. */
export function personalMailAttachments(order: Pick<OrderForMail, "items">): MailImageRef[] {
  const refs = new Map<string, MailImageRef>();
  for (const item of order.items) for (const value of item.personal ?? []) if (value.thumb) refs.set(value.thumb.cid, value.thumb);
  return [...refs.values()];
}

type MailItem = OrderForMail["items"][number];

/** The line as the variant helpers read it: a line without option values is a product without options. */
function line(item: MailItem) {
  return { productName: item.productName, optionValues: item.optionValues ?? [], sku: item.sku ?? null };
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Escaped, with line breaks kept as <br> (for the shopper's multi-line message). */
export function escapeMultiline(value: string): string {
  return escapeHtml(value).replace(/\r\n|\r|\n/g, "<br>");
}

/** Removes line breaks from a value that goes into the subject (a header). */
export function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim();
}

const dateFormatter = new Intl.DateTimeFormat("tr-TR", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: SHOP_TIME_ZONE,
});

export function formatMailDate(date: Date): string {
  return dateFormatter.format(date);
}

function baseUrl(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, "");
}

export function orderPageUrl(order: Pick<OrderForMail, "id">, publicUrl: string): string {
  return `${baseUrl(publicUrl)}/order-confirmation/${encodeURIComponent(order.id)}`;
}

/** The "Siparişim nerede?" page, where a sender finds an order by its number and their e-mail. */
export function orderLookupUrl(publicUrl: string): string {
  return `${baseUrl(publicUrl)}/order-lookup`;
}

export function adminOrdersUrl(publicUrl: string): string {
  return `${baseUrl(publicUrl)}/admin/orders`;
}

function shippingLabel(kurus: number): string {
  return kurus === 0 ? t.freeShipping : formatKurus(kurus);
}

// ---------------------------------------------------------------------------------------------------------
// HTML building blocks (inline styles: mail clients ignore style sheets)

const FONT = "font-family:Arial,Helvetica,sans-serif;color:#1f2937;";
const CELL = "padding:8px;border-bottom:1px solid #e5e7eb;";

export function htmlDocument(seller: OrderSeller, subject: string, heading: string, body: string): string {
  return [
    "<!DOCTYPE html>",
    '<html lang="tr">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f3f4f6;${FONT}">`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;"><tr><td align="center" style="padding:24px 12px;">',
    '<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;">',
    `<tr><td style="padding:24px;background:#7c3aed;border-radius:8px 8px 0 0;color:#ffffff;${FONT}color:#ffffff;">`,
    `<div style="font-size:14px;">${escapeHtml(seller.shopName)}</div>`,
    `<h1 style="margin:8px 0 0;font-size:22px;">${escapeHtml(heading)}</h1></td></tr>`,
    `<tr><td style="padding:24px;${FONT}font-size:15px;line-height:1.5;">${body}</td></tr>`,
    `<tr><td style="padding:16px 24px;${FONT}font-size:12px;color:#6b7280;">${escapeHtml(t.automatedNotice)}<br>`,
    `${escapeHtml(seller.companyName)} · ${escapeHtml(fullAddress(seller))}</td></tr>`,
    "</table></td></tr></table>",
    "</body></html>",
  ].join("\n");
}

export function paragraph(html: string): string {
  return `<p style="margin:0 0 16px;">${html}</p>`;
}

export function button(href: string, label: string): string {
  return (
    `<p style="margin:0 0 16px;"><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;background:#7c3aed;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(label)}</a></p>` +
    `<p style="margin:0 0 16px;font-size:12px;color:#6b7280;word-break:break-all;">${escapeHtml(href)}</p>`
  );
}

/** The closing hint of every mail to the sender: where to find the order again without this mail's link. */
function lookupHtml(publicUrl: string): string {
  const href = orderLookupUrl(publicUrl);
  return paragraph(`${escapeHtml(t.lookup.intro)} <a href="${escapeHtml(href)}" style="color:#7c3aed;">${escapeHtml(t.lookup.link)}</a>`);
}

function lookupText(publicUrl: string): string[] {
  return [`${t.lookup.intro} ${t.lookup.link}: ${orderLookupUrl(publicUrl)}`];
}

function factsTable(rows: [label: string, value: string][]): string {
  const body = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#6b7280;">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:bold;">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;${FONT}font-size:15px;">${body}</table>`;
}

/** The product cell: the name, then for a product with options the options and (for the owner) the SKU, each a smaller line below. */
function productCellHtml(item: MailItem, withSku: boolean): string {
  const label = orderLineLabel(line(item));
  const sku = withSku ? orderLineSku(line(item)) : null;
  const personal = (item.personal ?? [])
    .map((value) => {
      const head = `<span style="font-size:13px;color:#374151;"><strong>${escapeHtml(value.label)}:</strong> `;
      if (value.kind !== "photo") return `<br>${head}${escapeHtml(value.erased ? personalLineText.textErased : value.text)}</span>`;
      if (value.erased || !value.thumb) return `<br>${head}<em>${escapeHtml(personalLineText.photoErased)}</em></span>`;
      return `<br>${head}</span><br><img src="cid:${escapeHtml(value.thumb.cid)}" width="96" height="96" alt="${escapeHtml(value.label)}" style="display:block;width:96px;height:96px;object-fit:cover;border:1px solid #e5e7eb;border-radius:4px;margin:4px 0;">`;
    })
    .join("");
  return (
    escapeHtml(item.productName) +
    (label ? `<br><span style="font-size:13px;color:#4b5563;">${escapeHtml(label)}</span>` : "") +
    (sku
      ? `<br><span style="font-size:12px;color:#4b5563;font-family:Consolas,Menlo,monospace;overflow-wrap:anywhere;word-break:break-word;">${escapeHtml(sku)}</span>`
      : "") +
    personal
  );
}

/** `withSku`: the owner's mail, which names each variant's SKU as the packing slip does. */
function itemsTable(order: OrderForMail, withBreakdown: boolean, withSku = false): string {
  const head =
    `<tr style="background:#f9fafb;"><th align="left" style="${CELL}">${escapeHtml(t.product)}</th>` +
    `<th align="right" style="${CELL}">${escapeHtml(t.unitPrice)}</th>` +
    `<th align="right" style="${CELL}">${escapeHtml(t.quantity)}</th>` +
    `<th align="right" style="${CELL}">${escapeHtml(t.lineTotal)}</th></tr>`;
  const rows = order.items
    .map(
      (item) =>
        `<tr><td style="${CELL}">${productCellHtml(item, withSku)}</td>` +
        `<td align="right" style="${CELL}white-space:nowrap;">${escapeHtml(formatKurus(item.unitPriceKurus))}</td>` +
        `<td align="right" style="${CELL}">${item.quantity}</td>` +
        `<td align="right" style="${CELL}white-space:nowrap;">${escapeHtml(formatKurus(item.unitPriceKurus * item.quantity))}</td></tr>`,
    )
    .join("");
  const sumRow = (label: string, value: string, strong = false) =>
    `<tr><td colspan="3" align="right" style="padding:6px 8px;${strong ? "font-weight:bold;" : ""}">${escapeHtml(label)}</td>` +
    `<td align="right" style="padding:6px 8px;white-space:nowrap;${strong ? "font-weight:bold;" : ""}">${escapeHtml(value)}</td></tr>`;
  const sums = withBreakdown
    ? sumRow(t.subtotal, formatKurus(order.subtotalKurus)) +
      sumRow(t.shipping, shippingLabel(order.shippingKurus)) +
      discountRows(order)
        .map(([label, value]) => sumRow(label, value))
        .join("") +
      sumRow(mailTotalLabel, formatKurus(order.totalKurus), true) +
      vatRowsHtml(order, escapeHtml)
    : sumRow(t.total, formatKurus(order.totalKurus), true);
  return (
    `<h2 style="margin:0 0 8px;font-size:17px;">${escapeHtml(t.items)}</h2>` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse;${FONT}font-size:14px;">` +
    `${head}${rows}${sums}</table>`
  );
}

// ---------------------------------------------------------------------------------------------------------
// Plain-text building blocks

function itemsText(order: OrderForMail, withBreakdown: boolean, withSku = false): string[] {
  const lines = [
    `${t.items}:`,
    ...order.items.flatMap((item) => {
      const sku = withSku ? orderLineSku(line(item)) : null;
      const total = formatKurus(item.unitPriceKurus * item.quantity);
      // "- Kupa (Renk: Siyah) — 1 × ₺99,90 = ₺99,90", and for the owner "  SKU: KUPA-SIYAH" below it.
      return [
        `- ${t.itemLine(oneLine(orderLineName(line(item))), item.quantity, formatKurus(item.unitPriceKurus), total)}`,
        ...(sku ? [`  ${oneLine(sku)}`] : []),
        ...(item.personal ?? []).map(
          (value) =>
            `  ${oneLine(value.label)}: ${
              value.erased
                ? value.kind === "photo"
                  ? personalLineText.photoErased
                  : personalLineText.textErased
                : value.kind === "photo"
                  ? personalLineText.photo
                  : oneLine(value.text)
            }`,
        ),
      ];
    }),
    "",
  ];
  if (withBreakdown) {
    lines.push(`${t.subtotal}: ${formatKurus(order.subtotalKurus)}`, `${t.shipping}: ${shippingLabel(order.shippingKurus)}`);
    lines.push(...discountRows(order).map(([label, value]) => `${oneLine(label)}: ${value}`));
  }
  lines.push(
    ...(withBreakdown ? [`${mailTotalLabel}: ${formatKurus(order.totalKurus)}`, ...vatRowsText(order)] : [`${t.total}: ${formatKurus(order.totalKurus)}`]),
  );
  return lines;
}

export function textDocument(seller: OrderSeller, lines: string[]): string {
  return [...lines, "", "--", t.automatedNotice, `${seller.companyName} · ${fullAddress(seller)}`, ""].join("\n");
}

// ---------------------------------------------------------------------------------------------------------
// The mails

/** To the sender, after payment: order number, items, totals, the recipient's city and the order page link. */
export function orderConfirmationMail(order: OrderForMail, publicUrl: string): RenderedMail {
  const subject = t.confirmation.subject(oneLine(order.orderNumber));
  const link = orderPageUrl(order, publicUrl);
  const facts: [string, string][] = [
    [t.orderNumber, order.orderNumber],
    [t.orderDate, formatMailDate(order.createdAt)],
    // Sent once the payment is in: the order waits to be prepared (docs/product.md#order-status).
    [t.orderStatus, shopperOrderStatusText.confirmed],
    [t.recipientCity, order.recipientCity],
    [deliveryDateText.requestedDate, requestedDeliveryDay(order.requestedDeliveryDate)],
  ];
  const message = order.anonymousMessage.trim();

  const html = htmlDocument(
    order.seller,
    subject,
    t.confirmation.heading,
    [
      paragraph(escapeHtml(t.greeting)),
      paragraph(escapeHtml(t.confirmation.intro)),
      factsTable(facts),
      itemsTable(order, true),
      message
        ? `<h2 style="margin:0 0 8px;font-size:17px;">${escapeHtml(t.confirmation.yourMessage)}</h2>` +
          `<blockquote style="margin:0 0 16px;padding:12px 16px;background:#f5f3ff;border-left:4px solid #7c3aed;">${escapeMultiline(message)}</blockquote>`
        : "",
      order.thanksCode ? paragraph(escapeHtml(thanksCardText.confirmation)) : "",
      paragraph(escapeHtml(t.confirmation.anonymityNote)),
      paragraph(escapeHtml(t.confirmation.orderPageIntro)),
      button(link, t.confirmation.orderPageLink),
      paragraph(escapeHtml(t.confirmation.shippingNote)),
      lookupHtml(publicUrl),
      paragraph(escapeHtml(t.confirmation.support(order.seller.email))),
      paragraph(escapeMultiline(t.signature(order.seller.shopName))),
    ].join("\n"),
  );

  const text = textDocument(order.seller, [
    t.greeting,
    "",
    t.confirmation.intro,
    "",
    ...facts.map(([label, value]) => `${label}: ${oneLine(value)}`),
    "",
    ...itemsText(order, true),
    ...(message ? ["", `${t.confirmation.yourMessage}:`, ...message.split(/\r\n|\r|\n/).map((l) => `> ${l}`)] : []),
    ...(order.thanksCode ? ["", thanksCardText.confirmation] : []),
    "",
    t.confirmation.anonymityNote,
    "",
    t.confirmation.orderPageIntro,
    link,
    "",
    t.confirmation.shippingNote,
    "",
    ...lookupText(publicUrl),
    "",
    t.confirmation.support(order.seller.email),
    "",
    t.signature(order.seller.shopName),
  ]);

  return { subject, html, text };
}

/** To the shop owner (the settings' notice address, else SHOP_NOTIFY_EMAIL), after payment: what to prepare, and where to manage it. */
export function newOrderNoticeMail(order: OrderForMail, publicUrl: string): RenderedMail {
  const subject = t.newOrder.subject(oneLine(order.orderNumber), formatKurus(order.totalKurus));
  const link = adminOrdersUrl(publicUrl);
  const facts: [string, string][] = [
    [t.orderNumber, order.orderNumber],
    [t.orderDate, formatMailDate(order.createdAt)],
    [t.recipient, order.recipientName],
    [t.recipientCity, order.recipientCity],
    [deliveryDateText.requestedDate, requestedDeliveryDay(order.requestedDeliveryDate)],
    [t.total, formatKurus(order.totalKurus)],
  ];

  const html = htmlDocument(
    order.seller,
    subject,
    t.newOrder.heading,
    [paragraph(escapeHtml(t.newOrder.intro)), factsTable(facts), itemsTable(order, true, true), button(link, t.newOrder.adminLink)].join("\n"),
  );

  const text = textDocument(order.seller, [
    t.newOrder.intro,
    "",
    ...facts.map(([label, value]) => `${label}: ${oneLine(value)}`),
    "",
    ...itemsText(order, true, true),
    "",
    `${t.newOrder.adminLink}:`,
    link,
  ]);

  return { subject, html, text };
}

/** A short mail about a change to the sender's order: an intro, a few facts, an optional tracking link, the order page and the lookup page. */
function orderUpdateMail(
  order: Pick<OrderForMail, "id" | "orderNumber" | "seller">,
  publicUrl: string,
  texts: { subject: string; heading: string; intro: string },
  facts: [string, string][],
  trackingLink: string | null = null,
): RenderedMail {
  const link = orderPageUrl(order, publicUrl);
  const html = htmlDocument(
    order.seller,
    texts.subject,
    texts.heading,
    [
      paragraph(escapeHtml(t.greeting)),
      paragraph(escapeHtml(texts.intro)),
      factsTable(facts),
      trackingLink ? button(trackingLink, t.shipment.trackingLink) : "",
      paragraph(escapeHtml(t.shipment.orderPageIntro)),
      button(link, t.shipment.orderPageLink),
      lookupHtml(publicUrl),
      paragraph(escapeHtml(t.shipment.support(order.seller.email))),
      paragraph(escapeMultiline(t.signature(order.seller.shopName))),
    ].join("\n"),
  );
  const text = textDocument(order.seller, [
    t.greeting,
    "",
    oneLine(texts.intro),
    "",
    ...facts.map(([label, value]) => `${label}: ${oneLine(value)}`),
    ...(trackingLink ? ["", `${t.shipment.trackingLink}:`, trackingLink] : []),
    "",
    t.shipment.orderPageIntro,
    link,
    "",
    ...lookupText(publicUrl),
    "",
    t.shipment.support(order.seller.email),
    "",
    t.signature(order.seller.shopName),
  ]);
  return { subject: texts.subject, html, text };
}

/** To the sender, when the order ships: the carrier, the tracking number with the carrier's tracking page, and the order page link. */
export function shipmentMail(order: OrderForMail & { trackingNumber: string }, publicUrl: string): RenderedMail {
  const carrier = findCarrier(order.carrier, order.carriers);
  return orderUpdateMail(
    order,
    publicUrl,
    { subject: t.shipment.subject(oneLine(order.orderNumber)), heading: t.shipment.heading, intro: t.shipment.intro(order.orderNumber) },
    [
      [t.orderNumber, order.orderNumber],
      ...(carrier ? [[t.shipment.carrier, carrier.name] as [string, string]] : []),
      [t.shipment.trackingNumber, order.trackingNumber],
      [t.recipientCity, order.recipientCity],
    ],
    carrierTrackingUrl(order.carrier, order.trackingNumber, order.carriers),
  );
}

/** To the sender when the shop cancels the order (docs/product.md#refunds); says whether the money goes back. */
export function cancellationMail(order: OrderForMail, publicUrl: string, refundKurus: number): RenderedMail {
  const c = t.cancellation;
  return orderUpdateMail(
    order,
    publicUrl,
    {
      subject: c.subject(oneLine(order.orderNumber)),
      heading: c.heading,
      intro: c.intro(order.orderNumber, refundKurus > 0 ? formatKurus(refundKurus) : null),
    },
    [[t.orderNumber, order.orderNumber], ...discountFacts(order, t.total)],
  );
}

/** To the sender when (part of) the payment is refunded. */
export function refundMail(order: OrderForMail, publicUrl: string, refundKurus: number): RenderedMail {
  const r = t.refund;
  return orderUpdateMail(
    order,
    publicUrl,
    { subject: r.subject(oneLine(order.orderNumber)), heading: r.heading, intro: r.intro(order.orderNumber, formatKurus(refundKurus)) },
    [[t.orderNumber, order.orderNumber], ...discountFacts(order, t.total)],
  );
}

/** The owner's test mail from /admin/settings (docs/product.md#shop-settings): proves the address gets the shop's mail. */
export function testMail(seller: OrderSeller): RenderedMail {
  const m = notificationsText.testMail;
  const subject = m.subject(oneLine(seller.shopName));
  return {
    subject,
    html: htmlDocument(seller, subject, m.heading, paragraph(escapeHtml(m.body))),
    text: textDocument(seller, [m.body]),
  };
}
