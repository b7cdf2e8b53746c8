// The order's contract as a PDF (docs/product.md#order-contract): both stored documents, exactly as stored (an anonymised
// order's with its personal values erased), the shop's name and the order number on every page. Rendered when asked
// (the order page's link, the confirmation mail), so nothing but the stored rows needs erasing.
import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { orders } from "~/db/schema";
import { contractText as t } from "~/lib/i18n/contract";
import type { Block, LegalSection } from "~/lib/i18n/pages/shared";
import { richText } from "~/lib/order-contract";
import type { OrderSeller } from "~/lib/shop-settings";
import { createPdf, type PdfWriter } from "./pdf.server";
import { readOrderDocuments, type StoredOrderDocument } from "./order-documents.server";

function writeBlock(pdf: PdfWriter, block: Block) {
  const { doc } = pdf;
  if (typeof block === "string" || Array.isArray(block)) {
    pdf.regular().fontSize(9.5).text(richText(block), { paragraphGap: 4 });
  } else if ("facts" in block) {
    for (const [label, value] of block.facts) {
      pdf.bold().fontSize(9.5).text(`${label}: `, { continued: true });
      pdf.regular().text(richText(value), { paragraphGap: 2 });
    }
    doc.moveDown(0.3);
  } else if ("list" in block) {
    block.list.forEach((item, i) => {
      pdf
        .regular()
        .fontSize(9.5)
        .text(`${block.ordered ? `${i + 1}.` : "-"} ${richText(item)}`, { indent: 0, paragraphGap: 2 });
    });
    doc.moveDown(0.3);
  }
}

function writeSection(pdf: PdfWriter, section: LegalSection) {
  pdf.doc.moveDown(0.4);
  pdf.bold().fontSize(11).text(section.heading, { paragraphGap: 3 });
  for (const block of section.blocks ?? []) writeBlock(pdf, block);
  for (const sub of section.subsections ?? []) writeSection(pdf, sub);
}

/** The PDF of stored documents; `orderNumber` and the shop's name head every page. */
export function renderContractPdf(
  documents: readonly StoredOrderDocument[],
  head: { shopName: string; orderNumber: string },
  createdAt?: Date,
): Promise<Buffer> {
  const pdf = createPdf({ title: t.pdfTitle(head.orderNumber), header: t.pdfHeader(head.shopName, head.orderNumber), createdAt });
  documents.forEach((stored, i) => {
    if (i > 0) pdf.doc.addPage();
    pdf.bold().fontSize(15).text(stored.body.title, { paragraphGap: 6 });
    for (const lead of stored.body.lead ?? []) pdf.regular().fontSize(9.5).text(richText(lead), { paragraphGap: 4 });
    for (const section of stored.body.sections) writeSection(pdf, section);
    pdf.doc.moveDown(0.6);
    pdf
      .regular()
      .fontSize(7.5)
      .fillColor("#555555")
      .text(t.pdfStored(Number(stored.version), stored.sha256));
    pdf.doc.fillColor("#000000");
  });
  return pdf.finish();
}

/** The order's contract PDF and its file name, or null when the order has no stored contract. */
export async function orderContractPdf(db: Executor, orderId: string): Promise<{ bytes: Buffer; filename: string } | null> {
  const [order] = await db
    .select({ orderNumber: orders.orderNumber, seller: orders.seller, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const documents = await readOrderDocuments(db, orderId);
  if (documents.length === 0) return null;
  const shopName = (order.seller as OrderSeller | null)?.shopName ?? "";
  const bytes = await renderContractPdf(documents, { shopName, orderNumber: order.orderNumber }, order.createdAt);
  return { bytes, filename: t.pdfFileName(order.orderNumber) };
}
