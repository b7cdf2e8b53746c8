// Printable PDF documents (the order's contract, invoices): A4, a font with every Turkish letter embedded (DejaVu
// Sans, subset to the letters used, so a page weighs a few kilobytes), and on every page a header naming the shop
// and the document (its order or invoice number) and a footer with the page count. PDFKit writes the file; the
// standard PDF fonts cannot be used, as their encoding has no ğ, ş, ı or İ.
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";

const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const FONT_BOLD = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");

export const PDF_MARGIN = 56;
const HEADER_Y = 24;

export interface PdfOptions {
  /** The document's title in its metadata (shown by viewers in the window title). */
  title: string;
  /** Printed at the top of every page, e.g. "Sürpriz Hediye · Sipariş SH-20261128-1234". */
  header: string;
  /** Printed before the page count in every page's footer, e.g. "Mesafeli Satış Sözleşmesi". */
  footer?: string;
  /** The creation date in the metadata; fixed in tests so that two renders give the same bytes. */
  createdAt?: Date;
}

export interface PdfWriter {
  doc: PDFKit.PDFDocument;
  regular(): PDFKit.PDFDocument;
  bold(): PDFKit.PDFDocument;
  /** Finishes the document (headers, footers, page numbers) and answers its bytes. */
  finish(): Promise<Buffer>;
}

export function createPdf(options: PdfOptions): PdfWriter {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: PDF_MARGIN + 12, bottom: PDF_MARGIN, left: PDF_MARGIN, right: PDF_MARGIN },
    bufferPages: true,
    lang: "tr-TR",
    displayTitle: true,
    info: { Title: options.title, Producer: options.header, CreationDate: options.createdAt ?? new Date() },
  });
  doc.registerFont("regular", FONT_REGULAR);
  doc.registerFont("bold", FONT_BOLD);
  doc.font("regular");
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return {
    doc,
    regular: () => doc.font("regular"),
    bold: () => doc.font("bold"),
    async finish() {
      const range = doc.bufferedPageRange();
      for (let i = range.start; i < range.start + range.count; i++) {
        doc.switchToPage(i);
        // Header and footer sit in the margins: the margins are lifted while writing them so no new page starts.
        const { top, bottom } = doc.page.margins;
        doc.page.margins.top = 0;
        doc.page.margins.bottom = 0;
        const width = doc.page.width - 2 * PDF_MARGIN;
        doc.font("bold").fontSize(8).fillColor("#444444").text(options.header, PDF_MARGIN, HEADER_Y, { width, lineBreak: false });
        const pageLabel = `${options.footer ? `${options.footer} · ` : ""}Sayfa ${i - range.start + 1} / ${range.count}`;
        doc
          .font("regular")
          .fontSize(8)
          .text(pageLabel, PDF_MARGIN, doc.page.height - PDF_MARGIN / 2 - 8, { width, align: "right", lineBreak: false });
        doc.page.margins.top = top;
        doc.page.margins.bottom = bottom;
      }
      doc.fillColor("#000000");
      doc.end();
      return ended;
    },
  };
}
