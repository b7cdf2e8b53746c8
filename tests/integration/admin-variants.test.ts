// The product form's options and variant table, saved through the real form handling on both databases: a mug in
// three colours, its summary, an edit that removes combinations (one with orders is deactivated, not deleted),
// SKUs unique across the shop, and the audit log's record of variant changes.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { adminAuditLog, orderItems, orders, products, productVariants } from "~/db/schema";
import { productSaveErrorText } from "~/lib/i18n/admin-catalog";
import { adminVariantText } from "~/lib/i18n/admin-variants";
import { defaultSku } from "~/lib/variants";
import { createLogger } from "~/modules/platform/logger.server";
import { getAdminProduct, listAdminProducts, type ProductStore } from "~/modules/catalog/admin-products.server";
import { submitProductForm } from "~/modules/catalog/product-save.server";
import { readCatalogVersion } from "~/modules/catalog/cache.server";
import { createFileStorage } from "~/modules/media/storage.server";
import { getDashboardStats } from "~/modules/orders/dashboard.server";
import { insertCategory, insertProduct } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";

const logger = createLogger("silent");
const audit = { actor: { id: null, email: "sahip@example.com" }, clientIp: "127.0.0.1" };

type Fields = Record<string, string | string[]>;

interface Row {
  id?: string;
  values: string[];
  price: string;
  stock: string;
  stockSeen?: string;
  sku?: string;
  originalPrice?: string;
  image?: string;
  active?: boolean;
}

function mugForm(fields: Fields, rows: Row[], files: Uint8Array[] = []): FormData {
  const form = new FormData();
  const base: Fields = {
    name: "Renkli Kupa",
    slug: "renkli-kupa",
    description: "Üç renkte kupa",
    shippingCost: "29,99",
    isActive: "on",
    dimensionUnit: "cm",
    weightUnit: "g",
    "options.0.name": "Renk",
    "options.0.values": "Beyaz, Siyah, Kırmızı",
    ...fields,
  };
  for (const [key, value] of Object.entries(base)) for (const item of Array.isArray(value) ? value : [value]) form.append(key, item);
  rows.forEach((row, index) => {
    const name = (field: string) => `variants.${index}.${field}`;
    if (row.id) form.append(name("id"), row.id);
    for (const value of row.values) form.append(name("values"), value);
    form.append(name("price"), row.price);
    form.append(name("originalPrice"), row.originalPrice ?? "");
    form.append(name("stock"), row.stock);
    if (row.stockSeen !== undefined) form.append(name("stockSeen"), row.stockSeen);
    form.append(name("sku"), row.sku ?? "");
    form.append(name("weight"), "");
    form.append(name("image"), row.image ?? "");
    if (row.active !== false) form.append(name("active"), "on");
  });
  for (const bytes of files) form.append("images", new File([bytes as Uint8Array<ArrayBuffer>], "kupa.png", { type: "image/png" }));
  return form;
}

async function png(r: number): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width: 40, height: 30, channels: 3, background: { r, g: 40, b: 90 } } })
      .png()
      .toBuffer(),
  );
}

