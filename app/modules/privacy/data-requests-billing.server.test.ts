// KVKK and billing details (docs/product.md#billing-details, #kvkk): the export carries the order's billing
// details; anonymising erases them, and the personal values in the order's stored contract texts. On PGlite and on PostgreSQL when TEST_DATABASE_URL is set.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { orderDocuments, orders } from "~/db/schema";
import type { OrderBilling } from "~/lib/billing";
import { DEMO_SHOP_SETTINGS } from "~/lib/shop-settings";
import { canonicalDocumentText } from "~/lib/order-contract";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { readOrderDocuments } from "~/modules/documents/order-documents.server";
import { insertProduct } from "../../../tests/support/catalog-fixtures";
import { describeEachDatabase } from "../../../tests/support/databases";
import { checkoutFields } from "../../../tests/support/order-fixtures";
import { anonymiseOrdersOfEmail, dataRequestJson, findOrdersOfEmail } from "./data-requests.server";

const INDIVIDUAL: OrderBilling = {
  kind: "individual",
  name: "Elif Şahin",
  tckn: "10000000146",
  address: { address: "Atatürk Cad. No: 3", district: "Çankaya", province: "Ankara" },
};
const COMPANY: OrderBilling = {
  kind: "company",
  title: "Örnek Yazılım A.Ş.",
  vkn: "1234567808",
  taxOffice: "Maltepe",
  address: { address: "Kızılay Mah. 5", district: "Çankaya", province: "Ankara" },
};

describeEachDatabase("KVKK: billing details", (getDb) => {
  it("the export holds each order's billing details; anonymising sets them to null, the other person's stay", async () => {
    const db = getDb();
    const product = await insertProduct(db, { name: "Fatura Kupası", stock: 20 });
    const place = (senderEmail: string, billing: OrderBilling | null) =>
      placeOrder(db, { fields: { ...checkoutFields, senderEmail }, billing, items: [{ productId: product.id, quantity: 1 }], paymentMethod: "simulated" });
    const own = await place("elif@example.com", INDIVIDUAL);
    const ownCompany = await place("elif@example.com", COMPANY);
    const none = await place("elif@example.com", null);
    const other = await place("baska@example.com", COMPANY);

    const found = await findOrdersOfEmail(db, "elif@example.com");
    const json = JSON.parse(dataRequestJson("elif@example.com", found, DEMO_SHOP_SETTINGS.companyName));
    const byNumber = new Map(json.orders.map((o: { orderNumber: string; billing: unknown }) => [o.orderNumber, o.billing]));
    expect(byNumber.get(own.orderNumber)).toEqual(INDIVIDUAL);
    expect(byNumber.get(ownCompany.orderNumber)).toEqual(COMPANY);
    expect(byNumber.get(none.orderNumber)).toBeNull();
    // The texts agreed before paying: which, their version and hash (docs/product.md#order-contract).
    const ownExport = json.orders.find((o: { orderNumber: string }) => o.orderNumber === own.orderNumber);
    const stored = await db.select().from(orderDocuments).where(eq(orderDocuments.orderId, own.id));
    expect(ownExport.contractDocuments.map((d: { kind: string; sha256: string }) => [d.kind, d.sha256]).sort()).toEqual(
      stored.map((d) => [d.kind, d.sha256]).sort(),
    );
    expect(ownExport.contractDocuments).toHaveLength(2);

    await anonymiseOrdersOfEmail(db, "elif@example.com", new Date());
    const billingOf = async (id: string) => (await db.select({ billing: orders.billing }).from(orders).where(eq(orders.id, id)))[0].billing;
    expect(await billingOf(own.id)).toBeNull();
    expect(await billingOf(ownCompany.id)).toBeNull();
    expect(await billingOf(other.id)).toEqual(COMPANY);
    // The contract texts stay with the order: their personal values erased, the amounts and the agreed hash kept.
    const erased = await readOrderDocuments(db, own.id);
    expect(erased.map((d) => [d.kind, d.sha256]).sort()).toEqual(stored.map((d) => [d.kind, d.sha256]).sort());
    expect(erased.every((d) => d.anonymisedAt !== null)).toBe(true);
    const erasedText = erased.map((d) => canonicalDocumentText(d.body)).join("\n");
    for (const personal of ["elif@example.com", "Elif Şahin", "10000000146", "Atatürk Cad. No: 3", checkoutFields.recipientName])
      expect(erasedText).not.toContain(personal);
    expect(erasedText).toContain("Fatura Kupası");
    expect(canonicalDocumentText((await readOrderDocuments(db, other.id))[1].body)).toContain("baska@example.com");
    const after = JSON.parse(dataRequestJson("elif@example.com", await findOrdersOfEmail(db, ""), DEMO_SHOP_SETTINGS.companyName));
    expect(after.orders.every((o: { billing: unknown }) => o.billing === null)).toBe(true);
  });
});
