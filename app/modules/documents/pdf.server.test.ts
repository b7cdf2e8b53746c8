import { expect, it } from "vitest";
import { pdfPages } from "../../../tests/support/pdf-text";
import { createPdf } from "./pdf.server";

it("writes Turkish text a reader extracts unchanged, with the header and page count on every page", async () => {
  const pdf = createPdf({ title: "Deneme", header: "Sürpriz Hediye · Sipariş SH-1", footer: "Mesafeli Satış Sözleşmesi" });
  pdf.regular().fontSize(11).text("Şişli, Iğdır, Çanakkale, Ödemiş, Üsküdar: ığüşöçİĞÜŞÖÇ ₺1.234,56");
  pdf.doc.addPage();
  pdf.bold().text("İkinci sayfa");
  const bytes = await pdf.finish();
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const pages = await pdfPages(bytes);
  expect(pages).toHaveLength(2);
  expect(pages[0]).toContain("Şişli, Iğdır, Çanakkale, Ödemiş, Üsküdar: ığüşöçİĞÜŞÖÇ ₺1.234,56");
  expect(pages[1]).toContain("İkinci sayfa");
  for (const [i, page] of pages.entries()) {
    expect(page).toContain("Sürpriz Hediye · Sipariş SH-1");
    expect(page).toContain(`Mesafeli Satış Sözleşmesi · Sayfa ${i + 1} / 2`);
  }
});
