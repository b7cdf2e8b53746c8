// The order's contract on a real database: stored as the checkout showed it (hash checked), refused when a price changed
// since the page, printed in a PDF with Turkish letters, attached to the buyer's confirmation mail, and erased with the
// order's personal data.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { orders } from "~/db/schema";
import { deliverDueMail } from "~/modules/mail/outbox.server";
import { createFileTransport } from "~/modules/mail/transport.server";
import { completePayment } from "~/modules/orders/payment-state.server";
import { canonicalDocumentText, orderContractDocuments, type OrderContractParties } from "~/lib/order-contract";
import { orderSellerFrom } from "~/lib/shop-settings";
import { priceCart } from "~/modules/cart/cart-pricing.server";
import { OrderRefusedError, placeOrder } from "~/modules/checkout/place-order.server";
import { getShopSettings } from "~/modules/settings/shop-settings.server";
import { insertProduct, setProductPrice } from "../../../tests/support/catalog-fixtures";
import { describeEachDatabase } from "../../../tests/support/databases";
import { checkoutFields } from "../../../tests/support/order-fixtures";
import { pdfPages } from "../../../tests/support/pdf-text";
import { renderContractPdf } from "./contract-pdf.server";
import { contractTermsForCart, contractTermsHash, eraseOrderDocumentsPersonalData, readOrderDocuments, sha256Hex } from "./order-documents.server";

const billing = { kind: "individual" as const, name: "Gönül Şahin", tckn: "10000000146", address: null };

