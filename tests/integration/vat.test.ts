// KDV rates in the back office and an order's KDV where the buyer sees it (docs/product.md#vat), on both databases:
// the category and product forms save a rate and refuse anything but 0, 1, 10 and 20 (audited); an order of a product
// in a 10% category shows its breakdown on the order page's data and in the confirmation and new-order mails.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { adminAuditLog, categories, products } from "~/db/schema";
import { vatText } from "~/lib/i18n/vat";
import { vatOfGross } from "~/lib/vat";
import { createLogger } from "~/modules/platform/logger.server";
import { getAdminProduct, type ProductStore } from "~/modules/catalog/admin-products.server";
import { saveCategory } from "~/modules/catalog/admin-categories.server";
import { submitProductForm } from "~/modules/catalog/product-save.server";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { newOrderNoticeMail, orderConfirmationMail } from "~/modules/mail/templates.server";
import { loadOrderForMail } from "~/modules/orders/order-mail.server";
import { getOrderForConfirmation } from "~/modules/orders/order-view.server";
import { completePayment } from "~/modules/orders/payment-state.server";
import { createFileStorage } from "~/modules/media/storage.server";
import * as categoriesRoute from "~/routes/admin/categories";
import { adminCookie, routeContext } from "../support/admin-fixtures";
import { insertProduct } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import { checkoutFields } from "../support/order-fixtures";

const logger = createLogger("silent");

async function png(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 10, g: 120, b: 90 } } })
    .png()
    .toBuffer();
}

