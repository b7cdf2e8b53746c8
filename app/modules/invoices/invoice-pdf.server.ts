// An invoice as a PDF (docs/product.md#invoices): seller and buyer, number and date (and the sale a return document
// corrects), each line with its KDV rate and amount, the KDV breakdown by rate and the totals. Without an e-Arşiv
// integrator it says it is the shop's record, not an e-Arşiv invoice. Written with the shop's PDF writer
// (modules/documents/pdf.server.ts: Turkish letters embedded, the number on every page).
import { formatDate } from "~/lib/dates";
import { invoicesText } from "~/lib/i18n/invoices";
import type { InvoiceBuyer, InvoiceSeller } from "~/lib/invoice";
import { formatKurus } from "~/lib/money";
import { createPdf, PDF_MARGIN } from "~/modules/documents/pdf.server";
import type { InvoiceWithOrder } from "./admin-invoices.server";

const t = invoicesText.pdf;

function sellerLines(s: InvoiceSeller): string[] {
  return [
    s.name,
    s.address,
    `${t.taxOffice}: ${s.taxOffice} · ${s.taxNumber.length === 11 ? t.tckn : t.vkn}: ${s.taxNumber}`,
    s.mersisNumber ? `${t.mersis}: ${s.mersisNumber}` : "",
    [s.phone && `${t.phone}: ${s.phone}`, s.email && `${t.email}: ${s.email}`].filter(Boolean).join(" · "),
    s.website,
  ].filter(Boolean);
}

/** An anonymised individual buyer keeps no name: the mark says so. */
function buyerLines(b: InvoiceBuyer): string[] {
  const address = b.address ? `${b.address.address}, ${b.address.district} / ${b.address.province}` : "";
  return [
    b.name || t.anonymised,
    address,
    b.kind === "company" ? `${t.taxOffice}: ${b.taxOffice} · ${t.vkn}: ${b.taxNumber}` : b.taxNumber ? `${t.tckn}: ${b.taxNumber}` : "",
    b.email ? `${t.email}: ${b.email}` : "",
  ].filter(Boolean);
}

/** The invoice's PDF bytes; `shopName` heads every page. */
export async function invoicePdf({ invoice, orderNumber, relatedNumber }: InvoiceWithOrder, shopName: string, createdAt = new Date()): Promise<Buffer> {
  const pdf = createPdf({
    title: `${t.title[invoice.kind]} ${invoice.number}`,
    header: t.header(shopName, invoice.number),
    footer: t.title[invoice.kind],
    createdAt,
  });
  const { doc } = pdf;
  const width = doc.page.width - 2 * PDF_MARGIN;
  const half = (width - 20) / 2;

  pdf.bold().fontSize(18).text(t.title[invoice.kind], PDF_MARGIN, doc.y);
  doc.moveDown(0.5);
  const facts: [string, string][] = [
    [t.number, invoice.number],
    [t.date, formatDate(invoice.issuedAt)],
    [t.orderNumber, orderNumber],
  ];
  if (relatedNumber) facts.push([t.related, relatedNumber]);
  for (const [label, value] of facts) {
    pdf.bold().fontSize(10).text(`${label}: `, { continued: true });
    pdf.regular().text(value);
  }
  doc.moveDown(0.8);

  const top = doc.y;
  pdf.bold().fontSize(11).text(t.seller, PDF_MARGIN, top, { width: half });
  pdf.regular().fontSize(9).text(sellerLines(invoice.seller).join("\n"), { width: half });
  const sellerEnd = doc.y;
  pdf
    .bold()
    .fontSize(11)
    .text(t.buyer, PDF_MARGIN + half + 20, top, { width: half });
  pdf.regular().fontSize(9).text(buyerLines(invoice.buyer).join("\n"), { width: half });
  doc.y = Math.max(sellerEnd, doc.y) + 14;

  // The lines: name, quantity, unit price, discount, KDV rate, KDV, amount.
  const cols = [
    { key: "name", w: 0.34, align: "left" },
    { key: "quantity", w: 0.08, align: "right" },
    { key: "unit", w: 0.13, align: "right" },
    { key: "discount", w: 0.12, align: "right" },
    { key: "rate", w: 0.08, align: "right" },
    { key: "vat", w: 0.11, align: "right" },
    { key: "gross", w: 0.14, align: "right" },
  ] as const;
  const row = (cells: string[], bold: boolean) => {
    if (doc.y > doc.page.height - PDF_MARGIN - 60) doc.addPage();
    const y = doc.y;
    let x = PDF_MARGIN;
    let bottom = y;
    (bold ? pdf.bold() : pdf.regular()).fontSize(8.5);
    cols.forEach((col, i) => {
      const w = col.w * width;
      doc.text(cells[i], x + 2, y, { width: w - 4, align: col.align });
      bottom = Math.max(bottom, doc.y);
      x += w;
    });
    doc.y = bottom + 3;
    doc
      .moveTo(PDF_MARGIN, doc.y - 1.5)
      .lineTo(PDF_MARGIN + width, doc.y - 1.5)
      .lineWidth(0.5)
      .strokeColor("#bbbbbb")
      .stroke();
  };
  row(
    cols.map((c) => t.lines[c.key]),
    true,
  );
  for (const l of invoice.lines)
    row(
      [
        l.name,
        String(l.quantity),
        formatKurus(l.unitGrossKurus),
        l.discountKurus ? formatKurus(l.discountKurus) : "",
        `%${l.vatRate}`,
        formatKurus(l.vatKurus),
        formatKurus(l.grossKurus),
      ],
      false,
    );
  doc.moveDown(1);

  // The KDV breakdown and the totals, right-aligned under the lines.
  const labelX = PDF_MARGIN + width * 0.4;
  const labelW = width * 0.4;
  const valueW = width * 0.2;
  const total = (label: string, value: string, bold = false) => {
    const y = doc.y;
    (bold ? pdf.bold() : pdf.regular()).fontSize(9.5).text(label, labelX, y, { width: labelW, align: "right" });
    doc.text(value, labelX + labelW, y, { width: valueW, align: "right" });
    doc.moveDown(0.2);
  };
  pdf
    .bold()
    .fontSize(10)
    .text(t.breakdown, labelX, doc.y, { width: labelW + valueW, align: "right" });
  doc.moveDown(0.2);
  for (const r of invoice.vatBreakdown) {
    total(`${t.breakdownRow(r.rate)} ${formatKurus(r.netKurus)} · KDV`, formatKurus(r.vatKurus));
  }
  doc.moveDown(0.4);
  total(t.net, formatKurus(invoice.netKurus));
  total(t.vatTotal, formatKurus(invoice.vatKurus));
  total(t.gross[invoice.kind], formatKurus(invoice.grossKurus), true);
  doc.moveDown(1.5);

  const note = invoice.provider ? t.providerNote(invoicesText.providerState[invoice.providerState]) : t.recordNote;
  pdf.regular().fontSize(8.5).fillColor("#444444").text(note, PDF_MARGIN, doc.y, { width });
  doc.fillColor("#000000");
  return pdf.finish();
}