describeEachDatabase("order contract documents", (getDb) => {
  async function shown(items: { productId: string; quantity: number }[]) {
    const db = getDb();
    const settings = await getShopSettings(db);
    const terms = await contractTermsForCart(db, await priceCart(db, items), {
      seller: orderSellerFrom(settings),
      shop: settings,
      defaultVatRate: settings.invoicing.defaultVatRate,
      paymentMethod: "simulated",
    });
    return { terms, hash: contractTermsHash(terms) };
  }

  it("stores both texts exactly as the checkout's builder gives them, with their hashes", async () => {
    const db = getDb();
    const mug = await insertProduct(db, { name: "Sözleşme Kupası", priceKurus: 14999, shippingCostKurus: 2999, stock: 10 });
    const items = [{ productId: mug.id, quantity: 2 }];
    const { terms, hash } = await shown(items);
    const placed = await placeOrder(db, { fields: checkoutFields, items, paymentMethod: "simulated", contractTermsHash: hash, billing });
    const parties: OrderContractParties = { ...checkoutFields, billing, deliveryDate: null };
    const expected = orderContractDocuments(terms, parties);
    const stored = await readOrderDocuments(db, placed.id);
    expect(stored.map((d) => d.kind)).toEqual(["pre_information", "distance_sales"]);
    stored.forEach((d, i) => {
      expect(d.body).toEqual(expected[i].doc);
      expect(d.version).toBe("1");
      expect(d.sha256).toBe(sha256Hex(canonicalDocumentText(expected[i].doc)));
    });
    const text = canonicalDocumentText(stored[1].body);
    expect(text).toContain("Sözleşme Kupası — 2 adet × ₺149,99");
    expect(text).toContain("Fatura adı soyadı: Gönül Şahin");

    // The PDF reads as the stored text, Turkish letters and all, the shop and the order number on every page.
    const pdf = await renderContractPdf(stored, { shopName: "Sürpriz Hediye", orderNumber: placed.orderNumber });
    const pages = await pdfPages(pdf);
    for (const page of pages) expect(page).toContain(`Sürpriz Hediye · Sipariş ${placed.orderNumber}`);
    const all = pages.join(" ").replace(/\s+/g, "");
    for (const line of canonicalDocumentText(stored[0].body).split("\n").slice(0, 12)) expect(all).toContain(line.replace(/^- /, "").replace(/\s+/g, ""));
    expect(all).toContain("GönülŞahin");

    // Anonymised: the personal values go, the amounts stay.
    await eraseOrderDocumentsPersonalData(db, [placed.id]);
    const erased = await readOrderDocuments(db, placed.id);
    const erasedText = erased.map((d) => canonicalDocumentText(d.body)).join("\n");
    for (const personal of [checkoutFields.senderEmail, checkoutFields.recipientName, checkoutFields.recipientPhone, "Gönül Şahin", "10000000146"])
      expect(erasedText).not.toContain(personal);
    expect(erasedText).toContain("Sözleşme Kupası — 2 adet × ₺149,99");
    expect(erased.every((d) => d.anonymisedAt !== null)).toBe(true);
  });

  it("refuses the order when a price changed since the page, or the form had no hash", async () => {
    const db = getDb();
    const mug = await insertProduct(db, { name: "Değişen Kupa", priceKurus: 10000, shippingCostKurus: 2999, stock: 10 });
    const items = [{ productId: mug.id, quantity: 1 }];
    const { hash } = await shown(items);
    await setProductPrice(db, mug.id, 12000);
    const [before] = await db.select({ n: count() }).from(orders);
    for (const posted of [hash, ""]) {
      const refused = await placeOrder(db, { fields: checkoutFields, items, paymentMethod: "simulated", contractTermsHash: posted }).catch((e) => e);
      expect(refused).toBeInstanceOf(OrderRefusedError);
      expect((refused as OrderRefusedError).reason).toBe("contractChanged");
    }
    const [after] = await db.select({ n: count() }).from(orders);
    expect(after.n).toBe(before.n);
    // The page shown again has the new terms, and they are accepted.
    const fresh = await shown(items);
    const placed = await placeOrder(db, { fields: checkoutFields, items, paymentMethod: "simulated", contractTermsHash: fresh.hash });
    expect(canonicalDocumentText((await readOrderDocuments(db, placed.id))[0].body)).toContain("1 adet × ₺120,00");
  });
  it("the buyer's confirmation mail carries the stored texts as a PDF: Turkish letters, the shop and the order on every page", async () => {
    const db = getDb();
    const lamp = await insertProduct(db, { name: "Işıklı Gece Lambası", priceKurus: 32990, stock: 5 });
    const items = [{ productId: lamp.id, quantity: 1 }];
    const { hash } = await shown(items);
    const placed = await placeOrder(db, { fields: checkoutFields, items, paymentMethod: "simulated", contractTermsHash: hash, billing });
    await completePayment(db, { orderId: placed.id }, { publicUrl: "http://shop.test", shopNotifyEmail: "dukkan@example.com" });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "contract-mail-"));
    try {
      await deliverDueMail(db, createFileTransport(dir, "Hediye <magaza@example.com>"));
      const filename = `Siparis-${placed.orderNumber}-sozlesme.pdf`;
      const emls = fs.readdirSync(dir).map((name) => fs.readFileSync(path.join(dir, name), "utf8"));
      // Only the buyer's mail has it; the shop's new-order notice does not.
      const withContract = emls.filter((eml) => eml.includes(filename));
      expect(withContract).toHaveLength(1);
      expect(withContract[0]).toMatch(new RegExp(`^To: ${checkoutFields.senderEmail}$`, "m"));
      const part = withContract[0].split(/\r?\n--/).find((p) => /Content-Type: application\/pdf/i.test(p)) ?? "";
      const base64 = part
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join("")
        .replace(/\s+/g, "");
      const pages = await pdfPages(Buffer.from(base64, "base64"));
      expect(pages.length).toBeGreaterThan(1);
      const [{ seller }] = await db.select({ seller: orders.seller }).from(orders).where(eq(orders.id, placed.id));
      const shopName = seller?.shopName;
      expect(shopName).toBeTruthy();
      for (const page of pages) expect(page).toContain(`${shopName} · Sipariş ${placed.orderNumber}`);
      const all = pages.join(" ").replace(/\s+/g, " ");
      for (const text of ["Işıklı Gece Lambası", "Gönül Şahin", checkoutFields.recipientName, "Mesafeli Satış Sözleşmesi", "Ön Bilgilendirme Formu"])
        expect(all).toContain(text);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