describeEachDatabase("KDV rates and an order's KDV", (getDb) => {
  let dataDir: string;
  let store: ProductStore;

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-vat-"));
    store = { db: getDb(), storage: createFileStorage(dataDir), dataDir, logger };
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  async function postCategory(fields: Record<string, string>) {
    const db = getDb();
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const request = new Request("http://shop.test/admin/categories", {
      method: "POST",
      headers: { Origin: "http://shop.test", Cookie: await adminCookie(db) },
      body: form,
    });
    return categoriesRoute.action({ request, context: routeContext(db), params: {} } as never).catch((answer: unknown) => answer);
  }

  async function categoryRate(id: string) {
    const [row] = await getDb().select({ vatRate: categories.vatRate }).from(categories).where(eq(categories.id, id));
    return row.vatRate;
  }

  async function lastAudit(targetId: string) {
    const [row] = await getDb()
      .select({ action: adminAuditLog.action, changes: adminAuditLog.changes })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, targetId))
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(1);
    return row;
  }

  it("the category form saves a rate, clears it, and refuses any other with its message, changing nothing; each change audited", async () => {
    const db = getDb();
    const created = await saveCategory(db, { name: "KDV Kitaplık" });
    if (!created.ok) throw new Error("setup");
    const id = created.category.id;
    expect(created.category.vatRate).toBeNull();

    const saved = await postCategory({ id, name: "KDV Kitaplık", isActive: "on", vatRate: "10" });
    expect(saved).toBeInstanceOf(Response);
    expect((saved as Response).status).toBe(303);
    expect(await categoryRate(id)).toBe(10);
    expect(await lastAudit(id)).toEqual({ action: "category.update", changes: { vatRate: { before: null, after: 10 } } });

    for (const bad of ["15", "%20", "abc", "-1"]) {
      const refused = await postCategory({ id, name: "KDV Kitaplık", isActive: "on", vatRate: bad });
      expect(refused, bad).toMatchObject({ init: { status: 400 }, data: { error: vatText.form.invalid, vatRate: bad } });
    }
    expect(await categoryRate(id)).toBe(10);
    // The module refuses it too, whoever calls it.
    expect(await saveCategory(db, { id, name: "KDV Kitaplık", vatRate: 8 as never })).toMatchObject({ ok: false, reason: "invalid", status: 400 });
    // Saving without naming a rate keeps it; the empty choice clears it.
    expect(await saveCategory(db, { id, name: "KDV Kitaplık 2" })).toMatchObject({ ok: true, category: { vatRate: 10 } });
    await postCategory({ id, name: "KDV Kitaplık", isActive: "on", vatRate: "" });
    expect(await categoryRate(id)).toBeNull();
  });

  it("the product form saves the product's own rate and refuses another, audited; a demo-like product without one stays null", async () => {
    const db = getDb();
    const created = await saveCategory(db, { name: "KDV Ürün Rafı" });
    if (!created.ok) throw new Error("setup");
    const form = (fields: Record<string, string>) => {
      const body = new FormData();
      const base = {
        name: "KDV Defter",
        slug: "kdv-defter",
        description: "Çizgili defter",
        price: "100",
        stock: "5",
        shippingCost: "0",
        isActive: "on",
        categories: created.category.id,
        ...fields,
      };
      for (const [name, value] of Object.entries(base)) body.set(name, value);
      return body;
    };
    const image = await png();
    const withImage = (body: FormData) => {
      body.append("images", new File([new Uint8Array(image)], "defter.png", { type: "image/png" }));
      return body;
    };

    const plain = await submitProductForm(store, withImage(form({ name: "KDV Kalem", slug: "kdv-kalem" })));
    if (!plain.ok) throw new Error("setup");
    expect((await getAdminProduct(db, plain.id))?.vatRate).toBeNull();

    const audit = { actor: { id: null, email: "sahip@example.com" }, clientIp: null } as never;
    const saved = await submitProductForm(store, withImage(form({ vatRate: "10" })), audit);
    expect(saved).toMatchObject({ ok: true });
    if (!saved.ok) throw new Error("not saved");
    expect((await getAdminProduct(db, saved.id))?.vatRate).toBe(10);
    expect((await lastAudit(saved.id))?.changes).toMatchObject({ vatRate: { before: null, after: 10 } });

    const product = await getAdminProduct(db, saved.id);
    const keep = product?.images.map((i) => i.path) ?? [];
    const edit = (vatRate: string) => {
      const body = form({ id: saved.id, vatRate, stockSeen: "5" });
      for (const p of keep) body.append("keepImages", p);
      return body;
    };
    const refused = await submitProductForm(store, edit("18"), audit);
    expect(refused).toMatchObject({ ok: false, reason: "invalid", status: 400, message: vatText.form.invalid });
    expect((await getAdminProduct(db, saved.id))?.vatRate).toBe(10);

    expect(await submitProductForm(store, edit("1"), audit)).toMatchObject({ ok: true });
    expect((await getAdminProduct(db, saved.id))?.vatRate).toBe(1);
    expect(await lastAudit(saved.id)).toMatchObject({ action: "product.update", changes: { vatRate: { before: 10, after: 1 } } });
  });

  it("an order of a product in a 10% category: the breakdown on the order page's data and in both mails", async () => {
    const db = getDb();
    const created = await saveCategory(db, { name: "KDV Yüzde On", vatRate: 10 });
    if (!created.ok) throw new Error("setup");
    const book = await insertProduct(db, { name: "KDV Roman", priceKurus: 22000, shippingCostKurus: 2999, stock: 5, categoryIds: [created.category.id] });
    const [stored] = await db
      .select({ vatRate: products.vatRate })
      .from(products)
      .where(and(eq(products.id, book.id)));
    expect(stored.vatRate).toBeNull();

    const placed = await placeOrder(db, { fields: checkoutFields, items: [{ productId: book.id, quantity: 2 }], paymentMethod: "simulated" });
    await completePayment(db, { orderId: placed.id }, { publicUrl: "http://shop.test" });

    const bookVat = vatOfGross(44000, 10);
    const shippingVat = vatOfGross(2999, 20);
    const page = await getOrderForConfirmation(db, placed.id);
    expect(page?.vatKurus).toBe(bookVat + shippingVat);
    expect(page?.vatBreakdown).toEqual([
      { rate: 10, grossKurus: 44000, vatKurus: bookVat, netKurus: 44000 - bookVat },
      { rate: 20, grossKurus: 2999, vatKurus: shippingVat, netKurus: 2999 - shippingVat },
    ]);

    const order = await loadOrderForMail(db, placed.id);
    if (!order) throw new Error("no order");
    for (const mail of [orderConfirmationMail(order, "http://shop.test"), newOrderNoticeMail(order, "http://shop.test")]) {
      expect(mail.text).toContain("Toplam (KDV dahil): ₺469,99\n");
      expect(mail.text).toContain("KDV %10 (matrah ₺400,00): ₺40,00\n");
      expect(mail.text).toContain("KDV %20 (matrah ₺24,99): ₺5,00\n");
      expect(mail.text).toContain("Toplam KDV: ₺45,00\n");
      expect(mail.html).toContain("KDV %10 (matrah ₺400,00)");
    }
  });
});