describeEachDatabase("admin: options and variants", (getDb) => {
  let dataDir: string;
  let store: ProductStore;
  let categoryId: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-admin-variants-"));
    store = { db: getDb(), storage: createFileStorage(dataDir), dataDir, logger };
    categoryId = (await insertCategory(getDb(), { name: `Kupalar ${Math.random()}` })).id;
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  async function variantsOf(productId: string) {
    return getDb().select().from(productVariants).where(eq(productVariants.productId, productId)).orderBy(asc(productVariants.position));
  }

  async function orderLineFor(productId: string, variantId: string) {
    const [order] = await getDb()
      .insert(orders)
      .values({
        orderNumber: `ORD-20260102-${Math.floor(Math.random() * 900 + 100)}${Date.now() % 1000}`,
        subtotalKurus: 19900,
        shippingKurus: 2999,
        totalKurus: 22899,
        recipientName: "Ayşe",
        recipientAddress: "Adres",
        recipientCity: "İstanbul",
        recipientPostalCode: "34000",
        recipientPhone: "05550000000",
        senderEmail: "a@example.com",
        anonymousMessage: "",
        paymentMethod: "simulated",
      })
      .returning();
    await getDb().insert(orderItems).values({
      orderId: order.id,
      productId,
      variantId,
      sku: "KUPA",
      productName: "Renkli Kupa",
      productSlug: "renkli-kupa",
      unitPriceKurus: 19900,
      shippingCostKurus: 2999,
      quantity: 1,
    });
  }

  it("creates a mug in three colours, edits it (a combination with orders is deactivated, one without deleted) and records the changes", async () => {
    const db = getDb();
    const versionBefore = await readCatalogVersion(db);
    const created = await submitProductForm(
      store,
      mugForm(
        { categories: categoryId },
        [
          { values: ["Beyaz"], price: "199,00", stock: "5", sku: "KUPA-BYZ", image: "new:1" },
          { values: ["Siyah"], price: "219,90", originalPrice: "249,90", stock: "0", sku: "KUPA-SYH", image: "new:0" },
          { values: ["Kırmızı"], price: "229,00", stock: "3" },
        ],
        [await png(10), await png(200)],
      ),
      audit,
    );
    expect(created.ok, JSON.stringify(created)).toBe(true);
    if (!created.ok) return;
    const [product] = await db.select().from(products).where(eq(products.id, created.id));
    // The summary: the cheapest variant in stock, its original price, the stock summed, the dearest, three variants.
    expect(product).toMatchObject({ priceKurus: 19900, originalPriceKurus: null, stock: 8, maxPriceKurus: 22900, variantCount: 3 });
    expect(product.options).toEqual([{ name: "Renk", values: ["Beyaz", "Siyah", "Kırmızı"] }]);
    const variants = await variantsOf(created.id);
    expect(variants.map((v) => [v.optionValues, v.sku, v.priceKurus, v.originalPriceKurus, v.stock, v.isActive])).toEqual([
      [["Beyaz"], "KUPA-BYZ", 19900, null, 5, true],
      [["Siyah"], "KUPA-SYH", 21990, 24990, 0, true],
      [["Kırmızı"], defaultSku("renkli-kupa", ["Kırmızı"]), 22900, null, 3, true],
    ]);
    // A variant's image is one of the product's stored images: the token of the form became its path.
    const detail = await getAdminProduct(db, created.id);
    expect(variants[0].imagePath).toBe(detail?.images[1].path);
    expect(variants[1].imagePath).toBe(detail?.images[0].path);
    expect(variants[2].imagePath).toBeNull();
    expect(detail?.variants.map((v) => v.image)).toEqual([`keep:${detail?.images[1].path}`, `keep:${detail?.images[0].path}`, null]);
    expect(await readCatalogVersion(db)).not.toBe(versionBefore);

    // The list shows the total stock and the variant count.
    const list = await listAdminProducts(db, { pageSize: 100 });
    expect(list.rows.find((row) => row.id === created.id)).toMatchObject({ stock: 8, variantCount: 3 });

    // Siyah has been ordered: removing it from the form deactivates it. Kırmızı has not: it goes. Beyaz's stock was
    // shown as 5, orders took 2 meanwhile, and the form sends 5 back: it stays 3. Its price changes.
    await orderLineFor(created.id, variants[1].id);
    await db.update(productVariants).set({ stock: 3 }).where(eq(productVariants.id, variants[0].id));
    const edited = await submitProductForm(
      store,
      mugForm({ id: created.id, categories: categoryId, keepImages: detail?.images.map((image) => image.path) ?? [], "options.0.values": "Beyaz, Yeşil" }, [
        { id: variants[0].id, values: ["Beyaz"], price: "189,00", stock: "5", stockSeen: "5", sku: "KUPA-BYZ", image: `keep:${detail?.images[1].path}` },
        { values: ["Yeşil"], price: "209,00", stock: "4", sku: "KUPA-YSL" },
      ]),
      audit,
    );
    expect(edited.ok, JSON.stringify(edited)).toBe(true);
    const after = await variantsOf(created.id);
    expect(after.map((v) => [v.optionValues, v.sku, v.priceKurus, v.stock, v.isActive]).sort()).toEqual(
      [
        [["Beyaz"], "KUPA-BYZ", 18900, 3, true],
        [["Siyah"], "KUPA-SYH", 21990, 0, false],
        [["Yeşil"], "KUPA-YSL", 20900, 4, true],
      ].sort(),
    );
    const [summary] = await db.select().from(products).where(eq(products.id, created.id));
    expect(summary).toMatchObject({ priceKurus: 18900, stock: 7, variantCount: 2 });
    // The order line still names its (now inactive) variant.
    const [line] = await db.select().from(orderItems).where(eq(orderItems.productId, created.id));
    expect(line.variantId).toBe(variants[1].id);
    // The edit form no longer shows the deactivated Siyah (not among today's values).
    expect((await getAdminProduct(db, created.id))?.variants.map((v) => v.optionValues)).toEqual([["Beyaz"], ["Yeşil"]]);

    const records = await db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, created.id), eq(adminAuditLog.action, "product.update")));
    expect(records).toHaveLength(1);
    expect(records[0].changes).toMatchObject({
      options: { before: ["Renk: Beyaz, Siyah, Kırmızı"], after: ["Renk: Beyaz, Yeşil"] },
      "variants[Renk: Beyaz].priceKurus": { before: 19900, after: 18900 },
      "variants[Renk: Siyah].isActive": { before: true, after: false },
      "variants[Renk: Kırmızı]": { before: defaultSku("renkli-kupa", ["Kırmızı"]), after: null },
      "variants[Renk: Yeşil]": { before: null, after: "KUPA-YSL" },
    });
    expect(records[0].changes).not.toHaveProperty("variants[Renk: Beyaz].stock");
  });

  it("refuses a SKU another product uses, in Turkish, and changes nothing; the form's own checks word theirs", async () => {
    const db = getDb();
    const other = await insertProduct(db, { name: "Başka Ürün", priceKurus: 1000, stock: 1 });
    const [otherVariant] = await variantsOf(other.id);
    const count = async () => (await db.select({ id: productVariants.id }).from(productVariants)).length;
    const before = await count();
    const result = await submitProductForm(
      store,
      mugForm(
        { slug: "cakisan-kupa", categories: categoryId },
        [
          { values: ["Beyaz"], price: "100", stock: "1", sku: otherVariant.sku },
          { values: ["Siyah"], price: "100", stock: "1" },
        ],
        [await png(30)],
      ),
      audit,
    );
    expect(result).toMatchObject({ ok: false, reason: "sku-taken", sku: otherVariant.sku, status: 409 });
    if (result.ok) return;
    expect(productSaveErrorText(result)).toBe(adminVariantText.validation.skuTaken(otherVariant.sku));
    expect(await count()).toBe(before);
    expect(await db.select().from(products).where(eq(products.slug, "cakisan-kupa"))).toHaveLength(0);

    const v = adminVariantText.validation;
    const refused = async (fields: Fields, rows: Row[]) => {
      const answer = await submitProductForm(store, mugForm({ slug: "yanlis-kupa", categories: categoryId, ...fields }, rows, [await png(40)]));
      return answer.ok ? "saved" : productSaveErrorText(answer);
    };
    const two: Row[] = [
      { values: ["Beyaz"], price: "100", stock: "1" },
      { values: ["Siyah"], price: "100", stock: "1" },
    ];
    expect(await refused({ "options.0.values": "Beyaz, Siyah, beyaz" }, two)).toBe(v.duplicateValue("Renk", "beyaz"));
    expect(await refused({ "options.0.name": "" }, two)).toBe(v.optionNameRequired);
    expect(
      await refused(
        {
          "options.1.name": "Boy",
          "options.1.values": "S",
          "options.2.name": "Kulp",
          "options.2.values": "Var",
          "options.3.name": "Desen",
          "options.3.values": "Düz",
        },
        two,
      ),
    ).toBe(v.tooManyOptions(3));
    expect(
      await refused({}, [
        { ...two[0], sku: "AYNI" },
        { ...two[1], sku: "ayni" },
      ]),
    ).toBe(v.duplicateSku("ayni", "Renk: Beyaz", "Renk: Siyah"));
    expect(await refused({}, [{ ...two[0], price: "-5" }, two[1]])).toContain("Renk: Beyaz: Fiyat:");
    expect(await refused({}, [{ ...two[0], stock: "1,5" }, two[1]])).toBe(v.row("Renk: Beyaz", v.fields.stock, v.stockInteger));
    expect(
      await refused({}, [
        { ...two[0], active: false },
        { ...two[1], active: false },
      ]),
    ).toBe(v.noActiveVariant);
    expect(await db.select().from(products).where(eq(products.slug, "yanlis-kupa"))).toHaveLength(0);
  });

  it("the dashboard counts and names low stock per variant", async () => {
    const db = getDb();
    const created = await submitProductForm(
      store,
      mugForm(
        { slug: `az-stoklu-${Date.now()}`, name: "Az Stoklu Kupa", categories: categoryId },
        [
          { values: ["Beyaz"], price: "100", stock: "2", sku: `AZ-B-${Date.now()}` },
          { values: ["Siyah"], price: "100", stock: "40", sku: `AZ-S-${Date.now()}` },
          { values: ["Kırmızı"], price: "100", stock: "0", sku: `AZ-K-${Date.now()}` },
        ],
        [await png(50)],
      ),
    );
    expect(created.ok).toBe(true);
    const stats = await getDashboardStats(db);
    // The product's total (42) is not low; its white variant is.
    expect(stats.lowStockVariants.filter((row) => row.productName === "Az Stoklu Kupa")).toEqual([
      expect.objectContaining({ variantLabel: "Renk: Beyaz", stock: 2 }),
    ]);
    expect(stats.lowStockProducts).toBeGreaterThanOrEqual(1);
  });
});
