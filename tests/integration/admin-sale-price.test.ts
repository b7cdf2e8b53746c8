// The admin product form's scheduled sale (docs/product.md#sale-prices), saved through the real form handling on both
// databases: a product without options gets a sale price running now, the shop sells at it, the edit form still shows
// the regular price (not the summary's sale price), and an edit of the sale is in the audit log.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { adminAuditLog, products, productVariants } from "~/db/schema";
import { istanbulLocalInput } from "~/lib/sale-form";
import { createLogger } from "~/modules/platform/logger.server";
import { getAdminProduct, type ProductStore } from "~/modules/catalog/admin-products.server";
import { submitProductForm } from "~/modules/catalog/product-save.server";
import { createFileStorage } from "~/modules/media/storage.server";
import { insertCategory } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";

const audit = { actor: { id: null, email: "sahip@example.com" }, clientIp: "127.0.0.1" };

function productForm(fields: Record<string, string | string[]>, image?: Uint8Array): FormData {
  const form = new FormData();
  const base = {
    name: "Sevgili Kupası",
    slug: "sevgili-kupasi-kampanya",
    description: "Kalpli kupa",
    price: "200",
    stock: "5",
    shippingCost: "29,99",
    isActive: "on",
    ...fields,
  };
  for (const [key, value] of Object.entries(base)) for (const item of Array.isArray(value) ? value : [value]) form.append(key, item);
  if (image) form.append("images", new File([image as Uint8Array<ArrayBuffer>], "kupa.png", { type: "image/png" }));
  return form;
}

describeEachDatabase("admin: a product's scheduled sale", (getDb) => {
  let dataDir: string;
  let store: ProductStore;
  let categoryId: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-admin-sale-"));
    store = { db: getDb(), storage: createFileStorage(dataDir), dataDir, logger: createLogger("silent") };
    categoryId = (await insertCategory(getDb(), { name: `Kampanyalı ${Math.random()}` })).id;
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("saves the sale price and window, sells at it, shows the regular price in the form and audits a change", async () => {
    const db = getDb();
    const image = new Uint8Array(
      await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 40, b: 60 } } })
        .png()
        .toBuffer(),
    );
    const starts = istanbulLocalInput(new Date(Date.now() - 86_400_000));
    const ends = istanbulLocalInput(new Date(Date.now() + 86_400_000));
    const created = await submitProductForm(
      store,
      productForm({ categories: categoryId, salePrice: "149,90", saleStartsAt: starts, saleEndsAt: ends }, image),
      audit,
    );
    expect(created.ok, JSON.stringify(created)).toBe(true);
    const [row] = await db.select().from(products).where(eq(products.slug, "sevgili-kupasi-kampanya"));
    const [variant] = await db.select().from(productVariants).where(eq(productVariants.productId, row.id));
    expect([variant.priceKurus, variant.salePriceKurus]).toEqual([20_000, 14_990]);
    expect([istanbulLocalInput(row.saleStartsAt), istanbulLocalInput(row.saleEndsAt)]).toEqual([starts, ends]);
    // The lists' summary: the sale price now, the regular one as the original.
    expect([row.priceKurus, row.originalPriceKurus]).toEqual([14_990, 20_000]);
    // The edit form: the regular price and the sale, as typed.
    const detail = await getAdminProduct(db, row.id);
    expect([detail?.priceKurus, detail?.originalPriceKurus, detail?.salePriceKurus]).toEqual([20_000, null, 14_990]);

    const edited = await submitProductForm(
      store,
      productForm({
        id: row.id,
        categories: categoryId,
        keepImages: detail?.images.map((i) => i.path) ?? [],
        salePrice: "129,90",
        saleStartsAt: starts,
        saleEndsAt: "",
      }),
      audit,
    );
    // A sale price needs both dates: refused, nothing changed.
    expect(edited.ok).toBe(false);
    const again = await submitProductForm(
      store,
      productForm({ id: row.id, categories: categoryId, keepImages: detail?.images.map((i) => i.path) ?? [], salePrice: "", saleStartsAt: "", saleEndsAt: "" }),
      audit,
    );
    expect(again.ok, JSON.stringify(again)).toBe(true);
    const [after] = await db.select().from(products).where(eq(products.id, row.id));
    expect([after.priceKurus, after.originalPriceKurus, after.saleStartsAt, after.saleEndsAt]).toEqual([20_000, null, null, null]);
    const records = await db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, row.id), eq(adminAuditLog.action, "product.update")));
    expect(records).toHaveLength(1);
    expect(records[0].changes).toMatchObject({ salePriceKurus: { before: 14_990, after: null }, saleEndsAt: { after: null } });
  });
});
